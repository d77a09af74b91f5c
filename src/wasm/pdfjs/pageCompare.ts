/**
 * The PDF compressor's render check with pdf.js (see pdf/compress/renderCheck.ts): the original is opened
 * once, each candidate when it is to be compared, and pages are drawn from both at a modest
 * resolution (CHECK_DPI, fewer pixels for a very large page) and compared (gray PSNR, and the
 * largest difference of any channel at 36 DPI). Runs in the compress worker, with the same pdf.js
 * set-up and drawing as the page renderer.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageComparer, PageDifference } from './comparison';
import { openPdfjs } from './open';
import { drawPage } from './draw';
import { UNDRAWABLE, difference } from './pageDifference';

/**
 * Pages are drawn at 72 DPI and compared as 36 DPI images, each pixel the mean of a 2 × 2 block,
 * as the issue's benchmark measures pages (poppler, 36 DPI gray; the levels' floors were tuned on
 * it). pdf.js draws a 300 DPI scan straight at 36 DPI with far more aliasing than poppler
 * (scanned-3pages-multicolumn.pdf at medium: 25.5 dB against poppler's 33.8), which would undo sound
 * changes; the averaged 72 DPI drawing measures what poppler does (33.9 dB). Averaging also lets a
 * glyph edge that a rewritten outline shifts by a hair move ink between neighbouring pixels without
 * counting as a change (tracemonkey.pdf: one pixel of a bold "1." 52 levels off at 72 DPI, Type 1
 * drawn from our CFF copy), while a missing or different glyph, even a full stop, still moves a
 * block by a hundred levels.
 */
const CHECK_DPI = 72;
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

const NOTHING_TO_COMPARE: PageDifference = { db: NaN, peak: NaN };

/** Opens `original` with pdf.js for comparisons; rejects when pdf.js cannot read it. */
export async function openPageComparer(original: Uint8Array, password?: string): Promise<PageComparer> {
  const before = await openPdfjs(original.slice().buffer, password);
  return {
    async compare(candidate, pages, deadline, onPage) {
      // The result is written without encryption; a password (if any) is harmless there.
      const after = await openPdfjs(candidate.slice().buffer, password);
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
