/**
 * The image worker's helpers for benchmarks that run our image code in Node: worker threads
 * running ./imageHelper.node.ts (bundled once with rolldown, Vite's bundler, into
 * node_modules/.cache, where its package imports resolve), one fewer than the cores, at most 3,
 * as src/wasm/image/helpers/imageHelpers.ts makes them in the browser.
 */
import { existsSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'rolldown';
import type { ImageHelpers } from '../src/wasm/image/helpers/contract';
import { helpersOver, type HelperJob, type HelperResult } from '../src/wasm/image/helpers/helperJobs';

const ROOT = resolve(import.meta.dirname, '..');
const BUNDLE = join(ROOT, 'node_modules/.cache/filesmith-bench/imageHelper.mjs');

async function bundle(): Promise<string> {
  await build({
    input: join(ROOT, 'bench/imageHelper.node.ts'),
    platform: 'node',
    // Packages stay imports (the bundle sits inside node_modules, so they resolve); our code is bundled.
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    output: { file: BUNDLE, format: 'esm' },
    logLevel: 'silent',
  });
  if (!existsSync(BUNDLE) || statSync(BUNDLE).size === 0) throw new Error('The image helper bundle was not written');
  return BUNDLE;
}

export async function nodeImageHelpers(count = Math.min(3, cpus().length - 1)): Promise<{ helpers: ImageHelpers | null; close: () => Promise<void> }> {
  if (count < 1) return { helpers: null, close: async () => undefined };
  const file = await bundle();
  const workers = Array.from({ length: count }, () => new Worker(file));
  const waiting = new Map<number, { resolve: (result: HelperResult) => void; reject: (error: Error) => void }>();
  for (const worker of workers) {
    worker.on('message', ({ id, result, error }: { id: number; result?: HelperResult; error?: string }) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (error === undefined) job?.resolve(result as HelperResult);
      else job?.reject(new Error(error));
    });
  }
  let next = 0;
  const run = <T extends HelperResult>(job: HelperJob, transfer: ArrayBuffer[]) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (result: HelperResult) => void, reject });
      workers[id % count].postMessage({ id, job }, transfer);
    });
  const helpers = helpersOver(count, run);
  return { helpers, close: async () => void (await Promise.all(workers.map((w) => w.terminate()))) };
}
