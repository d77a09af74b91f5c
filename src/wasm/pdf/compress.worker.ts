/**
 * Worker entry of the PDF compressor: pdf-lib and the codecs load here, never on the page.
 * Job in: the PDF's bytes (transferred) and the level; out: the new bytes (transferred) and facts.
 */
import { compressPdf } from './compress';
import type { PdfCompressJob, PdfCompressResult } from './jobs';
import { serveJobs } from '../worker';

serveJobs<PdfCompressJob, PdfCompressResult>(async ({ buffer, level }, { progress }) => {
  const report = await compressPdf(new Uint8Array(buffer), level, progress);
  const out = report.bytes.buffer.byteLength === report.bytes.byteLength ? report.bytes.buffer : report.bytes.slice().buffer;
  return {
    result: { buffer: out as ArrayBuffer, pages: report.pages, images: report.images, imagesReplaced: report.imagesReplaced },
    transfer: [out as ArrayBuffer],
  };
});
