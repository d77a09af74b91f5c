/**
 * Main-thread side of the PDF compressor: one dedicated worker (a PDF job needs the whole file in
 * memory, so jobs run one at a time), created on first use and shut down when idle. Aborting
 * terminates the worker, which is the only way to stop pdf-lib or a codec mid-job.
 */
import type { PdfCompressionLevel } from './compress';
import type { PdfInspection } from '../document/inspect';
import type { PdfCompressJob, PdfCompressResult } from './jobs';
import { rethrowNamed } from '../document/problems';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<PdfCompressJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<PdfCompressJob>(
    () => new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module', name: 'pdf-compress' }),
    { size: 1 },
  ));

/** Can the file be opened (with `password`, if given), and is it signed? Rejects with a PDF problem. */
export async function inspectPdfInWorker(file: Blob, password?: string, options: RunOptions = {}): Promise<PdfInspection> {
  const buffer = await file.arrayBuffer();
  return getPool().run<PdfInspection>({ kind: 'inspect', buffer, password }, [buffer], options).catch(rethrowNamed);
}

export function compressPdfInWorker(
  bytes: ArrayBuffer,
  level: PdfCompressionLevel,
  options: RunOptions & { password?: string; targetBytes?: number },
): Promise<PdfCompressResult> {
  const { password, targetBytes, ...run } = options;
  return getPool().run<PdfCompressResult>({ kind: 'compress', buffer: bytes, level, password, targetBytes }, [bytes], run).catch(rethrowNamed);
}
