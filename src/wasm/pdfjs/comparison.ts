/**
 * The contract of a page comparison, which the PDF compressor's render check asks for and
 * pageCompare.ts fulfils with pdf.js. It lives here, with its implementation, so the pdf engine
 * depends on pdfjs and never the reverse.
 */

/**
 * How a page of the candidate differs from the original's: PSNR of the gray images in dB (Infinity
 * when every pixel is the same) and the largest difference of any channel of any pixel (0..255).
 * A page the candidate cannot draw is { db: -Infinity, peak: 255 }; one whose original will not draw
 * (nothing to compare with) is { db: NaN, peak: NaN }.
 */
export interface PageDifference {
  db: number;
  peak: number;
}

/** Compares pages of one compressed candidate against the original it was opened with. */
export interface PageComparer {
  /**
   * The difference of each of `pages` (0-based), taken in the order given; stops once `deadline`
   * (performance.now() milliseconds) has passed, so later pages may be missing.
   */
  compare(candidate: Uint8Array, pages: number[], deadline: number, onPage?: () => void): Promise<Map<number, PageDifference>>;
  close(): void;
}

/** Opens the original (with the password it was opened with) for comparisons. */
export type RenderValidator = (original: Uint8Array, password?: string) => Promise<PageComparer>;
