/**
 * Drawing one page of a pdf.js document on an OffscreenCanvas and encoding it. The page is drawn on
 * white (what a reader shows behind it), its caches are dropped as soon as the image is encoded,
 * and a cancel stops the drawing.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageImageType, RenderedPage } from './jobs';

/** A page image is never bigger than this many pixels (about 2× an A3 page at 300 dpi). */
export const MAX_PIXELS = 40_000_000;

export interface RenderRequest {
  page: number;
  scale?: number;
  fit?: number;
  type: PageImageType;
  quality?: number;
}

/** Pixels per point: the requested scale, or the one that fits the longer side in `fit` pixels; capped at MAX_PIXELS. */
export function scaleFor(width: number, height: number, { scale, fit }: Pick<RenderRequest, 'scale' | 'fit'>): number {
  const wanted = scale ?? (fit ?? 200) / Math.max(width, height);
  const cap = Math.sqrt(MAX_PIXELS / (width * height));
  return Math.min(wanted, cap);
}

export async function renderPage(doc: PDFDocumentProxy, request: RenderRequest, signal: AbortSignal): Promise<RenderedPage> {
  const page = await doc.getPage(request.page);
  try {
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: scaleFor(base.width, base.height, request) });
    // Whole pixels, rounded as poppler's pdftoppm rounds a page's size.
    const width = Math.max(1, Math.ceil(viewport.width - 1e-6));
    const height = Math.max(1, Math.ceil(viewport.height - 1e-6));
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
