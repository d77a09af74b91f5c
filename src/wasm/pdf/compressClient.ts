/**
 * Main-thread side of the PDF compressor: one dedicated worker (a PDF job needs the whole file in
 * memory, so jobs run one at a time), created on first use and shut down when idle. Aborting
 * terminates the worker, which is the only way to stop pdf-lib or a codec mid-job.
 */
import type { PdfCompressionLevel } from './compress';
import type { PdfCompressJob, PdfCompressResult } from './jobs';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../worker';

let pool: WorkerPool<PdfCompressJob> | undefined;

const createWorker = () => new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module', name: 'pdf-compress' });

export function compressPdfInWorker(bytes: ArrayBuffer, level: PdfCompressionLevel, options: RunOptions): Promise<PdfCompressResult> {
  pool ??= createWorkerPool<PdfCompressJob>(createWorker, { size: 1 });
  return pool.run<PdfCompressResult>({ buffer: bytes, level }, [bytes], options);
}
