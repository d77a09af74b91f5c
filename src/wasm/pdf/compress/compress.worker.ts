/**
 * Worker entry of the PDF compressor: pdf-lib and the codecs load here, never on the page.
 * Jobs: 'inspect' (can the file be opened, with which password, is it signed) and 'compress'
 * (the PDF's bytes, transferred, and the level or a target size; out: the new bytes, transferred, and facts). The
 * render check's pdf.js loads here too, on the first compression that changes a page. zlib in
 * WebAssembly (the zlib engine) loads before the first compression, for the Flate of every stream
 * the compressor writes; if it cannot load, pako writes the same bytes, about twice as slowly.
 */
import { compressPdf, type PdfCompressReport } from './compress';
import { compressPdfToSize, type SizeDetail } from './toSize';
import { inspectPdf, type PdfInspection } from '../document/inspect';
import type { PdfCompressJob, PdfCompressResult } from './jobs';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';
import { openPageComparer } from '../../pdfjs';
import { loadDeflate, loadLibdeflate } from '../../zlib';

serveJobs<PdfCompressJob, PdfCompressResult | PdfInspection>(async (job, { progress }) => {
  if (job.kind === 'inspect') return { result: await inspectPdf(new Uint8Array(job.buffer), job.password) };
  // Every changed page is drawn before and after by pdf.js, here in this worker, and checked.
  const input = new Uint8Array(job.buffer);
  // Without them, document/deflate.ts falls back to zlib, then to pako.
  await Promise.all([loadLibdeflate().catch(() => undefined), loadDeflate().catch(() => undefined)]);
  const options = { validator: openPageComparer };
  const report: PdfCompressReport & { detail?: SizeDetail } =
    job.targetBytes === undefined
      ? await compressPdf(input, job.level, progress, job.password, options)
      : await compressPdfToSize(input, job.targetBytes, progress, job.password, options);
  const buffer = transferable(report.bytes);
  const { pages, images, imagesReplaced, access, signed, unchanged, validation, detail } = report;
  return { result: { buffer, pages, images, imagesReplaced, access, signed, unchanged, validation, detail }, transfer: [buffer] };
});
