/** Worker entry of the PDF splitter: pdf-lib loads here on the first job, never on the page. */
import type { PdfSplitJob, PdfSplitReply } from './jobs';
import { splitPdf } from './split';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';

serveJobs<PdfSplitJob, PdfSplitReply>(async (job, { progress }) => {
  const parts = await splitPdf(new Uint8Array(job.buffer), job.parts, job.password, progress);
  const buffers = parts.map(transferable);
  return { result: { buffers }, transfer: buffers };
});
