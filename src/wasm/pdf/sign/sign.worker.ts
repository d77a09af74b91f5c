/** Worker entry of the PDF signer: pdf-lib loads here on the first job, never on the page. Jobs: 'inspect' and 'sign'. */
import type { PdfSignAnswer, PdfSignJob } from './jobs';
import { inspectPdf } from '../document/inspect';
import { signPdf } from './sign';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';

serveJobs<PdfSignJob, PdfSignAnswer>(async (job, { progress }) => {
  if (job.kind === 'inspect') return { result: await inspectPdf(new Uint8Array(job.buffer), job.password) };
  const bytes = await signPdf(new Uint8Array(job.buffer), job.marks, job.placements, job.password, progress);
  const buffer = transferable(bytes);
  return { result: { buffer }, transfer: [buffer] };
});
