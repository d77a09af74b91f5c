/// <reference lib="webworker" />
/**
 * A DEFLATE helper for the ZIP worker: compresses one block per message (see block.ts) into
 * the output buffer that came with it, and sends both buffers back for reuse.
 */
import { deflateBlock, type DeflateTask } from './block';

addEventListener('message', (event: MessageEvent<DeflateTask & { id: number }>) => {
  const { id, ...task } = event.data;
  try {
    const block = deflateBlock(task);
    const returned = [block, task.data, task.dictionary].filter((b) => b !== undefined);
    postMessage({ id, block, data: task.data, dictionary: task.dictionary }, [...new Set(returned.map((b) => b.buffer as ArrayBuffer))]);
  } catch (error) {
    postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
