/** Worker entry of /protect-pdf and /unlock-pdf: pdf-lib loads here on the first job, never on the page. Jobs: 'inspect', 'protect', 'unlock'. */
import type { PdfProtectAnswer, PdfProtectJob } from './jobs';
import { inspectPdf } from '../document/inspect';
import { transferable } from '../document/transferable';
import { protectPdf, unlockPdf } from './protect';
import { serveJobs } from '../../worker';

serveJobs<PdfProtectJob, PdfProtectAnswer>(async (job, { progress }) => {
  const input = new Uint8Array(job.buffer);
  if (job.kind === 'inspect') return { result: await inspectPdf(input, job.password) };
  const outcome = job.kind === 'protect' ? await protectPdf(input, job.settings, job.password, progress) : await unlockPdf(input, job.password, progress);
  const buffer = transferable(outcome.bytes);
  return { result: { buffer, pages: outcome.pages, access: outcome.access, pdfaDropped: outcome.pdfaDropped }, transfer: [buffer] };
});
