/**
 * Main-thread side of /protect-pdf and /unlock-pdf: one worker, created on the first request (so
 * pdf-lib is fetched only then) and shut down when idle. Aborting terminates it. Passwords travel
 * only between the page and this worker.
 */
import type { PdfInspection } from '../document/inspect';
import type { PdfProtectJob, PdfProtectReply, ProtectSettings } from './jobs';
import { rethrowNamed } from '../document/problems';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<PdfProtectJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<PdfProtectJob>(
    () => new Worker(new URL('./protect.worker.ts', import.meta.url), { type: 'module', name: 'pdf-protect' }),
    { size: 1 },
  ));

type Options = RunOptions & { password?: string };

/** Can the file be opened (with `password`, if given), how is it protected, and is it signed? Rejects with a PDF problem. */
export async function inspectProtectSource(file: Blob, password?: string, options: RunOptions = {}): Promise<PdfInspection> {
  const buffer = await file.arrayBuffer();
  return getPool().run<PdfInspection>({ kind: 'inspect', buffer, password }, [buffer], options).catch(rethrowNamed);
}

/** The file encrypted with `settings` (opened with `password` when it already has one). */
export async function protectPdfFile(file: Blob, settings: ProtectSettings, options: Options = {}): Promise<PdfProtectReply> {
  const { password, ...run } = options;
  const buffer = await file.arrayBuffer();
  return getPool().run<PdfProtectReply>({ kind: 'protect', buffer, password, settings }, [buffer], run).catch(rethrowNamed);
}

/** The file with no password and no restrictions (opened with `password` when it needs one). */
export async function unlockPdfFile(file: Blob, options: Options = {}): Promise<PdfProtectReply> {
  const { password, ...run } = options;
  const buffer = await file.arrayBuffer();
  return getPool().run<PdfProtectReply>({ kind: 'unlock', buffer, password }, [buffer], run).catch(rethrowNamed);
}
