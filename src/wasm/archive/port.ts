/**
 * Entries streamed from the archive worker to the page's sink through a MessagePort: one message
 * per step (open an entry, a chunk, close, abort), each answered once the page has played it.
 * The worker does not wait for each answer: it runs ahead while fewer than WINDOW_BYTES are
 * unanswered and fewer than OPEN_AT_ONCE entries are unclosed, so it decodes the next files while
 * the page (and, for a picked folder, the browser process) is still writing the last ones, and
 * memory stays bounded whatever the archive's size. The page plays each entry's steps in order
 * and opens entries in archive order, but one entry's writes do not wait for the entry before it
 * to be written. Small chunks (a reader's 64 KB) are gathered into batches of up to BATCH_BYTES
 * before they cross; batches are transferred, not copied. A step the page fails (a disk full)
 * fails the next call in the worker and `drain()`, which the job awaits before it reports.
 */
import type { ArchiveEntry, ArchiveSink, EntryWriter } from './types';

type Step =
  | { type: 'open'; entry: ArchiveEntry }
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'close' }
  | { type: 'abort'; problem: string };

interface Message {
  seq: number;
  /** The entry the step is about (the worker numbers entries as it opens them). */
  id: number;
  step: Step;
}

interface Answer {
  seq: number;
  error?: string;
}

/** Bytes gathered before a chunk crosses to the page (bigger chunks cross as they are). */
export const BATCH_BYTES = 1024 * 1024;
/** The most chunk bytes the page may have received and not yet written. */
export const WINDOW_BYTES = 16 * 1024 * 1024;
/** The most entries opened and not yet closed or aborted on the page. */
const OPEN_AT_ONCE = 8;

export interface PortSink {
  sink: ArchiveSink;
  /** Waits until the page has played every step; throws the first step that failed there. */
  drain(): Promise<void>;
}

/** Worker side: a sink that runs ahead of the page within WINDOW_BYTES and OPEN_AT_ONCE. */
export function portSink(port: MessagePort): PortSink {
  let seq = 0;
  let entries = 0;
  let bytesOut = 0;
  let entriesOut = 0;
  let failure: Error | null = null;
  const waiting = new Map<number, (answer: Answer) => void>();
  let wake: (() => void) | null = null;
  port.onmessage = (event: MessageEvent<Answer>) => {
    waiting.get(event.data.seq)?.(event.data);
    const woken = wake;
    wake = null;
    woken?.();
  };
  const settledOnce = () => new Promise<void>((resolve) => (wake = resolve));
  const check = () => {
    if (failure) throw failure;
  };
  /** Posts a step; `done` runs when the page has played it. */
  const post = (id: number, step: Step, transfer: Transferable[], done: () => void) => {
    const at = ++seq;
    waiting.set(at, (answer) => {
      waiting.delete(at);
      done();
      if (answer.error) failure ??= new Error(answer.error);
    });
    port.postMessage({ seq: at, id, step } satisfies Message, transfer);
  };
  const room = async () => {
    while (!failure && (bytesOut > WINDOW_BYTES || entriesOut >= OPEN_AT_ONCE)) await settledOnce();
    check();
  };
  const sendChunk = async (id: number, data: Uint8Array<ArrayBuffer>) => {
    check();
    bytesOut += data.length;
    const length = data.length;
    post(id, { type: 'chunk', data }, [data.buffer], () => (bytesOut -= length));
    if (bytesOut > WINDOW_BYTES) await room();
  };
  const sink: ArchiveSink = async (entry) => {
    await room();
    const id = ++entries;
    entriesOut++;
    post(id, { type: 'open', entry }, [], () => undefined);
    let batch: Uint8Array<ArrayBuffer> | null = null;
    let filled = 0;
    const flush = async () => {
      if (!batch || filled === 0) return;
      const data = batch.subarray(0, filled);
      batch = null;
      filled = 0;
      await sendChunk(id, data);
    };
    const end = (step: Step) => {
      check();
      post(id, step, [], () => entriesOut--);
    };
    return {
      async write(chunk) {
        check();
        if (filled + chunk.length > BATCH_BYTES) await flush();
        if (chunk.length >= BATCH_BYTES) return sendChunk(id, chunk.slice()); // an own buffer, so it can be transferred
        batch ??= new Uint8Array(BATCH_BYTES);
        batch.set(chunk, filled); // copied: the reader may reuse its buffer
        filled += chunk.length;
        if (filled === BATCH_BYTES) await flush();
      },
      async close() {
        await flush();
        end({ type: 'close' });
      },
      async abort(problem) {
        batch = null;
        filled = 0;
        end({ type: 'abort', problem });
      },
    } satisfies EntryWriter;
  };
  const drain = async () => {
    while (waiting.size > 0) await settledOnce();
    check();
  };
  return { sink, drain };
}

/**
 * Page side: plays the worker's steps on `sink`, each entry's in order, answering each once it is
 * done. Returns a function that aborts the entries still open (the job was cancelled, or its worker
 * died), so a half-written file is never left looking finished.
 */
export function servePort(port: MessagePort, sink: ArchiveSink): (problem: string) => Promise<void> {
  /** Entries are opened one after another, in the order the worker opened them. */
  let opening: Promise<unknown> = Promise.resolve();
  /** Each open entry: its writer, and the chain of its writes so far. */
  const open = new Map<number, { writer: Promise<EntryWriter>; chain: Promise<void> }>();
  const answer = (seq: number, played: Promise<unknown>) =>
    played.then(
      () => port.postMessage({ seq } satisfies Answer),
      (error: unknown) => port.postMessage({ seq, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  const play = (id: number, step: Step): Promise<unknown> => {
    if (step.type === 'open') {
      const writer = opening.then(() => sink(step.entry));
      opening = writer.catch(() => undefined);
      open.set(id, { writer, chain: writer.then(() => undefined) });
      return writer;
    }
    const entry = open.get(id);
    if (!entry) return Promise.reject(new Error('No such entry'));
    const { writer, chain } = entry;
    if (step.type === 'chunk') {
      entry.chain = chain.then(async () => (await writer).write(step.data));
      return entry.chain;
    }
    open.delete(id);
    if (step.type === 'abort') return chain.catch(() => undefined).then(async () => (await writer).abort(step.problem));
    return chain.then(
      async () => (await writer).close(),
      async (error: unknown) => {
        await (await writer).abort('aborted');
        throw error;
      },
    );
  };
  port.onmessage = (event: MessageEvent<Message>) => void answer(event.data.seq, play(event.data.id, event.data.step));
  return async (problem) => {
    const left = [...open.values()];
    open.clear();
    await Promise.all(
      left.map(async ({ writer, chain }) => {
        await chain.catch(() => undefined);
        await (await writer.catch(() => undefined))?.abort(problem);
      }),
    );
  };
}
