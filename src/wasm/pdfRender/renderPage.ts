/**
 * Drawing one page of a pdf.js document on an OffscreenCanvas and encoding it. The page is drawn on
 * white (what a reader shows behind it), its caches are dropped as soon as the image is encoded,
 * and a cancel stops the drawing.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageImageType, RenderedPage } from './jobs';
import { pageImageSize, scaleFor, type ImageScale } from '../../lib/pageImageSize';

export { MAX_PIXELS } from '../../lib/pageImageSize';

export interface RenderRequest extends ImageScale {
  page: number;
  type: PageImageType;
  quality?: number;
}

export async function renderPage(doc: PDFDocumentProxy, request: RenderRequest, signal: AbortSignal): Promise<RenderedPage> {
  const page = await doc.getPage(request.page);
  try {
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: scaleFor(base.width, base.height, request) });
    const { width, height } = pageImageSize(base.width, base.height, request);
    const canvas = new OffscreenCanvas(width, height);
    const task = page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: 'white' });
    const cancel = () => task.cancel();
    signal.addEventListener('abort', cancel);
    try {
      await task.promise;
    } finally {
      signal.removeEventListener('abort', cancel);
    }
    signal.throwIfAborted();
    const blob = await canvas.convertToBlob({ type: request.type, quality: request.quality });
    canvas.width = canvas.height = 0;
    return { blob, width, height };
  } finally {
    page.cleanup();
  }
}
