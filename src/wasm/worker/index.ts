/**
 * The worker engine: the one bridge between the page and every job worker. A client makes a pool
 * (`createWorkerPool`) of `<job>.worker.ts` entries that answer through `serveJobs`; see pool.ts.
 */
export { createWorkerPool, type WorkerPool } from './pool';
export { defaultPoolSize, MAX_POOL_SIZE, type RunOptions } from './poolOptions';
export { serveJobs } from './host';
export { abortError, isAbortError, WORKER_CRASHED, WorkerJobError } from './protocol';
export { throttleProgress } from './progressThrottle';
