import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkerPool } from '../../../../src/wasm/worker/pool';
import type { JobReply, JobRequest } from '../../../../src/wasm/worker/protocol';

/** A stand-in Worker: answers `{ double: n }` jobs after `delay` ms, with one progress message. */
class FakeWorker {
  static created = 0;
  static terminated = 0;
  onmessage: ((event: MessageEvent<JobReply<number>>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private alive = true;
  constructor() {
    FakeWorker.created++;
  }
  postMessage({ id, job }: JobRequest<{ double: number; delay: number }>) {
    const send = (data: JobReply<number>) => this.alive && this.onmessage?.({ data } as MessageEvent<JobReply<number>>);
    setTimeout(() => send({ id, type: 'progress', value: 0.5 }), job.delay / 2);
    setTimeout(() => send(job.double < 0 ? { id, type: 'error', message: 'negative' } : { id, type: 'done', result: job.double * 2 }), job.delay);
  }
  terminate() {
    this.alive = false;
    FakeWorker.terminated++;
  }
}

const makePool = (size: number) => {
  FakeWorker.created = 0;
  FakeWorker.terminated = 0;
  return createWorkerPool<{ double: number; delay: number }>(() => new FakeWorker() as unknown as Worker, { size, idleMs: 1000 });
};

afterEach(() => vi.useRealTimers());

describe('workerPool', () => {
  it('creates workers lazily, never more than its size, and reports progress', async () => {
    vi.useFakeTimers();
    const pool = makePool(2);
    expect(FakeWorker.created).toBe(0);
    const progress: number[] = [];
    const jobs = [1, 2, 3].map((n) => pool.run<number>({ double: n, delay: 10 }, [], { onProgress: (v) => progress.push(v) }));
    expect(FakeWorker.created).toBe(2);
    await vi.advanceTimersByTimeAsync(30);
    expect(await Promise.all(jobs)).toEqual([2, 4, 6]);
    expect(progress).toEqual([0.5, 0.5, 0.5]);
    expect(FakeWorker.created).toBe(2);
  });

  it('rejects with the worker error message', async () => {
    const pool = makePool(1);
    await expect(pool.run({ double: -1, delay: 1 })).rejects.toThrow('negative');
  });

  it('aborting a running job terminates its worker and a fresh one takes the next job', async () => {
    vi.useFakeTimers();
    const pool = makePool(1);
    const controller = new AbortController();
    const running = pool.run({ double: 1, delay: 100 }, [], { signal: controller.signal });
    const queued = pool.run<number>({ double: 5, delay: 10 });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.terminated).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(await queued).toBe(10);
    expect(FakeWorker.created).toBe(2);
  });

  it('drops an aborted queued job without touching the busy worker', async () => {
    vi.useFakeTimers();
    const pool = makePool(1);
    const first = pool.run<number>({ double: 1, delay: 10 });
    const controller = new AbortController();
    const second = pool.run({ double: 2, delay: 10 }, [], { signal: controller.signal });
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(20);
    expect(await first).toBe(2);
    expect(FakeWorker.terminated).toBe(0);
  });

  it('shuts a worker down after it has been idle', async () => {
    vi.useFakeTimers();
    const pool = makePool(1);
    const job = pool.run({ double: 1, delay: 10 });
    await vi.advanceTimersByTimeAsync(10);
    await job;
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWorker.terminated).toBe(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(FakeWorker.terminated).toBe(1);
  });
});
