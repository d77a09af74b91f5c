/**
 * File to Base64 in a worker (the shared pool, one worker: files are encoded one at a time), so
 * even a 100 MB file leaves the page free to scroll and type. Aborting terminates the worker.
 * Without Worker support (old browsers, Node tests) the same encoder runs here, in slices.
 */
import { createWorkerPool, type WorkerPool } from '../worker';
import { encodeFile, type EncodedFile, type EncodeOptions } from './encoder';
import type { EncodeFileJob } from './encoder.worker';

let pool: WorkerPool<EncodeFileJob> | undefined;

export function encodeFileOffThread(file: Blob, { onProgress, signal }: Omit<EncodeOptions, 'chunkBytes'> = {}): Promise<EncodedFile> {
  if (typeof Worker === 'undefined') return encodeFile(file, { onProgress, signal });
  pool ??= createWorkerPool<EncodeFileJob>(
    () => new Worker(new URL('./encoder.worker.ts', import.meta.url), { type: 'module', name: 'base64' }),
    { size: 1 },
  );
  // A Blob crosses to the worker by reference; its bytes are not copied.
  return pool.run<EncodedFile>({ file }, [], { signal, onProgress });
}
