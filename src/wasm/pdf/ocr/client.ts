/**
 * Main-thread side of the OCR text layer: one worker, created on the first request (so pdf-lib is
 * fetched only then) and shut down when idle. Aborting terminates it.
 */
import type { PdfInspection } from '../document/inspect';
import type { PageText, PdfOcrJob, PdfOcrReply } from './jobs';
import { rethrowNamed } from '../document/problems';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<PdfOcrJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<PdfOcrJob>(() => new Worker(new URL('./ocr.worker.ts', import.meta.url), { type: 'module', name: 'pdf-ocr' }), { size: 1 }));

/** Can the file be opened (with `password`, if given), and is it signed? Rejects with a PDF problem. */
export async function inspectOcrSource(file: Blob, password?: string, options: RunOptions = {}): Promise<PdfInspection> {
  const buffer = await file.arrayBuffer();
  return getPool().run<PdfInspection>({ kind: 'inspect', buffer, password }, [buffer], options).catch(rethrowNamed);
}

/** The file with a hidden text layer over the pages given (0-based), opened with `password` when it needs one; `replace` removes their earlier invisible text first. */
export async function addPdfTextLayer(file: Blob, pages: PageText[], options: RunOptions & { password?: string; replace?: boolean } = {}): Promise<Blob> {
  const { password, replace, ...run } = options;
  const buffer = await file.arrayBuffer();
  const reply = await getPool().run<PdfOcrReply>({ kind: 'textLayer', buffer, pages, password, replace }, [buffer], run).catch(rethrowNamed);
  return new Blob([reply.buffer], { type: 'application/pdf' });
}
