/**
 * What the page assembly (assemble.ts) draws on top of a page: an image in a box (images to PDF;
 * later a watermark or a signature) or a line of text (later page numbers or a text watermark).
 * Positions are in points from the bottom-left corner of the page as a reader shows it, that is
 * after the page's rotation and inside its crop box, so a mark placed 'at the bottom' is at the
 * bottom of every page, however the page is turned. A page's own content is kept in a saved
 * graphics state (pdf-lib wraps it in q ... Q before drawing), so nothing it leaves set moves an
 * overlay. A new kind of mark is one more member of `Overlay` and one more case in `drawOverlay`.
 */
import {
  concatTransformationMatrix,
  degrees,
  drawObject,
  drawText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
  type StandardFonts,
} from '@cantoo/pdf-lib';

/** A rectangle in points, origin bottom-left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** An image XObject of the assembled document, drawn upright in `box`. */
interface ImageOverlay {
  kind: 'image';
  image: PDFRef;
  box: Box;
  /** How the stored pixels are turned to be upright, as an EXIF orientation tag says (1: as stored). */
  orientation?: ExifOrientation;
}

/** One line of text in one of the 14 standard fonts (their WinAnsi characters). */
export interface TextOverlay {
  kind: 'text';
  text: string;
  /** The baseline's start (or its middle or end, by `align`). */
  x: number;
  y: number;
  size: number;
  align?: 'left' | 'center' | 'right';
  font?: StandardFonts;
  /** Red, green and blue, 0..1 (black when left out). */
  color?: [number, number, number];
}

export type Overlay = ImageOverlay | TextOverlay;

type Matrix = [number, number, number, number, number, number];

/** Upright unit coordinates (s, t) as linear forms [of u, of v, constant] of the stored image's (u, v). */
const UPRIGHT: Record<ExifOrientation, [[number, number, number], [number, number, number]]> = {
  1: [[1, 0, 0], [0, 1, 0]],
  2: [[-1, 0, 1], [0, 1, 0]],
  3: [[-1, 0, 1], [0, -1, 1]],
  4: [[1, 0, 0], [0, -1, 1]],
  5: [[0, -1, 1], [-1, 0, 1]],
  6: [[0, 1, 0], [-1, 0, 1]],
  7: [[0, 1, 0], [1, 0, 0]],
  8: [[0, -1, 1], [1, 0, 0]],
};

/**
 * The `cm` matrix [a b c d e f] that maps the image's unit square (stored pixels, as PDF draws
 * them) onto `box` the way a viewer shows the photo: rotated and mirrored as its EXIF tag says.
 */
export function imageMatrix(orientation: ExifOrientation, box: Box): number[] {
  const [s, t] = UPRIGHT[orientation];
  const { x, y, width: w, height: h } = box;
  return [w * s[0], h * t[0], w * s[1], h * t[1], x + w * s[2], y + h * t[2]];
}

/**
 * The matrix from the shown page (origin at its bottom-left corner as a reader shows it) to the
 * page's user space, or null when they are the same (no rotation, crop box at the origin).
 */
function shownPageMatrix(page: PDFPage): Matrix | null {
  const turn = ((Math.round(page.getRotation().angle / 90) % 4) + 4) % 4;
  const { x, y, width, height } = page.getCropBox();
  const [right, top] = [x + width, y + height];
  if (turn === 0) return x === 0 && y === 0 ? null : [1, 0, 0, 1, x, y];
  if (turn === 1) return [0, 1, -1, 0, right, y];
  if (turn === 2) return [-1, 0, 0, -1, right, top];
  return [0, -1, 1, 0, x, top];
}

function imageOperators(page: PDFPage, overlay: ImageOverlay): PDFOperator[] {
  const name = page.node.newXObject('Image', overlay.image);
  const matrix = imageMatrix(overlay.orientation ?? 1, overlay.box) as Matrix;
  return [concatTransformationMatrix(...matrix), drawObject(name)];
}

function textOperators(page: PDFPage, overlay: TextOverlay, font: PDFFont): PDFOperator[] {
  const key = page.node.newFontDictionary(font.name, font.ref);
  const width = font.widthOfTextAtSize(overlay.text, overlay.size);
  const shift = overlay.align === 'center' ? width / 2 : overlay.align === 'right' ? width : 0;
  const [red, green, blue] = overlay.color ?? [0, 0, 0];
  return drawText(font.encodeText(overlay.text), {
    color: rgb(red, green, blue),
    font: key,
    size: overlay.size,
    rotate: degrees(0),
    xSkew: degrees(0),
    ySkew: degrees(0),
    x: overlay.x - shift,
    y: overlay.y,
  });
}

/** Draws the overlays on the page, in order; `fontOf` gives the document's copy of a standard font. */
export async function drawOverlays(page: PDFPage, overlays: readonly Overlay[], fontOf: (font: StandardFonts | undefined) => Promise<PDFFont>): Promise<void> {
  const shown = shownPageMatrix(page);
  for (const overlay of overlays) {
    const drawn = overlay.kind === 'image' ? imageOperators(page, overlay) : textOperators(page, overlay, await fontOf(overlay.font));
    page.pushOperators(pushGraphicsState(), ...(shown ? [concatTransformationMatrix(...shown)] : []), ...drawn, popGraphicsState());
  }
}
