/**
 * A small typed pool of job workers (after Excalidraw's workers.ts and Squoosh's worker bridge),
 * the one bridge every engine uses. By default:
 * - size from navigator.hardwareConcurrency, at least 1, at most 3; workers are created lazily;
 * - one job per worker at a time, the rest wait in a FIFO queue;
 * - aborting a running job terminates its worker (wasm cannot be interrupted otherwise) and a fresh
 *   one is created for the next job; aborting a queued job just drops it;
 * - a worker idle for IDLE_MS is shut down to give its memory back.
 * Options (PoolOptions) give the ZIP, video and DEFLATE engines what they need: workers started
 * ahead of a job (`prewarm`), a fresh worker per job, cooperative cancel with a grace period, and
 * several jobs in flight per worker sent to the least busy one (`saturated`).
 */
import { defaultPoolSize, IDLE_MS, type PoolOptions, type RunOptions } from './poolOptions';
import { abortError, WORKER_CRASHED, WorkerJobError, type JobReply, type JobRequest } from './protocol';

export interface WorkerPool<Job> {
  run<T>(job: Job, transfer?: Transferable[], options?: RunOptions): Promise<T>;
  /**
   * Makes sure an idle worker is ready for the next job: starts one (and sends it 'warm') when none
   * is idle; either way it is shut down after idleMs unless a job takes it first.
   */
  prewarm(): void;
  /** True while every worker the pool may have is alive and has at least `depth` jobs in flight. */
  saturated(depth: number): boolean;
  /** Terminates every worker and rejects what is queued or running. */
  dispose(): void;
  readonly size: number;
}

interface Task<Job> {
  id: number;
  job: Job;
  transfer: Transferable[];
  options: RunOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  graceTimer?: ReturnType<typeof setTimeout>;
  cleanup: () => void;
}

interface Slot<Job> {
  worker: Worker;
  tasks: Map<number, Task<Job>>;
  idleTimer?: ReturnType<typeof setTimeout>;
}

export function createWorkerPool<Job>(createWorker: () => Worker, options: PoolOptions = {}): WorkerPool<Job> {
  const { size = defaultPoolSize(), idleMs = IDLE_MS, upFront = false, freshWorkerPerJob = false } = options;
  const { cancelGraceMs, crashMessage = 'A worker stopped unexpectedly.' } = options;
  // A worker that ends with its job takes no second one while it runs.
  const inFlightPerWorker = freshWorkerPerJob ? 1 : (options.inFlightPerWorker ?? 1);
  const slots: Slot<Job>[] = [];
  const queue: Task<Job>[] = [];
  let nextId = 1;
  const post = (slot: Slot<Job>, request: JobRequest<Job>, transfer: Transferable[] = []) => slot.worker.postMessage(request, transfer);

  const retire = (slot: Slot<Job>) => {
    clearTimeout(slot.idleTimer);
    slot.worker.terminate();
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  };

  const rest = (slot: Slot<Job>) => {
    clearTimeout(slot.idleTimer);
    if (!upFront) slot.idleTimer = setTimeout(() => retire(slot), idleMs);
  };

  /** Terminates a worker; every job in flight on it fails with `errorFor(task)`. */
  const stop = (slot: Slot<Job>, errorFor: (task: Task<Job>) => unknown) => {
    retire(slot);
    for (const task of slot.tasks.values()) {
      task.cleanup();
      task.reject(errorFor(task));
    }
    slot.tasks.clear();
  };

  const settle = (slot: Slot<Job>, task: Task<Job>, outcome: (task: Task<Job>) => void) => {
    slot.tasks.delete(task.id);
    task.cleanup();
    outcome(task);
    if (freshWorkerPerJob) retire(slot);
    else if (slot.tasks.size === 0) rest(slot);
    pump();
  };

  const spawn = (): Slot<Job> => {
    const slot: Slot<Job> = { worker: createWorker(), tasks: new Map() };
    slot.worker.onmessage = (event: MessageEvent<JobReply<unknown>>) => {
      const reply = event.data;
      const task = slot.tasks.get(reply.id);
      if (!task) return;
      if (reply.type === 'progress') task.options.onProgress?.(reply.value);
      else if (reply.type === 'done') settle(slot, task, (t) => t.resolve(reply.result));
      else settle(slot, task, (t) => t.reject(new WorkerJobError(reply.message, reply.name, reply.code)));
    };
    // A worker that fails to load or crashes cannot be trusted with the next job: replace it.
    slot.worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      stop(slot, () => new WorkerJobError(event.message || crashMessage, 'Error', WORKER_CRASHED));
      pump();
    };
    slots.push(slot);
    return slot;
  };

  /** The least busy worker that may take another job, or a new one while that one is busy and there is room. */
  const pick = (): Slot<Job> | undefined => {
    const open = slots.filter((s) => s.tasks.size < inFlightPerWorker);
    const least = open.length ? open.reduce((a, b) => (b.tasks.size < a.tasks.size ? b : a)) : undefined;
    if ((!least || least.tasks.size > 0) && slots.length < size) return spawn();
    return least;
  };

  const pump = () => {
    while (queue.length > 0) {
      const slot = pick();
      if (!slot) return;
      const task = queue.shift() as Task<Job>;
      clearTimeout(slot.idleTimer);
      slot.tasks.set(task.id, task);
      post(slot, { type: 'job', id: task.id, job: task.job }, task.transfer);
    }
  };

  const abort = (task: Task<Job>) => {
    const slot = slots.find((s) => s.tasks.get(task.id) === task);
    const terminate = (running: Slot<Job>) => {
      stop(running, (t) => (t === task ? abortError(task.options.signal) : abortError()));
      pump();
    };
    if (!slot) {
      queue.splice(queue.indexOf(task), 1);
      task.cleanup();
      task.reject(abortError(task.options.signal));
    } else if (cancelGraceMs === undefined) {
      terminate(slot);
    } else {
      // The job's reply (done, or the error it stopped with) settles it; silence past the grace ends the worker.
      post(slot, { type: 'cancel', id: task.id });
      task.graceTimer = setTimeout(() => terminate(slot), cancelGraceMs);
    }
  };

  if (upFront) while (slots.length < size) spawn();

  return {
    get size() {
      return size;
    },
    run<T>(job: Job, transfer: Transferable[] = [], runOptions: RunOptions = {}) {
      return new Promise<T>((resolve, reject) => {
        const { signal } = runOptions;
        if (signal?.aborted) return reject(abortError(signal));
        const task: Task<Job> = {
          id: nextId++,
          job,
          transfer,
          options: runOptions,
          resolve: resolve as (value: unknown) => void,
          reject,
          cleanup: () => {
            signal?.removeEventListener('abort', onAbort);
            clearTimeout(task.graceTimer);
          },
        };
        const onAbort = () => abort(task);
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(task);
        pump();
      });
    },
    prewarm() {
      const idle = slots.find((s) => s.tasks.size === 0);
      if (idle) return rest(idle);
      if (slots.length >= size) return;
      const slot = spawn();
      post(slot, { type: 'warm' });
      rest(slot);
    },
    saturated: (depth) => slots.length >= size && slots.every((s) => s.tasks.size >= depth),
    dispose() {
      for (const task of queue.splice(0)) {
        task.cleanup();
        task.reject(abortError());
      }
      for (const slot of [...slots]) stop(slot, () => abortError());
    },
  };
}
