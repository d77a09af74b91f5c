/**
 * The benchmark's image helper (a Node worker thread): src/wasm/image/helpers/imageHelper.worker.ts for
 * Node, running the same jobs (helpers/helperJobs.ts) with MozJPEG compiled from node_modules. Bundled
 * by ./nodeImageHelpers.ts, since worker threads have no TypeScript loader.
 */
import { parentPort } from 'node:worker_threads';
import { runHelperJob, type HelperJob } from '../src/wasm/image/helpers/helperJobs';
import { initNodeJpeg } from '../tests/helpers/nodeJpeg';

const ready = initNodeJpeg();

parentPort?.on('message', async ({ id, job }: { id: number; job: HelperJob }) => {
  try {
    await ready;
    const { result, transfer } = await runHelperJob(job);
    parentPort?.postMessage({ id, result }, transfer as ArrayBuffer[]);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
