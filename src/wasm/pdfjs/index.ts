/**
 * pdf.js set up for our workers (open.ts: parser in the same thread, OffscreenCanvas, glyph
 * outlines, its data files served from our own assets), page drawing (draw.ts), and the PDF
 * compressor's render check (pageCompare.ts). It imports no other engine's workers, so both the
 * page renderer's worker and the compressor's can use it. pdf.js loads with the first document.
 */
import type { RenderValidator } from './comparison';

export type { PageComparer, PageDifference, RenderValidator } from './comparison';

export { openPdfjs } from './open';
export { drawPage } from './draw';

/** The compressor's render check; pdf.js loads on first use, in the calling worker. */
export const openPageComparer: RenderValidator = (original, password) =>
  import('./pageCompare').then((module) => module.openPageComparer(original, password));
