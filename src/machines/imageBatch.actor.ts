/**
 * The image batch's runner (see imageBatch.machine.ts), apart from the one-image engine actor so
 * pages load it only with their batch view.
 */
import { fromCallback } from 'xstate';
import type { BatchEvent, RunnerInput } from './imageBatch.machine';
import { toEngineResult } from './imageEngine.actor';
import { type CompressSettings, compressImageFile } from '../wasm/image';
import { defaultPoolSize, isAbortError } from '../wasm/worker';

/**
 * The batch machine's `batchRunner`: the queued images through the worker pool, as many at a time
 * as it has workers (so only those files are read into memory, whatever the batch's length), each
 * with its own progress; `failed` words a card's failure. Stopping the actor (CANCEL) aborts the running ones and starts no more.
 */
export function imageBatchRunner<Options>(toSettings: (options: Options) => CompressSettings, failed: (error: unknown) => string, pngPage = false) {
  return fromCallback<BatchEvent<Options>, RunnerInput<Options>>(({ input, sendBack }) => {
    const controller = new AbortController();
    const settings = toSettings(input.options);
    const queue = [...input.items];
    const next = async (): Promise<void> => {
      for (let item = queue.shift(); item && !controller.signal.aborted; item = queue.shift()) {
        const { id, file } = item;
        sendBack({ type: 'ITEM_STARTED', id });
        try {
          const outcome = await compressImageFile(file, settings, { signal: controller.signal, pngPage, onProgress: (value) => sendBack({ type: 'ITEM_PROGRESS', id, value }) });
          if (!controller.signal.aborted) sendBack({ type: 'ITEM_DONE', id, result: toEngineResult(file, outcome) });
        } catch (error) {
          if (!isAbortError(error) && !controller.signal.aborted) sendBack({ type: 'ITEM_FAILED', id, error: failed(error) });
        }
      }
    };
    for (let lane = 0; lane < defaultPoolSize(); lane++) void next();
    return () => controller.abort();
  });
}
