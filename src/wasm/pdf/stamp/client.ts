/**
 * Main-thread side of the stamping wing: one worker, created on the first request (so pdf-lib is
 * fetched only then) and shut down when idle. Aborting terminates it, which really stops pdf-lib.
 */
import type { PdfStampJob, PdfStampReply } from './jobs';
import type { PageNumbersSpec, StampInspection, WatermarkSpec } from './stamp';
import { rethrowNamed } from '../document/problems';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<PdfStampJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<PdfStampJob>(() => new Worker(new URL('./stamp.worker.ts', import.meta.url), { type: 'module', name: 'pdf-stamp' }), { size: 1 }));

/** Can the file be opened (with `password`), is it signed, and its pages' shown sizes. Rejects with a PDF problem. */
export async function inspectStampSource(file: Blob, password?: string, options: RunOptions = {}): Promise<StampInspection> {
  const buffer = await file.arrayBuffer();
  return getPool().run<StampInspection>({ kind: 'inspect', buffer, password }, [buffer], options).catch(rethrowNamed);
}

type StampRun = RunOptions & { password?: string };

async function stamp(job: { kind: 'pageNumbers'; spec: PageNumbersSpec } | { kind: 'watermark'; spec: WatermarkSpec }, file: Blob, { password, ...run }: StampRun): Promise<Blob> {
  const buffer = await file.arrayBuffer();
  const reply = await getPool().run<PdfStampReply>({ ...job, buffer, password }, [buffer], run).catch(rethrowNamed);
  return new Blob([reply.buffer], { type: 'application/pdf' });
}

/** The PDF with page numbers. */
export const addPageNumbersToPdf = (file: Blob, spec: PageNumbersSpec, options: StampRun = {}) => stamp({ kind: 'pageNumbers', spec }, file, options);

/** The PDF with a watermark. */
export const addWatermarkToPdf = (file: Blob, spec: WatermarkSpec, options: StampRun = {}) => stamp({ kind: 'watermark', spec }, file, options);
