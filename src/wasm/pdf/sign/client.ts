/**
 * Main-thread side of the signer: one worker, created on the first request (so pdf-lib is fetched
 * only then) and shut down when idle. Aborting terminates it, which really stops pdf-lib.
 */
import type { PdfInspection } from '../document/inspect';
import type { PdfSignJob, PdfSignReply, SignMark, SignPlacement } from './jobs';
import { rethrowNamed } from '../document/problems';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<PdfSignJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<PdfSignJob>(() => new Worker(new URL('./sign.worker.ts', import.meta.url), { type: 'module', name: 'pdf-sign' }), { size: 1 }));

/** Can the file be opened (with `password`, if given), and is it signed? Rejects with a PDF problem. */
export async function inspectSignSource(file: Blob, password?: string, options: RunOptions = {}): Promise<PdfInspection> {
  const buffer = await file.arrayBuffer();
  return getPool().run<PdfInspection>({ kind: 'inspect', buffer, password }, [buffer], options).catch(rethrowNamed);
}

/** The file with `marks` drawn into its pages where `placements` put them. */
export async function signPdfFile(
  file: Blob,
  marks: SignMark[],
  placements: SignPlacement[],
  options: RunOptions & { password?: string } = {},
): Promise<Blob> {
  const { password, ...run } = options;
  const buffer = await file.arrayBuffer();
  // The pictures are copied, not moved: the page keeps its own for the next run.
  const reply = await getPool().run<PdfSignReply>({ kind: 'sign', buffer, password, marks, placements }, [buffer], run).catch(rethrowNamed);
  return new Blob([reply.buffer], { type: 'application/pdf' });
}
