/**
 * The ZIP engine's front door for pages and other tools:
 *   const blob = await createZip([{ name: 'a/b.txt', blob }], { level: 5, signal, onProgress });
 * Each job runs in its own worker (Cancel terminates it, which really stops the work); the worker
 * is closed as soon as the job ends. `prepareZipWorker()` starts the next job's worker and its
 * DEFLATE helpers early (once the page is idle, again when files are chosen), so Create starts
 * compressing at once instead of waiting for threads to start; an unused prepared worker is closed
 * after IDLE_MS, so nothing idles in the background for long.
 */
import type { ZipSourceEntry } from './writer';
import type { ZipJobRequest, ZipJobResult, ZipWarmRequest, ZipWorkerMessage } from './protocol';
import { ZipLimitError } from './limits';

export type { ZipSourceEntry } from './writer';
export type { ZipJobResult } from './protocol';
export { ZipLimitError, zipLimitProblem } from './limits';

export interface CreateZipOptions {
  /** DEFLATE level 1-9 (default 6). Already-compressed files are stored whatever the level. */
  level?: number;
  signal?: AbortSignal;
  /** 0..1, by bytes read. */
  onProgress?: (fraction: number) => void;
}

const IDLE_MS = 30_000;
let prepared: Worker | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

const spawn = () => new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module', name: 'zip' });

/** Starts a worker for the next job ahead of time (idempotent); it closes itself after IDLE_MS unused. */
export function prepareZipWorker(): void {
  if (typeof Worker !== 'function') return;
  if (!prepared) {
    prepared = spawn();
    const warm: ZipWarmRequest = { type: 'warm' };
    prepared.postMessage(warm);
  }
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    prepared?.terminate();
    prepared = null;
  }, IDLE_MS);
}

function takeWorker(): Worker {
  clearTimeout(idleTimer);
  const worker = prepared ?? spawn();
  prepared = null;
  return worker;
}

/** Runs one job; `target` streams the archive into a file from the save-file picker. */
export function runZipJob(
  entries: readonly ZipSourceEntry[],
  options: CreateZipOptions & { target?: FileSystemFileHandle } = {},
): Promise<ZipJobResult> {
  const { signal, onProgress, level, target } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const worker = takeWorker();
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<ZipWorkerMessage>) => {
      if (data.type === 'progress') return onProgress?.(data.fraction);
      finish();
      if (data.type === 'done') resolve(data.result);
      else reject(data.name === 'ZipLimitError' ? new ZipLimitError(data.message) : new Error(data.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The ZIP worker failed to start'));
    };
    const request: ZipJobRequest = { type: 'job', entries: [...entries], level, target };
    worker.postMessage(request);
  });
}

/** Zips these blobs under these names and resolves with the archive (a Blob of type application/zip). */
export async function createZip(entries: readonly ZipSourceEntry[], options: CreateZipOptions = {}): Promise<Blob> {
  const result = await runZipJob(entries, options);
  return result.archive as Blob;
}
