/**
 * Main-thread side of the PDF merger: one worker, created on the first request (so pdf-lib is
 * fetched only once a PDF is added) and shut down when idle. Inspections and merges queue on it.
 */
import type { PdfInspection } from '../document/inspect';
import type { PdfMergeJob, PdfMergeReply } from './jobs';
import { rethrowNamed } from '../document/problems';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<PdfMergeJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<PdfMergeJob>(
    () => new Worker(new URL('./merge.worker.ts', import.meta.url), { type: 'module', name: 'pdf-merge' }),
    { size: 1 },
  ));

/** Page count and signature of one file to merge, opened with `password` if given. */
export async function inspectMergeSource(file: Blob, password?: string): Promise<PdfInspection> {
  const buffer = await file.arrayBuffer();
  return getPool().run<PdfInspection>({ kind: 'inspect', buffer, password }, [buffer]).catch(rethrowNamed);
}

export interface MergeFile {
  file: File;
  password?: string;
}

export async function mergePdfFiles(files: MergeFile[], options: RunOptions): Promise<{ blob: Blob; pages: number }> {
  const entries = await Promise.all(
    files.map(async ({ file, password }) => ({ name: file.name, buffer: await file.arrayBuffer(), password })),
  );
  const reply = await getPool()
    .run<PdfMergeReply>({ kind: 'merge', files: entries }, entries.map((e) => e.buffer), options)
    .catch(rethrowNamed);
  if (!reply.buffer) throw new Error('The merge worker returned no file');
  return { blob: new Blob([reply.buffer], { type: 'application/pdf' }), pages: reply.pages };
}
