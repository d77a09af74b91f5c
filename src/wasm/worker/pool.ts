/**
 * A small typed pool of job workers (after Excalidraw's workers.ts and Squoosh's worker bridge).
 * - size from navigator.hardwareConcurrency, at least 1, at most 3; workers are created lazily;
 * - one job per worker at a time, the rest wait in a FIFO queue;
 * - aborting a running job terminates its worker (wasm cannot be interrupted otherwise) and a fresh
 *   one is created for the next job; aborting a queued job just drops it;
 * - a worker idle for IDLE_MS is shut down to give its memory back.
 */
import { abortError, type JobReply } from './protocol';

export const IDLE_MS = 30_000;
export const MAX_POOL_SIZE = 3;

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface WorkerPool<Job> {
  run<T>(job: Job, transfer?: Transferable[], options?: RunOptions): Promise<T>;
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
  cleanup: () => void;
}

interface Slot<Job> {
  worker: Worker;
  task: Task<Job> | null;
  idleTimer: ReturnType<typeof setTimeout> | null;
}

export function defaultPoolSize(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 1;
  return Math.max(1, Math.min(MAX_POOL_SIZE, cores || 1));
}

export function createWorkerPool<Job>(
  createWorker: () => Worker,
  { size = defaultPoolSize(), idleMs = IDLE_MS }: { size?: number; idleMs?: number } = {},
): WorkerPool<Job> {
  const slots: Slot<Job>[] = [];
  const queue: Task<Job>[] = [];
  let nextId = 1;

  const retire = (slot: Slot<Job>) => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.worker.terminate();
    slots.splice(slots.indexOf(slot), 1);
  };

  const finish = (slot: Slot<Job>, settle: (task: Task<Job>) => void) => {
    const task = slot.task;
    if (!task) return;
    slot.task = null;
    task.cleanup();
    settle(task);
    slot.idleTimer = setTimeout(() => retire(slot), idleMs);
    pump();
  };

  const spawn = (): Slot<Job> => {
    const slot: Slot<Job> = { worker: createWorker(), task: null, idleTimer: null };
    slot.worker.onmessage = (event: MessageEvent<JobReply<unknown>>) => {
      const reply = event.data;
      if (!slot.task || reply.id !== slot.task.id) return;
      if (reply.type === 'progress') slot.task.options.onProgress?.(reply.value);
      else if (reply.type === 'done') finish(slot, (task) => task.resolve(reply.result));
      else finish(slot, (task) => task.reject(Object.assign(new Error(reply.message), reply.name ? { name: reply.name } : {})));
    };
    // A worker that fails to load or crashes cannot be trusted with the next job: replace it.
    slot.worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      const task = slot.task;
      slot.task = null;
      retire(slot);
      if (task) {
        task.cleanup();
        task.reject(new Error(event.message || 'The image worker stopped unexpectedly.'));
      }
      pump();
    };
    slots.push(slot);
    return slot;
  };

  const pump = () => {
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.task) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const task = queue.shift() as Task<Job>;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.task = task;
      slot.worker.postMessage({ id: task.id, job: task.job }, task.transfer);
    }
  };

  const abort = (task: Task<Job>) => {
    const queued = queue.indexOf(task);
    if (queued >= 0) queue.splice(queued, 1);
    const slot = slots.find((s) => s.task === task);
    if (slot) {
      slot.task = null;
      retire(slot);
    }
    task.cleanup();
    task.reject(abortError(task.options.signal));
    pump();
  };

  return {
    get size() {
      return size;
    },
    run<T>(job: Job, transfer: Transferable[] = [], options: RunOptions = {}) {
      return new Promise<T>((resolve, reject) => {
        const { signal } = options;
        if (signal?.aborted) return reject(abortError(signal));
        const task: Task<Job> = {
          id: nextId++,
          job,
          transfer,
          options,
          resolve: resolve as (value: unknown) => void,
          reject,
          cleanup: () => signal?.removeEventListener('abort', onAbort),
        };
        const onAbort = () => abort(task);
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(task);
        pump();
      });
    },
    dispose() {
      for (const task of queue.splice(0)) {
        task.cleanup();
        task.reject(abortError());
      }
      for (const slot of [...slots]) {
        const task = slot.task;
        retire(slot);
        if (task) {
          task.cleanup();
          task.reject(abortError());
        }
      }
    },
  };
}
