/**
 * One page of a pdf.js document as an encoded image (drawn by the pdfjs engine's drawPage).
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageImageType, RenderedPage } from './jobs';
import type { ImageScale } from '../../lib/pageImageSize';
import { drawPage } from '../pdfjs';

export interface RenderRequest extends ImageScale {
  page: number;
  type: PageImageType;
  quality?: number;
}

export function renderPage(doc: PDFDocumentProxy, request: RenderRequest, signal: AbortSignal): Promise<RenderedPage> {
  return drawPage(doc, request, signal, async (canvas) => {
    const blob = await canvas.convertToBlob({ type: request.type, quality: request.quality });
    return { blob, width: canvas.width, height: canvas.height };
  });
}
