/**
 * Content read once per compression run (`keepingOperations`): the unused-resource pass and the
 * image sizer each read every page's content and every form's, and they read the same bytes.
 * Only the operations that name resources or place what they draw are kept (q, Q, cm, Do, Tf, gs,
 * sh, scn, SCN, BDC, DP); paths, text and colours, most of any content, are read past.
 */
import { readContentOperations, type ContentOperation } from './contentLexer';

const NAMING = new Set(['q', 'Q', 'cm', 'Do', 'Tf', 'gs', 'sh', 'scn', 'SCN', 'BDC', 'DP']);

/** What one read gave: the operations up to the end, or up to the error that stopped it. */
type Read = { operations: ContentOperation[]; failed: false } | { operations: ContentOperation[]; failed: true; error: unknown };

let kept: { reads: WeakMap<Uint8Array, Read>; pages: WeakMap<Uint8Array, Uint8Array> } | null = null;

/** Runs `run` with content operations (and pages' joined content) kept for its duration. */
export async function keepingOperations<T>(run: () => Promise<T>): Promise<T> {
  const outer = kept;
  kept = { reads: new WeakMap(), pages: new WeakMap() };
  try {
    return await run();
  } finally {
    kept = outer;
  }
}

/**
 * The naming operations of `bytes`, in order, as `readContentOperations` gives them (and throwing
 * where it throws, after the same operations). Within a run, the second reader of the same bytes
 * gets the kept ones. Readers must not change them.
 */
export function* namingOperations(bytes: Uint8Array): Generator<ContentOperation> {
  const reads = kept?.reads;
  const done = reads?.get(bytes);
  if (done) {
    yield* done.operations;
    if (done.failed) throw done.error;
    return;
  }
  const operations: ContentOperation[] = [];
  try {
    for (const operation of readContentOperations(bytes)) {
      if (!NAMING.has(operation.operator)) continue;
      operations.push(operation);
      yield operation;
    }
  } catch (error) {
    reads?.set(bytes, { operations, failed: true, error });
    throw error;
  }
  reads?.set(bytes, { operations, failed: false });
}

/**
 * A page's content of one stream, joined (`make`) once per run and per stream bytes, so every pass
 * of the run reads the same array (and `namingOperations` finds what it kept). Outside a run, `make()`.
 */
export function joinedOnce(part: Uint8Array, make: () => Uint8Array): Uint8Array {
  const pages = kept?.pages;
  if (!pages) return make();
  let joined = pages.get(part);
  if (!joined) pages.set(part, (joined = make()));
  return joined;
}
