/**
 * pdf.js set up to run whole inside one of our workers (the page renderer's, the compressor's
 * render check): its parser runs in this thread (the
 * "fake worker" it uses when `globalThis.pdfjsWorker` is present, so no second worker and no
 * worker URL), it draws on OffscreenCanvas (our canvas factory), fonts become glyph outlines (no FontFace, which needs
 * a document), no eval (our CSP forbids it), and every data file it asks for comes from our own
 * assets (assets.ts). Its errors are pdf.js's own (the page renderer names them as PDF problems).
 */
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import { pdfjsAsset } from './assets';

class OffscreenCanvasFactory {
  create(width: number, height: number) {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }

  reset(target: { canvas: OffscreenCanvas }, width: number, height: number) {
    target.canvas.width = width;
    target.canvas.height = height;
  }

  destroy(target: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (target.canvas) target.canvas.width = target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

/** SVG filters (transfer functions, high contrast) need a DOM: without one they are left out, as pdf.js does in Node. */
class NoFilterFactory {
  addFilter() {
    return 'none';
  }
  addHCMFilter() {
    return 'none';
  }
  addAlphaFilter() {
    return 'none';
  }
  addLuminosityFilter() {
    return 'none';
  }
  addHighlightHCMFilter() {
    return 'none';
  }
  destroy() {}
}

class AssetDataFactory {
  fetch({ filename }: { kind: string; filename: string }) {
    return pdfjsAsset(filename);
  }
}

let parserReady: Promise<void> | undefined;

/** Loads pdf.js's parser into this thread once. */
const loadParser = () =>
  (parserReady ??= import('pdfjs-dist/build/pdf.worker.mjs').then((parser) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
  }));

/** Opens a PDF with pdf.js; the buffer is handed over to it. Rejects with pdf.js's error. */
export async function openPdfjs(buffer: ArrayBuffer, password?: string): Promise<PDFDocumentProxy> {
  await loadParser();
  const task = getDocument({
    data: new Uint8Array(buffer),
    password: password || undefined,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    // Decoded images stay plain pixel arrays instead of becoming ImageBitmaps as well: the parser
    // runs in this very thread, so a bitmap copy buys nothing and doubled the peak memory of pages
    // with 100-megapixel scans (bench/pdf-thumbnails.mjs: 1.7 GB -> 0.9 GB on freeculture.pdf).
    isOffscreenCanvasSupported: false,
    useWorkerFetch: false,
    verbosity: 0,
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
    BinaryDataFactory: AssetDataFactory,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    throw error;
  }
}
