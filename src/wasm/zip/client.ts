/**
 * The ZIP engine's front door for pages and other tools:
 *   const blob = await createZip([{ name: 'a/b.txt', blob }], { level: 5, signal, onProgress });
 * Each job runs in its own worker (Cancel terminates it, which really stops the work); the worker
 * is closed as soon as the job ends. `prepareZipWorker()` starts the next job's worker and its
 * DEFLATE helpers early (once the page is idle, again when files are chosen), so Create starts
 * compressing at once instead of waiting for threads to start; an unused prepared worker is closed
 * after IDLE_MS, so nothing idles in the background for long.
 */
import { createWorkerPool, WorkerJobError, type WorkerPool } from '../worker';
import type { ZipSourceEntry } from './writer';
import type { ZipJob, ZipJobResult } from './jobs';
import { ZipLimitError, zipLimitOfCount } from './limits';

export type { ZipSourceEntry } from './writer';
export type { ZipJobResult } from './jobs';

export interface CreateZipOptions {
  /** DEFLATE level 1-9 (default 6). Already-compressed files are stored whatever the level. */
  level?: number;
  /** Encrypt every entry with WinZip AES-256 under this password (names stay readable). */
  password?: string;
  signal?: AbortSignal;
  /** 0..1, by bytes read. */
  onProgress?: (fraction: number) => void;
}

let pool: WorkerPool<ZipJob> | undefined;

// No size limit: a job never waits behind another, as each has its own worker.
const zipPool = () =>
  (pool ??= createWorkerPool<ZipJob>(() => new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module', name: 'zip' }), {
    size: Infinity,
    freshWorkerPerJob: true,
    crashMessage: 'The ZIP worker failed to start',
  }));

/** Starts a worker for the next job ahead of time (idempotent); it closes itself after IDLE_MS unused. */
export function prepareZipWorker(): void {
  if (typeof Worker !== 'function') return;
  zipPool().prewarm();
}

/**
 * The page sees ZipLimitError by its class, with its limit (the worker's error carries only its
 * name and message; the writer checks the entry count first), and any other failure as a plain Error.
 */
function zipError(error: unknown, count: number): unknown {
  if (!(error instanceof WorkerJobError)) return error; // a cancel: the signal's reason
  return error.name === 'ZipLimitError' ? new ZipLimitError(zipLimitOfCount(count)) : new Error(error.message);
}

/** Runs one job; `target` streams the archive into a file from the save-file picker. */
export async function runZipJob(
  entries: readonly ZipSourceEntry[],
  options: CreateZipOptions & { target?: FileSystemFileHandle } = {},
): Promise<ZipJobResult> {
  const { signal, onProgress, level, target, password } = options;
  try {
    return await zipPool().run<ZipJobResult>({ entries: [...entries], level, target, ...(password ? { password } : {}) }, [], { signal, onProgress });
  } catch (error) {
    throw zipError(error, entries.length);
  }
}

/** Zips these blobs under these names and resolves with the archive (a Blob of type application/zip). */
export async function createZip(entries: readonly ZipSourceEntry[], options: CreateZipOptions = {}): Promise<Blob> {
  const result = await runZipJob(entries, options);
  return result.archive as Blob;
}
