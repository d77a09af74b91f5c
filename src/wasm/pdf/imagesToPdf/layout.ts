/**
 * Where an image goes on its page (pure numbers, PDF points, origin bottom-left): the page size
 * from the user's choice (the image's own size, A4 or Letter), its orientation and margin. The
 * image overlay (document/overlays.ts) turns a JPEG's stored pixels upright for its EXIF
 * orientation, so the JPEG's bytes are embedded untouched and the page does the turning.
 */
export type PageSizeChoice = 'fit' | 'a4' | 'letter';
export type PageOrientationChoice = 'auto' | 'portrait' | 'landscape';
export type MarginChoice = 'none' | 'small' | 'large';

export interface PageLayout {
  pageSize: PageSizeChoice;
  orientation: PageOrientationChoice;
  margin: MarginChoice;
}

/** 'Fit image' pages take the image's size at 96 pixels per inch (72 points per inch). */
const POINTS_PER_PIXEL = 72 / 96;
/** ¼ inch (about 6 mm) and ¾ inch (about 19 mm). */
const MARGIN_POINTS: Record<MarginChoice, number> = { none: 0, small: 18, large: 54 };
/** Portrait width × height in points. */
const PAPER_POINTS: Record<Exclude<PageSizeChoice, 'fit'>, [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};
/** Acrobat's largest page side (200 inches); a bigger image is scaled down to it. */
export const MAX_PAGE_POINTS = 14400;

export interface Placement {
  pageWidth: number;
  pageHeight: number;
  /** The upright image's box on the page. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page and image box for an image of `width` × `height` upright pixels. */
export function placeImage(width: number, height: number, layout: PageLayout): Placement {
  const margin = MARGIN_POINTS[layout.margin];
  if (layout.pageSize === 'fit') {
    const scale = Math.min(POINTS_PER_PIXEL, (MAX_PAGE_POINTS - 2 * margin) / Math.max(width, height));
    const [w, h] = [width * scale, height * scale];
    return { pageWidth: w + 2 * margin, pageHeight: h + 2 * margin, x: margin, y: margin, width: w, height: h };
  }
  const [short, long] = PAPER_POINTS[layout.pageSize];
  const landscape = layout.orientation === 'landscape' || (layout.orientation === 'auto' && width > height);
  const [pageWidth, pageHeight] = landscape ? [long, short] : [short, long];
  const scale = Math.min((pageWidth - 2 * margin) / width, (pageHeight - 2 * margin) / height);
  const [w, h] = [width * scale, height * scale];
  return { pageWidth, pageHeight, x: (pageWidth - w) / 2, y: (pageHeight - h) / 2, width: w, height: h };
}

/** The matrix that draws a JPEG's stored pixels upright lives with the page assembly's image overlay. */
export { imageMatrix, type ExifOrientation } from '../document/overlays';
