/**
 * Worker entry of Images to PDF: pdf-lib and the image codecs load here on first use, never on
 * the page. Jobs: 'check' (the header checks of one added file: type, size, cut-off JPEG) and
 * 'build' (every image, in order, into one PDF).
 */
import { imagesToPdf } from './build';
import type { ImagesToPdfJob, ImagesToPdfReply } from './jobs';
import { checkImage } from './source';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';

serveJobs<ImagesToPdfJob, ImagesToPdfReply>(async (job, { progress, signal }) => {
  if (job.kind === 'check') return { result: checkImage(new Uint8Array(job.buffer)) };
  const sources = job.files.map((f) => ({ name: f.name, bytes: new Uint8Array(f.buffer) }));
  const { bytes, pages } = await imagesToPdf(sources, job.layout, progress, signal);
  const buffer = transferable(bytes);
  return { result: { pages, buffer }, transfer: [buffer] };
});
