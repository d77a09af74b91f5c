/** The jobs the page renderer's worker takes and what it answers (shared by the worker and its client). */

/** Image types the renderer writes (what OffscreenCanvas.convertToBlob encodes). */
export type PageImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The opened document: its page count and the size of page 1 in points, as displayed (rotation applied). */
export interface PdfPagesInfo {
  pages: number;
  width: number;
  height: number;
}

/**
 * `open` parses the file (with the password the user typed, if any) and keeps it in the worker;
 * `info` tells a page's size and how much text it has (OCR leaves pages with text alone);
 * `render` draws one page (1-based) at `scale` pixels per point, or to fit `fit` pixels on its
 * longer side, and encodes it.
 */
export type PdfRenderJob =
  | { kind: 'open'; buffer: ArrayBuffer; password?: string }
  | { kind: 'info'; page: number }
  | { kind: 'render'; page: number; scale?: number; fit?: number; type: PageImageType; quality?: number };

/** One page (1-based): its size in points as shown, and how many characters of text it carries (not spaces). */
export interface PageFacts {
  width: number;
  height: number;
  textChars: number;
}

export interface RenderedPage {
  blob: Blob;
  width: number;
  height: number;
}

/** The error name of a render job sent to a worker that holds no document (a fresh one after a crash). */
export const NO_DOCUMENT = 'PdfRenderNoDocument';
