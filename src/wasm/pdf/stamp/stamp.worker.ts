/** Worker entry of the stamping wing (page numbers, watermarks): pdf-lib and fontkit load here, never on the page. */
import type { PdfStampAnswer, PdfStampJob } from './jobs';
import { fetchFont } from './fonts';
import { addPageNumbers, addWatermark, inspectStampSource } from './stamp';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';

serveJobs<PdfStampJob, PdfStampAnswer>(async (job, { progress }) => {
  const bytes = new Uint8Array(job.buffer);
  if (job.kind === 'inspect') return { result: await inspectStampSource(bytes, job.password) };
  const output =
    job.kind === 'pageNumbers'
      ? await addPageNumbers(bytes, job.spec, fetchFont, job.password, progress)
      : await addWatermark(bytes, job.spec, fetchFont, job.password, progress);
  const buffer = transferable(output);
  return { result: { buffer }, transfer: [buffer] };
});
