/**
 * Worker entry of the PDF merger: pdf-lib loads here on the first job, never on the page.
 * Jobs: 'inspect' (page count, signature, or why the file cannot be read yet) and 'merge'
 * (files in order, each with the password the user typed for it, if any).
 */
import { inspectPdf, type PdfInspection } from '../document/inspect';
import type { PdfMergeJob, PdfMergeReply } from './jobs';
import { mergePdfs } from './merge';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';

serveJobs<PdfMergeJob, PdfMergeReply | PdfInspection>(async (job, { progress }) => {
  if (job.kind === 'inspect') return { result: await inspectPdf(new Uint8Array(job.buffer), job.password) };
  const sources = job.files.map((f) => ({ name: f.name, bytes: new Uint8Array(f.buffer), password: f.password }));
  const { bytes, pages } = await mergePdfs(sources, progress);
  const buffer = transferable(bytes);
  return { result: { pages, buffer }, transfer: [buffer] };
});
