/// <reference lib="webworker" />
/**
 * A DEFLATE helper for the ZIP worker: compresses one block per job (see block.ts) into
 * the output buffer that came with it, and sends both buffers back for reuse.
 */
import { serveJobs } from '../../worker';
import { buffersOf, deflateBlock, loadDeflate, type DeflateDone, type DeflateTask } from './block';

// zlib's wasm is fetched as the helper starts (the ZIP worker starts helpers ahead of the job).
loadDeflate().catch(() => undefined); // a failure is retried, and reported, by the first job

serveJobs<DeflateTask, DeflateDone>(async (task) => {
  await loadDeflate();
  const block = deflateBlock(task);
  return { result: { block, data: task.data, dictionary: task.dictionary }, transfer: buffersOf(block, task.data, task.dictionary) };
});
