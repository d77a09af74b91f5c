/**
 * The worker side of the pool: `serveJobs(handler, { warm })` in a `<job>.worker.ts` answers each
 * job with progress messages and one done/error reply, transferring the buffers the handler names.
 * A 'cancel' fires the job's AbortSignal (for work that can stop cleanly, like Mediabunny's); a
 * 'warm' runs the optional warm handler of a worker started ahead of its job.
 */
import type { JobReply, JobRequest } from './protocol';

export interface JobContext {
  progress: (fraction: number) => void;
  /** Fires when the page cancels the job cooperatively (pools with a cancel grace period). */
  signal: AbortSignal;
}

export interface JobOutput<Result> {
  result: Result;
  transfer?: Transferable[];
}

export interface ServeOptions {
  /** Runs when the pool prewarms this worker: start what the next job will need. */
  warm?: () => void;
}

interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** A thrown error's `code` when it is a string (a DOMException's numeric code means nothing to clients). */
const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

export function serveJobs<Job, Result>(
  handler: (job: Job, context: JobContext) => Promise<JobOutput<Result>>,
  { warm }: ServeOptions = {},
): void {
  const scope = globalThis as unknown as WorkerScope;
  const reply = (message: JobReply<Result>, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  const running = new Map<number, AbortController>();
  scope.addEventListener('message', (event: MessageEvent<JobRequest<Job>>) => {
    const request = event.data;
    if (request.type === 'warm') return warm?.();
    if (request.type === 'cancel') return running.get(request.id)?.abort();
    const { id, job } = request;
    const controller = new AbortController();
    running.set(id, controller);
    const progress = (value: number) => reply({ id, type: 'progress', value });
    handler(job, { progress, signal: controller.signal })
      .then(
        ({ result, transfer }) => reply({ id, type: 'done', result }, transfer),
        (error: unknown) =>
          reply({
            id,
            type: 'error',
            message: error instanceof Error ? error.message : String(error),
            name: error instanceof Error ? error.name : undefined,
            code: codeOf(error),
          }),
      )
      .finally(() => running.delete(id));
  });
}
