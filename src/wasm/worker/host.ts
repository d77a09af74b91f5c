/**
 * The worker side of the pool: `serveJobs(handler)` in a `<job>.worker.ts` answers each request
 * with progress messages and one done/error reply, transferring the buffers the handler names.
 */
import type { JobReply, JobRequest } from './protocol';

export interface JobContext {
  progress: (fraction: number) => void;
}

export interface JobOutput<Result> {
  result: Result;
  transfer?: Transferable[];
}

interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export function serveJobs<Job, Result>(handler: (job: Job, context: JobContext) => Promise<JobOutput<Result>>): void {
  const scope = globalThis as unknown as WorkerScope;
  const reply = (message: JobReply<Result>, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  scope.addEventListener('message', (event: MessageEvent<JobRequest<Job>>) => {
    const { id, job } = event.data;
    const progress = (value: number) => reply({ id, type: 'progress', value });
    handler(job, { progress }).then(
      ({ result, transfer }) => reply({ id, type: 'done', result }, transfer),
      (error: unknown) =>
        reply({
          id,
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
          name: error instanceof Error ? error.name : undefined,
        }),
    );
  });
}
