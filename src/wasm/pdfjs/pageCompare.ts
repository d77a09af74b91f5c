/**
 * The PDF compressor's render check with pdf.js (see pdf/renderCheck.ts): the original is opened
 * once, each candidate when it is to be compared, and pages are drawn from both at a modest
 * resolution (CHECK_DPI, fewer pixels for a very large page) and compared pixel for pixel (gray PSNR and the largest difference of any channel). Runs in
 * the compress worker, with the same pdf.js set-up and drawing as the page renderer.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageComparer, PageDifference } from '../pdf';
import { openPdfjs } from './open';
import { drawPage } from './draw';

/**
 * Pages are drawn at 72 DPI: there a wrong or missing glyph moves pixels by a hundred levels (the
 * "drawn the same" test compares every channel at this resolution). The PSNR of a page with a lossy
 * image change is taken as the issue's benchmark takes it (poppler, 36 DPI gray; the levels' floors
 * were tuned on it): gray, each 2 × 2 block averaged to one 36 DPI pixel. pdf.js draws a 300 DPI scan
 * straight at 36 DPI with far more aliasing than poppler (scanned-3pages-multicolumn.pdf at medium:
 * 25.5 dB against poppler's 33.8), which would undo sound changes; averaging the 72 DPI drawing
 * measures what poppler does (33.9 dB).
 */
export const CHECK_DPI = 72;
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

const luma = (d: Uint8ClampedArray, i: number) => 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];

/** The gray image at half the size, each pixel the mean of a 2 × 2 block (edges: what there is). */
function grayHalf(image: ImageData): Float64Array {
  const [w, h] = [Math.ceil(image.width / 2), Math.ceil(image.height / 2)];
  const sums = new Float64Array(w * h);
  const counts = new Float64Array(w * h);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const at = (y >> 1) * w + (x >> 1);
      sums[at] += luma(image.data, (y * image.width + x) * 4);
      counts[at] += 1;
    }
  }
  for (let i = 0; i < sums.length; i++) sums[i] = Math.round(sums[i] / counts[i]);
  return sums;
}

/** Gray PSNR at half the drawn resolution, and the largest difference of any colour channel at full. */
function difference(a: ImageData, b: ImageData): PageDifference {
  if (a.width !== b.width || a.height !== b.height) return UNDRAWABLE;
  let peak = 0;
  for (let i = 0; i < a.data.length; i++) if ((i & 3) !== 3) peak = Math.max(peak, Math.abs(a.data[i] - b.data[i]));
  if (peak === 0) return { db: Infinity, peak };
  const [ga, gb] = [grayHalf(a), grayHalf(b)];
  let sum = 0;
  for (let i = 0; i < ga.length; i++) sum += (ga[i] - gb[i]) ** 2;
  return { db: sum === 0 ? Infinity : 10 * Math.log10((255 * 255) / (sum / ga.length)), peak };
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
