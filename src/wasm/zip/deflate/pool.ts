/**
 * DEFLATE helpers for the ZIP worker, one per core: each takes whole blocks (see block.ts),
 * so a big file's blocks, or several small files, compress in parallel. Blocks go to the helper
 * with the fewest in flight. A task's input and output buffers are transferred, not copied, and come
 * back with the block, so the ZIP worker reuses them (see bufferPool.ts). Nested workers end with
 * the ZIP worker, so Cancel (which terminates it) stops them too.
 */
import { deflateInThread, type DeflateDone, type DeflateRunner, type DeflateTask } from './block';

interface Helper {
  worker: Worker;
  busy: number;
}

/** A runner backed by `size` workers, or the in-thread runner where workers cannot start. */
export interface DeflatePool {
  run: DeflateRunner;
  /** True while every helper has a block queued behind the one it is compressing. */
  saturated(): boolean;
  close(): void;
}

export function createDeflatePool(size: number): DeflatePool {
  if (typeof Worker !== 'function' || size < 1) return { run: deflateInThread, saturated: () => false, close() {} };
  const waiting = new Map<number, { resolve(done: DeflateDone): void; reject(error: Error): void }>();
  let nextId = 0;
  const helpers: Helper[] = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./deflate.worker.ts', import.meta.url), { type: 'module', name: 'deflate' });
    const helper = { worker, busy: 0 };
    worker.onmessage = ({ data }: MessageEvent<Partial<DeflateDone> & { id: number; error?: string }>) => {
      helper.busy--;
      const job = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.block && data.data) job?.resolve({ block: data.block, data: data.data, dictionary: data.dictionary });
      else job?.reject(new Error(data.error ?? 'DEFLATE failed'));
    };
    worker.onerror = (event) => {
      for (const job of waiting.values()) job.reject(new Error(event.message || 'A DEFLATE helper failed'));
      waiting.clear();
    };
    return helper;
  });
  const run: DeflateRunner = (task: DeflateTask) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const helper = helpers.reduce((a, b) => (b.busy < a.busy ? b : a));
      helper.busy++;
      const transfer = new Set([task.data.buffer, task.out?.buffer, task.dictionary?.buffer].filter((b) => b instanceof ArrayBuffer));
      helper.worker.postMessage({ id, ...task }, [...transfer]);
    });
  return {
    run,
    saturated: () => helpers.every((helper) => helper.busy >= 2),
    close() {
      for (const helper of helpers) helper.worker.terminate();
      for (const job of waiting.values()) job.reject(new Error('DEFLATE helpers closed'));
      waiting.clear();
    },
  };
}
