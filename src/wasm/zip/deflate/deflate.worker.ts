/// <reference lib="webworker" />
/**
 * A DEFLATE helper for the ZIP worker: compresses one block per job (see block.ts) into
 * the output buffer that came with it, and sends both buffers back for reuse.
 */
import { serveJobs } from '../../worker';
import { buffersOf, deflateBlock, type DeflateDone, type DeflateTask } from './block';

serveJobs<DeflateTask, DeflateDone>(async (task) => {
  const block = deflateBlock(task);
  return { result: { block, data: task.data, dictionary: task.dictionary }, transfer: buffersOf(block, task.data, task.dictionary) };
});
