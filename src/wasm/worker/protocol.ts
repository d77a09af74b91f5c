/**
 * The messages between the worker pool (main thread) and a job worker. Every message carries the
 * job id, so a late reply from an aborted job can never be mistaken for another job's answer.
 */
export interface JobRequest<Job> {
  id: number;
  job: Job;
}

export type JobReply<Result> =
  | { id: number; type: 'progress'; value: number }
  | { id: number; type: 'done'; result: Result }
  | { id: number; type: 'error'; message: string; name?: string };

/** Thrown (rejected) when a job is cancelled through its AbortSignal. */
export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error) return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

export const isAbortError = (error: unknown) => error instanceof Error && error.name === 'AbortError';
