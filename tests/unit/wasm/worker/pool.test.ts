import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkerPool } from '../../../../src/wasm/worker/pool';
import type { PoolOptions } from '../../../../src/wasm/worker/poolOptions';
import { WORKER_CRASHED, WorkerJobError, type JobReply, type JobRequest } from '../../../../src/wasm/worker/protocol';

/**
 * A job for the stand-in worker: answers `double * 2` after `delay` ms, with one progress message
 * half way; a negative `double` fails with a RangeError coded 'negative'. `cancelAfter` is how long
 * it takes to stop when asked to cancel (absent: it ignores the cancel, like a stuck worker).
 */
interface FakeJob {
  double: number;
  delay: number;
  cancelAfter?: number;
}

/** A stand-in Worker that records what it was sent. */
class FakeWorker {
  static all: FakeWorker[] = [];
  static terminated = 0;
  onmessage: ((event: MessageEvent<JobReply<number>>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: JobRequest<FakeJob>[] = [];
  private alive = true;
  private jobs = new Map<number, { job: FakeJob; timers: ReturnType<typeof setTimeout>[] }>();
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(request: JobRequest<FakeJob>) {
    this.received.push(request);
    if (request.type === 'job') this.start(request.id, request.job);
    if (request.type === 'cancel') this.cancel(request.id);
  }
  terminate() {
    this.alive = false;
    FakeWorker.terminated++;
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
  jobIds() {
    return this.received.flatMap((r) => (r.type === 'job' ? [r.job.double] : []));
  }
  private send(data: JobReply<number>) {
    if (this.alive) this.onmessage?.({ data } as MessageEvent<JobReply<number>>);
  }
  private start(id: number, job: FakeJob) {
    const answer: JobReply<number> =
      job.double < 0
        ? { id, type: 'error', message: 'negative', name: 'RangeError', code: 'negative' }
        : { id, type: 'done', result: job.double * 2 };
    const timers = [setTimeout(() => this.send({ id, type: 'progress', value: 0.5 }), job.delay / 2), setTimeout(() => this.send(answer), job.delay)];
    this.jobs.set(id, { job, timers });
  }
  private cancel(id: number) {
    const running = this.jobs.get(id);
    if (running?.job.cancelAfter === undefined) return;
    running.timers.forEach(clearTimeout);
    setTimeout(() => this.send({ id, type: 'error', message: 'stopped', name: 'AbortError', code: 'cancelled' }), running.job.cancelAfter);
  }
}

const makePool = (options: PoolOptions) => {
  FakeWorker.all = [];
  FakeWorker.terminated = 0;
  return createWorkerPool<FakeJob>(() => new FakeWorker() as unknown as Worker, { idleMs: 1000, ...options });
};

afterEach(() => vi.useRealTimers());

describe('workerPool', () => {
  it('creates workers lazily, never more than its size, and reports progress', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 2 });
    expect(FakeWorker.all).toHaveLength(0);
    const progress: number[] = [];
    const jobs = [1, 2, 3].map((n) => pool.run<number>({ double: n, delay: 10 }, [], { onProgress: (v) => progress.push(v) }));
    expect(FakeWorker.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30);
    expect(await Promise.all(jobs)).toEqual([2, 4, 6]);
    expect(progress).toEqual([0.5, 0.5, 0.5]);
    expect(FakeWorker.all).toHaveLength(2);
  });

  it("rejects with the worker error's message, name and code, for the client to rebuild its own error", async () => {
    const pool = makePool({ size: 1 });
    const error = await pool.run({ double: -1, delay: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerJobError);
    expect(error).toMatchObject({ message: 'negative', name: 'RangeError', code: 'negative' });
  });

  it('fails the job of a worker that crashes with the pool crash message, and replaces the worker', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 1, crashMessage: 'The test worker failed' });
    const job = pool.run({ double: 1, delay: 100 });
    FakeWorker.all[0].crash('');
    await expect(job).rejects.toMatchObject({ message: 'The test worker failed', code: WORKER_CRASHED });
    expect(FakeWorker.terminated).toBe(1);
    const next = pool.run<number>({ double: 2, delay: 10 });
    await vi.advanceTimersByTimeAsync(10);
    expect(await next).toBe(4);
    expect(FakeWorker.all).toHaveLength(2);
  });

  it('aborting a running job terminates its worker and a fresh one takes the next job', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 1 });
    const controller = new AbortController();
    const running = pool.run({ double: 1, delay: 100 }, [], { signal: controller.signal });
    const queued = pool.run<number>({ double: 5, delay: 10 });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.terminated).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(await queued).toBe(10);
    expect(FakeWorker.all).toHaveLength(2);
  });

  it('drops an aborted queued job without touching the busy worker', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 1 });
    const first = pool.run<number>({ double: 1, delay: 10 });
    const controller = new AbortController();
    const second = pool.run({ double: 2, delay: 10 }, [], { signal: controller.signal });
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(20);
    expect(await first).toBe(2);
    expect(FakeWorker.terminated).toBe(0);
    expect(FakeWorker.all[0].jobIds()).toEqual([1]);
  });

  it('shuts a worker down after it has been idle', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 1 });
    const job = pool.run({ double: 1, delay: 10 });
    await vi.advanceTimersByTimeAsync(10);
    await job;
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWorker.terminated).toBe(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(FakeWorker.terminated).toBe(1);
  });
});

describe('workerPool prewarm and a fresh worker per job', () => {
  it('runs the next job on the prewarmed worker, which got a warm message first, and ends it with the job', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: Infinity, freshWorkerPerJob: true });
    pool.prewarm();
    pool.prewarm();
    expect(FakeWorker.all).toHaveLength(1);
    const job = pool.run<number>({ double: 3, delay: 10 });
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.all[0].received.map((r) => r.type)).toEqual(['warm', 'job']);
    await vi.advanceTimersByTimeAsync(10);
    expect(await job).toBe(6);
    expect(FakeWorker.terminated).toBe(1);
    const next = pool.run<number>({ double: 4, delay: 10 });
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all[1].received.map((r) => r.type)).toEqual(['job']);
    await vi.advanceTimersByTimeAsync(10);
    expect(await next).toBe(8);
    expect(FakeWorker.terminated).toBe(2);
  });

  it('gives each of two jobs at once its own worker', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: Infinity, freshWorkerPerJob: true });
    const jobs = [pool.run<number>({ double: 1, delay: 10 }), pool.run<number>({ double: 2, delay: 10 })];
    expect(FakeWorker.all.map((w) => w.jobIds())).toEqual([[1], [2]]);
    await vi.advanceTimersByTimeAsync(10);
    expect(await Promise.all(jobs)).toEqual([2, 4]);
    expect(FakeWorker.terminated).toBe(2);
  });

  it('retires an unused prewarmed worker idleMs after the last prewarm', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: Infinity, freshWorkerPerJob: true });
    pool.prewarm();
    await vi.advanceTimersByTimeAsync(600);
    pool.prewarm();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWorker.terminated).toBe(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(FakeWorker.terminated).toBe(1);
    expect(FakeWorker.all).toHaveLength(1);
  });
});

describe('workerPool cooperative cancel', () => {
  it('posts a cancel and settles with the worker answer when it comes within the grace period', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 1, cancelGraceMs: 100 });
    const controller = new AbortController();
    const job = pool.run({ double: 1, delay: 1000, cancelAfter: 30 }, [], { signal: controller.signal });
    const outcome = job.catch((e: unknown) => e);
    controller.abort();
    expect(FakeWorker.all[0].received.at(-1)).toEqual({ type: 'cancel', id: 1 });
    await vi.advanceTimersByTimeAsync(30);
    const error = await outcome;
    expect(error).toBeInstanceOf(WorkerJobError);
    expect(error).toMatchObject({ name: 'AbortError', code: 'cancelled', message: 'stopped' });
    expect(FakeWorker.terminated).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(FakeWorker.terminated).toBe(0);
    const next = pool.run<number>({ double: 2, delay: 10 });
    await vi.advanceTimersByTimeAsync(10);
    expect(await next).toBe(4);
    expect(FakeWorker.all).toHaveLength(1);
  });

  it('terminates the worker once the grace period passes without an answer', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 1, cancelGraceMs: 100 });
    const controller = new AbortController();
    const job = pool.run({ double: 1, delay: 1000 }, [], { signal: controller.signal });
    let settled: unknown = 'pending';
    job.catch((e: unknown) => (settled = e));
    controller.abort();
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toBe('pending');
    expect(FakeWorker.terminated).toBe(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(settled).toMatchObject({ name: 'AbortError' });
    expect(settled).not.toBeInstanceOf(WorkerJobError);
    expect(FakeWorker.terminated).toBe(1);
  });
});

describe('workerPool with several jobs in flight per worker', () => {
  it('creates its workers up front, sends each job to the least busy one and says when all are saturated', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 2, upFront: true, inFlightPerWorker: Infinity });
    expect(FakeWorker.all).toHaveLength(2);
    const [a, b] = FakeWorker.all;
    const jobs = [pool.run({ double: 1, delay: 50 }), pool.run({ double: 2, delay: 10 }), pool.run({ double: 3, delay: 50 })];
    expect([a.jobIds(), b.jobIds()]).toEqual([[1, 3], [2]]);
    expect(pool.saturated(2)).toBe(false);
    jobs.push(pool.run({ double: 4, delay: 50 }));
    expect(b.jobIds()).toEqual([2, 4]);
    expect(pool.saturated(2)).toBe(true);
    expect(pool.saturated(3)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(pool.saturated(2)).toBe(false);
    jobs.push(pool.run({ double: 5, delay: 10 }));
    expect(b.jobIds()).toEqual([2, 4, 5]);
    await vi.advanceTimersByTimeAsync(50);
    expect(await Promise.all(jobs)).toEqual([2, 4, 6, 8, 10]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeWorker.terminated).toBe(0);
    pool.dispose();
    expect(FakeWorker.terminated).toBe(2);
  });

  it('is not saturated while it may still start a worker', async () => {
    vi.useFakeTimers();
    const pool = makePool({ size: 2, inFlightPerWorker: Infinity });
    const jobs = [1, 2].map((n) => pool.run({ double: n, delay: 10 }).catch((e: unknown) => e));
    expect(FakeWorker.all).toHaveLength(2);
    expect(pool.saturated(1)).toBe(true);
    pool.dispose();
    await expect(Promise.all(jobs)).resolves.toMatchObject([{ name: 'AbortError' }, { name: 'AbortError' }]);
    const lazy = makePool({ size: 3, inFlightPerWorker: Infinity });
    void lazy.run({ double: 1, delay: 10 }).catch(() => undefined);
    expect(lazy.saturated(1)).toBe(false);
    lazy.dispose();
  });
});
