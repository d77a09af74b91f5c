/**
 * Worker entry of the PDF merger: pdf-lib loads here on the first job, never on the page.
 * Jobs: 'count' (page count of one file, or why it cannot be read) and 'merge' (files in order).
 */
import type { PdfMergeJob, PdfMergeReply } from './jobs';
import { countPages, mergePdfs } from './merge';
import { serveJobs } from '../worker';

serveJobs<PdfMergeJob, PdfMergeReply>(async (job, { progress }) => {
  if (job.kind === 'count') return { result: { pages: await countPages(new Uint8Array(job.buffer)) } };
  const sources = job.files.map((f) => ({ name: f.name, bytes: new Uint8Array(f.buffer) }));
  const { bytes, pages } = await mergePdfs(sources, progress);
  const buffer = (bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
  return { result: { pages, buffer }, transfer: [buffer] };
});
