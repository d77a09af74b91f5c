import { expect, it } from 'vitest';
import { ImageInputError } from '../../../../src/wasm/image/imageHeader';
import { withTimeBudget } from '../../../../src/wasm/image/timeBudget';

/** A stand-in for a pool job: settles with `value` after `ms`, or rejects as the pool does when its signal fires. */
const job = (ms: number, value = 'done') => (signal: AbortSignal) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => resolve(value), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

it('a job within its budget returns its result', async () => {
  await expect(withTimeBudget(job(5), 1000)).resolves.toBe('done');
});

it('a job that runs past its budget is aborted and ends in a message for the user', async () => {
  const started = Date.now();
  const error = await withTimeBudget(job(60_000), 50).catch((e: unknown) => e);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(error).toBeInstanceOf(ImageInputError);
  expect((error as Error).message).toMatch(/took more than 0 seconds, so it was stopped/);
});

it("the user's cancel stays a cancel (not a time-out message)", async () => {
  const controller = new AbortController();
  const run = withTimeBudget(job(60_000), 10_000, controller.signal);
  controller.abort(new DOMException('cancelled', 'AbortError'));
  const error = await run.catch((e: unknown) => e);
  expect((error as Error).name).toBe('AbortError');
});

it('once disarmed (the decode is done), a long job is left to finish', async () => {
  const run = (signal: AbortSignal, disarm: () => void) => {
    disarm();
    return job(150, 'encoded')(signal);
  };
  await expect(withTimeBudget(run, 50)).resolves.toBe('encoded');
});
