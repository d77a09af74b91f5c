/**
 * A time budget for image jobs whose decoder could run away on a hostile file (libheif, the
 * browser's AVIF decoder). Wasm in a worker cannot be interrupted from inside, so the budget is an
 * abort: the pool terminates the worker when the job's signal fires, and the page gets a clear
 * message instead of a spinner that never ends.
 */
import { ImageInputError } from './imageHeader';

/** Generous: an iPhone HEIC decodes in about 1 s here, and compressing it takes a few more. */
export const HEIF_JOB_BUDGET_MS = 60_000;

export async function withTimeBudget<T>(run: (signal: AbortSignal) => Promise<T>, budgetMs: number, signal?: AbortSignal): Promise<T> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new DOMException('The image job ran out of time.', 'TimeoutError')), budgetMs);
  const combined = signal ? AbortSignal.any([signal, budget.signal]) : budget.signal;
  try {
    return await run(combined);
  } catch (error) {
    if (budget.signal.aborted && !signal?.aborted) {
      throw new ImageInputError(`Decoding this image took more than ${Math.round(budgetMs / 1000)} seconds, so it was stopped: the file is probably damaged.`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
