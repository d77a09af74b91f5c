/** Worker entry of the PDF splitter: pdf-lib loads here on the first job, never on the page. Jobs: 'inspect' and 'split'. */
import type { PdfSplitAnswer, PdfSplitJob } from './jobs';
import { inspectPdf } from '../document/inspect';
import { splitPdf } from './split';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';

serveJobs<PdfSplitJob, PdfSplitAnswer>(async (job, { progress }) => {
  if (job.kind === 'inspect') return { result: await inspectPdf(new Uint8Array(job.buffer), job.password) };
  const parts = await splitPdf(new Uint8Array(job.buffer), job.parts, job.password, progress);
  const buffers = parts.map(transferable);
  return { result: { buffers }, transfer: buffers };
});
