/**
 * Main-thread side of the video worker: one worker per conversion (a video job owns a core for
 * minutes; nothing else should queue behind it). Abort asks the worker to cancel, so the partial
 * output is discarded, and terminates it if it does not answer in time.
 */
import { createWorkerPool, isAbortError, WORKER_CRASHED, WorkerJobError, type WorkerPool } from '../worker';
import { ERROR_MESSAGES, VideoJobError, type VideoErrorCode, type VideoJob, type VideoJobResult } from './jobs';

const CANCEL_GRACE_MS = 2_000;
let pool: WorkerPool<VideoJob> | undefined;

const videoPool = () =>
  (pool ??= createWorkerPool<VideoJob>(() => new Worker(new URL('./convert.worker.ts', import.meta.url), { type: 'module', name: 'video' }), {
    size: Infinity,
    freshWorkerPerJob: true,
    cancelGraceMs: CANCEL_GRACE_MS,
    crashMessage: ERROR_MESSAGES.setup,
  }));

/** Every failure reaches the page as a VideoJobError with the worker's code ('setup' when the worker could not run). */
function videoError(error: unknown): unknown {
  if (error instanceof WorkerJobError) {
    const code = error.code === WORKER_CRASHED ? 'setup' : ((error.code ?? 'failed') as VideoErrorCode);
    return new VideoJobError(code, error.message);
  }
  // Cancelled before the job started, or the worker did not answer the cancel in time.
  return isAbortError(error) ? new VideoJobError('cancelled', ERROR_MESSAGES.cancelled) : error;
}

export async function runVideoJob(job: VideoJob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<VideoJobResult> {
  try {
    return await videoPool().run<VideoJobResult>(job, [], { signal, onProgress });
  } catch (error) {
    throw videoError(error);
  }
}
