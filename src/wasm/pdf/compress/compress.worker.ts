/**
 * Worker entry of the PDF compressor: pdf-lib and the codecs load here, never on the page.
 * Jobs: 'inspect' (can the file be opened, with which password, is it signed) and 'compress'
 * (the PDF's bytes, transferred, and the level; out: the new bytes, transferred, and facts). The
 * render check's pdf.js loads here too, on the first compression that changes a page.
 */
import { compressPdf } from './compress';
import { inspectPdf, type PdfInspection } from '../document/inspect';
import type { PdfCompressJob, PdfCompressResult } from './jobs';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';
import { openPageComparer } from '../../pdfjs';

serveJobs<PdfCompressJob, PdfCompressResult | PdfInspection>(async (job, { progress }) => {
  if (job.kind === 'inspect') return { result: await inspectPdf(new Uint8Array(job.buffer), job.password) };
  // Every changed page is drawn before and after by pdf.js, here in this worker, and checked.
  const report = await compressPdf(new Uint8Array(job.buffer), job.level, progress, job.password, { validator: openPageComparer });
  const buffer = transferable(report.bytes);
  const { pages, images, imagesReplaced, access, signed, unchanged, validation } = report;
  return { result: { buffer, pages, images, imagesReplaced, access, signed, unchanged, validation }, transfer: [buffer] };
});
