/// <reference lib="webworker" />
/** A DEFLATE helper for the ZIP worker: compresses one block per message (see deflateBlock.ts). */
import { deflateBlock, type DeflateTask } from './deflateBlock';

addEventListener('message', (event: MessageEvent<DeflateTask & { id: number }>) => {
  const { id, ...task } = event.data;
  try {
    const out = deflateBlock(task);
    postMessage({ id, out }, [out.buffer]);
  } catch (error) {
    postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
