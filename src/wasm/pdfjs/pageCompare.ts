/**
 * The PDF compressor's render check with pdf.js (see pdf/renderCheck.ts): the original is opened
 * once, each candidate when it is to be compared, and pages are drawn from both at a modest
 * resolution (CHECK_DPI, fewer pixels for a very large page) and compared pixel for pixel (PSNR and the largest difference). Runs in
 * the compress worker, with the same pdf.js set-up and drawing as the page renderer.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageComparer, PageDifference } from '../pdf';
import { psnr } from '../../lib/psnr';
import { openPdfjs } from './open';
import { drawPage } from './draw';

/**
 * 50 DPI: a letter page is 425 × 550 pixels, where a wrong glyph, a shifted line or a smeared photo
 * still shows, at a quarter of the cost of 100 DPI (the check draws every changed page twice).
 */
export const CHECK_DPI = 50;
const MAX_CHECK_PIXELS = 2_000_000;

async function pixels(doc: PDFDocumentProxy, page: number): Promise<ImageData> {
  const { view } = await doc.getPage(page);
  const [width, height] = [Math.abs(view[2] - view[0]), Math.abs(view[3] - view[1])];
  const scale = Math.min(CHECK_DPI / 72, Math.sqrt(MAX_CHECK_PIXELS / Math.max(1, width * height)));
  return drawPage(doc, { page, scale }, undefined, (canvas) => {
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    return context.getImageData(0, 0, canvas.width, canvas.height);
  });
}

const UNDRAWABLE: PageDifference = { db: -Infinity, peak: 255 };
const NOTHING_TO_COMPARE: PageDifference = { db: NaN, peak: NaN };

function difference(a: ImageData, b: ImageData): PageDifference {
  if (a.width !== b.width || a.height !== b.height) return UNDRAWABLE;
  let peak = 0;
  for (let i = 0; i < a.data.length; i++) peak = Math.max(peak, Math.abs(a.data[i] - b.data[i]));
  return { db: psnr(a, b), peak };
}

/** Opens `original` with pdf.js for comparisons; rejects when pdf.js cannot read it. */
export async function openPageComparer(original: Uint8Array, password?: string): Promise<PageComparer> {
  const before = await openPdfjs(original.slice().buffer, password);
  return {
    async compare(candidate, pages, deadline, onPage) {
      const after = await openPdfjs(candidate.slice().buffer);
      const results = new Map<number, PageDifference>();
      try {
        for (const page of pages) {
          if (performance.now() > deadline) break;
          const a = await pixels(before, page + 1).catch(() => null);
          const b = a && page < after.numPages ? await pixels(after, page + 1).catch(() => null) : null;
          results.set(page, !a ? NOTHING_TO_COMPARE : !b ? UNDRAWABLE : difference(a, b));
          onPage?.();
        }
      } finally {
        await after.destroy();
      }
      return results;
    },
    close() {
      void before.destroy();
    },
  };
}
