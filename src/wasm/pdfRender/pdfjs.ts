/**
 * pdf.js set up to run whole inside our render worker: its parser runs in this thread (the
 * "fake worker" it uses when `globalThis.pdfjsWorker` is present, so no second worker and no
 * worker URL), it draws on OffscreenCanvas (our canvas factory), fonts become glyph outlines (no FontFace, which needs
 * a document), no eval (our CSP forbids it), and every data file it asks for comes from our own
 * assets (pdfjsAssets.ts). Its errors become the PDF engine's named problems.
 */
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import { pdfProblemError } from '../pdf';
import { pdfjsAsset } from './pdfjsAssets';

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

const PASSWORD_EXCEPTION = 'PasswordException';
const INCORRECT_PASSWORD = 2;

function problemOf(error: unknown): Error {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: number; message?: string };
  if (name === PASSWORD_EXCEPTION) return pdfProblemError(code === INCORRECT_PASSWORD ? 'wrongPassword' : 'needsPassword');
  if (/allocation failed|out of memory|invalid array length/i.test(message ?? '')) return pdfProblemError('tooComplex');
  return pdfProblemError('damaged');
}

/** Opens a PDF with pdf.js; the buffer is handed over to it. Rejects with a named PDF problem. */
export async function openWithPdfjs(buffer: ArrayBuffer, password?: string): Promise<PDFDocumentProxy> {
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
    throw problemOf(error);
  }
}
