/**
 * Drawing one page of a pdf.js document on an OffscreenCanvas, on white (what a reader shows behind
 * it); the caller reads the canvas (encodes it, takes its pixels), then the canvas and the page's
 * caches are let go. A cancel stops the drawing.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pageImageSize, scaleFor, type ImageScale } from '../../lib/pageImageSize';

/** Draws page `page` (1-based) and hands its canvas to `read` before the page's caches go. */
export async function drawPage<T>(
  doc: PDFDocumentProxy,
  request: ImageScale & { page: number },
  signal: AbortSignal | undefined,
  read: (canvas: OffscreenCanvas) => Promise<T> | T,
): Promise<T> {
  const page = await doc.getPage(request.page);
  try {
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: scaleFor(base.width, base.height, request) });
    const { width, height } = pageImageSize(base.width, base.height, request);
    const canvas = new OffscreenCanvas(width, height);
    const task = page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: 'white' });
    const cancel = () => task.cancel();
    signal?.addEventListener('abort', cancel);
    try {
      await task.promise;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    signal?.throwIfAborted();
    try {
      return await read(canvas);
    } finally {
      canvas.width = canvas.height = 0;
    }
  } finally {
    page.cleanup();
  }
}
