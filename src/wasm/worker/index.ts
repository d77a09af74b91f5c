/**
 * The worker engine: the one bridge between the page and every job worker. A client makes a pool
 * (`createWorkerPool`) of `<job>.worker.ts` entries that answer through `serveJobs`; see pool.ts.
 */
export { createWorkerPool, defaultPoolSize, IDLE_MS, MAX_POOL_SIZE, type RunOptions, type WorkerPool } from './pool';
export { serveJobs, type JobContext, type JobOutput } from './host';
export { abortError, isAbortError, type JobReply, type JobRequest } from './protocol';
export { throttleProgress } from './progressThrottle';
