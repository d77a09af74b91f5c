/**
 * PDF to JPG/PNG: each chosen page drawn by the page renderer (the worker that already holds the
 * opened document) at dpi / 72 pixels per point, one after another so memory holds one big page at
 * a time; one image is returned as is, several are zipped (stored: JPEG and PNG are compressed).
 */
import { fromPromise } from 'xstate';
import type { PagesResult, ProcessInput } from '../../machines/pdfTool.machine';
import { pageImagePlan, type PdfToJpgOptions } from '../../machines/pdfToJpg.machine';
import type { PdfPagesDocument } from '../../wasm/pdfRender';

/** JPEG quality of the page images: text edges stay clean, files stay a fraction of PNG's. */
const JPEG_QUALITY = 0.92;
const DRAW_SHARE = 0.9;

export const pageImager = fromPromise<PagesResult, ProcessInput<PdfToJpgOptions>>(async ({ input, signal }) => {
  const { file, pages, options, onProgress } = input;
  const document = input.document as PdfPagesDocument;
  const plan = pageImagePlan(options, pages, file.name);
  const zipped = plan.images.length > 1;
  const type = options.format === 'png' ? 'image/png' : 'image/jpeg';
  const blobs: Blob[] = [];
  for (const [i, image] of plan.images.entries()) {
    const rendered = await document.renderPage(image.page, { scale: options.dpi / 72, type, quality: JPEG_QUALITY, signal });
    blobs.push(rendered.blob);
    onProgress(((i + 1) / plan.images.length) * (zipped ? DRAW_SHARE : 1));
  }
  if (!zipped) return { blob: blobs[0], fileName: plan.fileName, files: 1 };
  const entries = plan.images.map((image, i) => ({ name: image.fileName, blob: blobs[i], lastModified: file.lastModified }));
  const { createZip } = await import('../../wasm/zip');
  const blob = await createZip(entries, { level: 6, signal, onProgress: (f) => onProgress(DRAW_SHARE + f * (1 - DRAW_SHARE)) });
  return { blob, fileName: plan.fileName, files: blobs.length };
});
