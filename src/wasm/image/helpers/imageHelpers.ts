/**
 * The image worker's helpers: nested workers, one fewer than the cores (at most 3), that encode
 * strips of a big photo, search JPEG tables and confirm settings alongside the image worker (helperJobs.ts). They
 * start on the first job that uses them and stop after the pool's idle time; Cancel terminates
 * the image worker and its helpers with it. None where workers cannot start or there is one core.
 */
import { createWorkerPool, MAX_POOL_SIZE } from '../../worker';
import type { ImageHelpers } from './contract';
import { helpersOver, type HelperJob } from './helperJobs';

/** Helpers backed by a pool of `createWorker` workers. */
export function createImageHelpers(createWorker: () => Worker, cores: number): ImageHelpers | null {
  const count = Math.min(MAX_POOL_SIZE, cores - 1);
  if (typeof Worker !== 'function' || count < 1) return null;
  const pool = createWorkerPool<HelperJob>(createWorker, { size: count, crashMessage: 'An image helper stopped unexpectedly.' });
  return helpersOver(count, (job, transfer) => pool.run(job, transfer));
}
