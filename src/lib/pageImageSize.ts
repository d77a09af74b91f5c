/**
 * How many pixels a PDF page becomes: its size in points times the scale (dpi / 72), or the scale
 * that fits its longer side in `fit` pixels, capped so no image exceeds MAX_PIXELS; rounded up to
 * whole pixels as poppler's pdftoppm rounds. The renderer draws at this size and pages announce it.
 */

/** A page image is never bigger than this many pixels (about 2× an A3 page at 300 dpi). */
export const MAX_PIXELS = 40_000_000;

export interface ImageScale {
  /** Pixels per point (dpi / 72). */
  scale?: number;
  /** Or: the longer side in pixels. */
  fit?: number;
}

/** Pixels per point for a page of `width` × `height` points. */
export function scaleFor(width: number, height: number, { scale, fit }: ImageScale): number {
  const wanted = scale ?? (fit ?? 200) / Math.max(width, height);
  const cap = Math.sqrt(MAX_PIXELS / (width * height));
  return Math.min(wanted, cap);
}

export function pageImageSize(width: number, height: number, request: ImageScale): { width: number; height: number } {
  const scale = scaleFor(width, height, request);
  const pixels = (points: number) => Math.max(1, Math.ceil(points * scale - 1e-6));
  return { width: pixels(width), height: pixels(height) };
}
