/**
 * Main-thread side of the PDF merger: one worker, created on the first request (so pdf-lib is
 * fetched only once a PDF is added) and shut down when idle. Page counts and merges queue on it.
 */
import type { PdfMergeJob, PdfMergeReply } from './jobs';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../worker';

let pool: WorkerPool<PdfMergeJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<PdfMergeJob>(
    () => new Worker(new URL('./merge.worker.ts', import.meta.url), { type: 'module', name: 'pdf-merge' }),
    { size: 1 },
  ));

export async function countPdfPages(file: Blob): Promise<number> {
  const buffer = await file.arrayBuffer();
  const reply = await getPool().run<PdfMergeReply>({ kind: 'count', buffer }, [buffer]);
  return reply.pages;
}

export async function mergePdfFiles(files: File[], options: RunOptions): Promise<{ blob: Blob; pages: number }> {
  const entries = await Promise.all(files.map(async (file) => ({ name: file.name, buffer: await file.arrayBuffer() })));
  const reply = await getPool().run<PdfMergeReply>({ kind: 'merge', files: entries }, entries.map((e) => e.buffer), options);
  if (!reply.buffer) throw new Error('The merge worker returned no file');
  return { blob: new Blob([reply.buffer], { type: 'application/pdf' }), pages: reply.pages };
}
