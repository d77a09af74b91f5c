/**
 * A time budget for the decode of every image job: a decoder could run away on a hostile file
 * (libheif and the browser's AVIF decoder most likely, any codec on a damaged file). Wasm in a worker cannot be interrupted from inside, so
 * the budget is an abort: the pool terminates the worker when the job's signal fires, and the page
 * gets a clear message instead of a spinner that never ends. The job disarms it once the decode is
 * over (its first progress report), so a big photo's slow encode is never cut short.
 */
import { ImageInputError } from './imageHeader';

/** Generous: an iPhone HEIC decodes in about 1 s here; a 48-megapixel one on a slow phone in far less than this. */
export const DECODE_BUDGET_MS = 60_000;

/** `run` gets the signal to hand the pool and `disarm`, to call when the decode is done. */
type BudgetedRun<T> = (signal: AbortSignal, disarm: () => void) => Promise<T>;

export async function withTimeBudget<T>(run: BudgetedRun<T>, budgetMs: number, signal?: AbortSignal): Promise<T> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new DOMException('The image decode ran out of time.', 'TimeoutError')), budgetMs);
  const combined = signal ? AbortSignal.any([signal, budget.signal]) : budget.signal;
  try {
    return await run(combined, () => clearTimeout(timer));
  } catch (error) {
    if (budget.signal.aborted && !signal?.aborted) {
      const seconds = Math.round(budgetMs / 1000);
      throw new ImageInputError(`Decoding this image took more than ${seconds} seconds, so it was stopped: the file is probably damaged.`, 'decodeTimeout', { seconds });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
