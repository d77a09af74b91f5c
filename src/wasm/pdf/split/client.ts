/**
 * Main-thread side of the PDF splitter: one worker, created on the first request (so pdf-lib is
 * fetched only then) and shut down when idle. Aborting terminates it, which really stops pdf-lib.
 */
import type { PdfInspection } from '../document/inspect';
import type { PdfSplitJob, PdfSplitReply } from './jobs';
import { rethrowNamed } from '../document/problems';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<PdfSplitJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<PdfSplitJob>(
    () => new Worker(new URL('./split.worker.ts', import.meta.url), { type: 'module', name: 'pdf-split' }),
    { size: 1 },
  ));

/** Can the file be opened (with `password`, if given), and is it signed? Rejects with a PDF problem. */
export async function inspectSplitSource(file: Blob, password?: string, options: RunOptions = {}): Promise<PdfInspection> {
  const buffer = await file.arrayBuffer();
  return getPool().run<PdfInspection>({ kind: 'inspect', buffer, password }, [buffer], options).catch(rethrowNamed);
}

/** One PDF per part (0-based page indices), opened with `password` when the file needs one. */
export async function splitPdfFile(file: Blob, parts: number[][], options: RunOptions & { password?: string } = {}): Promise<Blob[]> {
  const { password, ...run } = options;
  const buffer = await file.arrayBuffer();
  const reply = await getPool().run<PdfSplitReply>({ kind: 'split', buffer, parts, password }, [buffer], run).catch(rethrowNamed);
  return reply.buffers.map((bytes) => new Blob([bytes], { type: 'application/pdf' }));
}
