/// <reference lib="webworker" />
/**
 * ZIP worker: builds one archive off the main thread and reports progress by bytes.
 * The page cancels by terminating the worker, which stops the work at once.
 */
import { createDeflatePool } from './deflate/pool';
import { throttleProgress } from '../worker';
import { BlobSink, StreamSink, type ZipSink } from './sink';
import { writeZip } from './writer';
import type { ZipJobRequest, ZipWarmRequest, ZipWorkerMessage } from './protocol';

const post = (message: ZipWorkerMessage) => postMessage(message);

async function openSink(request: ZipJobRequest): Promise<ZipSink> {
  if (!request.target) return new BlobSink();
  const writable = await request.target.createWritable();
  return new StreamSink(writable as unknown as WritableStream<Uint8Array>);
}

/**
 * DEFLATE helpers: one per core but one, up to 4. This worker's own reading, checksums and writing
 * and the page need the remaining core: on a 2-core machine two helpers made every thread wait for
 * a core and the same DEFLATE work took three times as long.
 */
let pool: ReturnType<typeof createDeflatePool> | null = null;
const startPool = () => (pool ??= createDeflatePool(Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1))));

addEventListener('message', async (event: MessageEvent<ZipJobRequest | ZipWarmRequest>) => {
  if (event.data.type === 'warm') {
    startPool();
    return;
  }
  const pool = startPool();
  try {
    const sink = await openSink(event.data);
    const result = await writeZip(event.data.entries, sink, {
      level: event.data.level,
      onProgress: throttleProgress((fraction) => post({ type: 'progress', fraction })),
      deflate: pool.run,
      runnerSaturated: pool.saturated,
      window: 4,
    });
    pool.close();
    post({ type: 'done', result });
  } catch (error) {
    pool.close();
    const err = error instanceof Error ? error : new Error(String(error));
    post({ type: 'error', name: err.name, message: err.message });
  }
});
