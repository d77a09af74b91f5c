/**
 * DEFLATE helpers for the ZIP worker, one per core, on the shared worker pool: each takes whole
 * blocks (see block.ts), so a big file's blocks, or several small files, compress in parallel. All
 * helpers start at once (the ZIP worker starts them while the user is still choosing files), each
 * takes several blocks in flight, and a block goes to the helper with the fewest. A task's input and
 * output buffers are transferred, not copied, and come back with the block, so the ZIP worker reuses
 * them (see bufferPool.ts). Nested workers end with the ZIP worker, so Cancel (which terminates it)
 * stops them too.
 */
import { createWorkerPool } from '../../worker';
import { buffersOf, deflateInThread, type DeflateDone, type DeflateRunner, type DeflateTask } from './block';

/** A runner backed by `size` workers, or the in-thread runner where workers cannot start. */
export interface DeflatePool {
  run: DeflateRunner;
  /** True while every helper has a block queued behind the one it is compressing. */
  saturated(): boolean;
  close(): void;
}

export function createDeflatePool(size: number): DeflatePool {
  if (typeof Worker !== 'function' || size < 1) return { run: deflateInThread, saturated: () => false, close() {} };
  const helpers = createWorkerPool<DeflateTask>(
    () => new Worker(new URL('./deflate.worker.ts', import.meta.url), { type: 'module', name: 'deflate' }),
    { size, upFront: true, inFlightPerWorker: Infinity, crashMessage: 'A DEFLATE helper failed' },
  );
  return {
    run: (task) => helpers.run<DeflateDone>(task, buffersOf(task.data, task.out, task.dictionary)),
    saturated: () => helpers.saturated(2),
    close: () => helpers.dispose(),
  };
}
