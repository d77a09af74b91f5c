/** Worker entry of the OCR text layer: pdf-lib loads here on the first job, never on the page. Jobs: 'inspect' and 'textLayer'. */
import type { PdfOcrAnswer, PdfOcrJob } from './jobs';
import { inspectPdf } from '../document/inspect';
import { transferable } from '../document/transferable';
import { addTextLayer } from './textLayer';
import { serveJobs } from '../../worker';

serveJobs<PdfOcrJob, PdfOcrAnswer>(async (job) => {
  if (job.kind === 'inspect') return { result: await inspectPdf(new Uint8Array(job.buffer), job.password) };
  const buffer = transferable(await addTextLayer(new Uint8Array(job.buffer), job.pages, job.password, job.replace));
  return { result: { buffer }, transfer: [buffer] };
});
