/**
 * The messages between the worker pool (main thread) and a job worker: one request protocol and
 * one reply protocol for every engine. Every job message carries the job id, so a late reply from
 * an aborted job can never be mistaken for another job's answer.
 */
export type JobRequest<Job> =
  | { type: 'job'; id: number; job: Job }
  /** Asks a job's handler to stop (its AbortSignal fires); the job still answers done or error. */
  | { type: 'cancel'; id: number }
  /** Sent to a worker started ahead of its job, so it can load what the job will need meanwhile. */
  | { type: 'warm' };

export type JobReply<Result> =
  | { id: number; type: 'progress'; value: number }
  | { id: number; type: 'done'; result: Result }
  | { id: number; type: 'error'; message: string; name?: string; code?: string };

/**
 * A job's failure as its worker reported it (the error's name, message and string `code`), so a
 * client can rebuild its own error class from them; also a worker that failed to load or crashed
 * (code WORKER_CRASHED).
 */
export class WorkerJobError extends Error {
  constructor(
    message: string,
    name = 'Error',
    readonly code?: string,
  ) {
    super(message);
    this.name = name;
  }
}

export const WORKER_CRASHED = 'worker-crashed';

/** Thrown (rejected) when a job is cancelled through its AbortSignal. */
export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error) return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

export const isAbortError = (error: unknown) => error instanceof Error && error.name === 'AbortError';
