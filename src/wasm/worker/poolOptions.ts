/**
 * How a worker pool is set up (see pool.ts): the defaults every engine shares, and the options the
 * ZIP, video and DEFLATE engines change.
 */
export const IDLE_MS = 30_000;
export const MAX_POOL_SIZE = 3;

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface PoolOptions {
  /** The most workers alive at once (Infinity: one per job, nothing ever queues). */
  size?: number;
  /** An idle worker (a prewarmed one too) is shut down after this long. */
  idleMs?: number;
  /** Creates all `size` workers now and keeps them until dispose (no idle shutdown). */
  upFront?: boolean;
  /**
   * Jobs sent to one worker before it has answered (default 1); each goes to the least busy worker.
   * Always 1 with freshWorkerPerJob.
   */
  inFlightPerWorker?: number;
  /** Terminates a worker when its job ends, so each job starts with a fresh worker and its memory goes at once. */
  freshWorkerPerJob?: boolean;
  /**
   * On abort, posts a 'cancel' and waits this long for the job to answer before terminating its
   * worker. Without it the worker is terminated at once.
   */
  cancelGraceMs?: number;
  /** The message of a job whose worker failed to load or crashed, when the browser gives none. */
  crashMessage?: string;
}

export function defaultPoolSize(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 1;
  return Math.max(1, Math.min(MAX_POOL_SIZE, cores || 1));
}
