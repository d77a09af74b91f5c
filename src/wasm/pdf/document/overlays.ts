/**
 * What the page assembly (assemble.ts) draws on a page: an image in a box (images to PDF, a
 * watermark, a signature) or a line of text (page numbers, a text watermark), each optionally
 * see-through (`opacity`) and drawn over the page's content or behind it (`behind`); text may be
 * turned (`angle`) and set in a font embedded in the document (a subset, see the stamp wing).
 * Positions are in points from the bottom-left corner of the page as a reader shows it, that is
 * after the page's rotation and inside its crop box, so a mark placed 'at the bottom' is at the
 * bottom of every page, upright, however the page is turned. A page's own content is kept in a saved
 * graphics state (pdf-lib wraps it in q ... Q before drawing), so nothing it leaves set moves an
 * overlay; a mark behind the content is a balanced q ... Q of its own before it. A new kind of mark
 * is one more member of `Overlay` and one more case in `drawOverlays`.
 */
import {
  beginText,
  concatTransformationMatrix,
  endText,
  PDFHexString,
  setCharacterSqueeze,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
  type PDFContext,
  degrees,
  drawObject,
  drawText,
  PDFArray,
  PDFContentStream,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setGraphicsState,
  type PDFFont,
  type PDFName,
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

/** How any mark is laid on the page. */
interface MarkLook {
  /** 0 (invisible) .. 1 (opaque, the default): fill and stroke alpha of the mark. */
  opacity?: number;
  /** Drawn under the page's own content (a watermark behind the text) instead of over it. */
  behind?: boolean;
}

/** An image XObject of the assembled document, drawn upright in `box` (its own alpha, e.g. a PNG's soft mask, kept). */
interface ImageOverlay extends MarkLook {
  kind: 'image';
  image: PDFRef;
  box: Box;
  /** How the stored pixels are turned to be upright, as an EXIF orientation tag says (1: as stored). */
  orientation?: ExifOrientation;
}

/**
 * One line of text: in one of the 14 standard fonts (their WinAnsi characters), or in a font
 * embedded in the assembled document (`assembly.document.embedFont(bytes, { subset: true })`),
 * whose characters are real text (a ToUnicode map), found by search and copy.
 */
export interface TextOverlay extends MarkLook {
  kind: 'text';
  text: string;
  /** The baseline's start (or its middle or end, by `align`); with `middle`, the middle of the capitals. */
  x: number;
  y: number;
  size: number;
  align?: 'left' | 'center' | 'right';
  /** `y` is the middle of the line's capitals rather than its baseline (a centred watermark). */
  middle?: boolean;
  font?: StandardFonts | PDFFont;
  /** Red, green and blue, 0..1 (black when left out). */
  color?: [number, number, number];
  /** Degrees, counter-clockwise, about (x, y) on the page as shown. */
  angle?: number;
}

/** One word of a hidden text layer: its baseline starts at (x, y) and runs `width` points to the right. */
export interface HiddenWord {
  text: string;
  x: number;
  y: number;
  width: number;
  /** The font size in points (the line's height). */
  size: number;
  /** Degrees, counter-clockwise, the baseline runs at (text of a page scanned sideways); 0 when left out. */
  angle?: number;
}

/**
 * Invisible text (render mode 3) over what a page shows, word by word: each word on its baseline,
 * stretched to its width, in a font without glyphs, so readers find, search and copy the words
 * and the page looks exactly as before. Any Unicode text (the font maps its codes to Unicode).
 * Consecutive words on the same baseline at the same size are one line: written with spaces
 * between them, in the order given (reading order).
 */
interface HiddenTextOverlay {
  kind: 'hiddenText';
  words: readonly HiddenWord[];
}

export type Overlay = ImageOverlay | TextOverlay | HiddenTextOverlay;

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
  const rise = overlay.middle ? font.heightAtSize(overlay.size, { descender: false }) / 2 : 0;
  const [red, green, blue] = overlay.color ?? [0, 0, 0];
  const turn = ((overlay.angle ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  // The line is laid out about its anchor, then turned about it and moved there.
  return [
    concatTransformationMatrix(cos, sin, -sin, cos, overlay.x, overlay.y),
    ...drawText(font.encodeText(overlay.text), {
      color: rgb(red, green, blue),
      font: key,
      size: overlay.size,
      rotate: degrees(0),
      xSkew: degrees(0),
      ySkew: degrees(0),
      x: -shift,
      y: -rise,
    }),
  ];
}

/** The graphics state that makes a mark see-through (one per alpha on a page), or nothing for an opaque one. */
function opacityOperators(page: PDFPage, opacity: number | undefined, states: Map<number, PDFName>): PDFOperator[] {
  if (opacity === undefined || opacity >= 1) return [];
  const alpha = Math.round(Math.max(0, opacity) * 1000) / 1000;
  let name = states.get(alpha);
  if (!name) states.set(alpha, (name = page.node.newExtGState('GS', page.doc.context.obj({ Type: 'ExtGState', ca: alpha, CA: alpha }))));
  return [setGraphicsState(name)];
}

/** Puts a balanced content stream before the page's own content, so it is drawn under it. */
function drawBehind(page: PDFPage, operators: PDFOperator[]) {
  const { context } = page.doc;
  const ref = context.register(PDFContentStream.of(context.obj({}), operators));
  // Normalised, a page's /Contents is an array (its own content wrapped in q ... Q).
  const contents = page.node.normalizedEntries().Contents;
  if (contents instanceof PDFArray) contents.insert(0, ref);
  else page.node.addContentStream(ref);
}

const TO_UNICODE = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
1 beginbfrange
<0000> <FFFF> <0000>
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end
`;

/**
 * The hidden text's font, once per document: a composite font whose two-byte codes are UTF-16
 * code units (ToUnicode maps each code to itself, as Tesseract's own PDF text layer does), every
 * glyph half an em wide and none drawn (the text is never painted: render mode 3).
 */
export function createGlyphlessFont(context: PDFContext): PDFRef {
  const descriptor = context.obj({
    Type: 'FontDescriptor',
    FontName: 'GlyphLessFont',
    Flags: 5,
    FontBBox: [0, 0, 500, 1000],
    ItalicAngle: 0,
    Ascent: 1000,
    Descent: 0,
    CapHeight: 1000,
    StemV: 80,
  });
  const cidFont = context.obj({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: 'GlyphLessFont',
    CIDSystemInfo: { Registry: PDFHexString.fromText('Adobe'), Ordering: PDFHexString.fromText('Identity'), Supplement: 0 },
    FontDescriptor: context.register(descriptor),
    DW: 500,
    CIDToGIDMap: 'Identity',
  });
  const toUnicode = context.register(context.flateStream(TO_UNICODE));
  const font = context.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: 'GlyphLessFont',
    Encoding: 'Identity-H',
    DescendantFonts: [context.register(cidFont)],
    ToUnicode: toUnicode,
  });
  return context.register(font);
}

/** A word's codes: its UTF-16 code units, two bytes each. */
function utf16Hex(text: string): PDFHexString {
  let hex = '';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return PDFHexString.of(hex);
}

/** A text matrix turned `angle` degrees counter-clockwise about (x, y); quarter turns exact. */
function turnedTextMatrix(angle: number, x: number, y: number): PDFOperator {
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(radians) * 1e6) / 1e6, Math.round(Math.sin(radians) * 1e6) / 1e6];
  return setTextMatrix(cos, sin, -sin, cos, x, y);
}

/**
 * Consecutive upright words on one baseline at one size: a line of the hidden text. A turned word
 * (a page read at a quarter turn) stands alone.
 */
function hiddenLines(words: readonly HiddenWord[]): HiddenWord[][] {
  const lines: HiddenWord[][] = [];
  for (const word of words) {
    if (!word.text || !(word.size > 0) || !(word.width > 0)) continue;
    const line = lines[lines.length - 1];
    const last = line?.[line.length - 1];
    if (last && !last.angle && !word.angle && last.y === word.y && last.size === word.size && word.x > last.x) line.push(word);
    else lines.push([word]);
  }
  return lines;
}

/**
 * Each line in one font size on one baseline; each word starts on its box, squeezed or stretched
 * to its width, with a space after it (but the last of its line), so readers break words at the
 * spaces rather than guess from gaps, and join the words of a line into one line.
 */
function hiddenTextOperators(page: PDFPage, overlay: HiddenTextOverlay, font: PDFRef): PDFOperator[] {
  const key = page.node.newFontDictionary('GlyphLessFont', font);
  const operators: PDFOperator[] = [beginText(), setTextRenderingMode(TextRenderingMode.Invisible)];
  for (const line of hiddenLines(overlay.words)) {
    operators.push(setFontAndSize(key, line[0].size));
    line.forEach((word, i) => {
      // Each glyph is half an em wide: squeeze or stretch the word to its width on the page.
      const natural = word.text.length * 0.5 * word.size;
      const text = i < line.length - 1 ? `${word.text} ` : word.text;
      const matrix = word.angle ? turnedTextMatrix(word.angle, word.x, word.y) : setTextMatrix(1, 0, 0, 1, word.x, word.y);
      operators.push(setCharacterSqueeze(Math.round((10000 * word.width) / natural) / 100), matrix, showText(utf16Hex(text)));
    });
  }
  operators.push(endText());
  return operators;
}

/** Draws the overlays on the page, in order; `fontOf` gives the document's copy of a standard font, `glyphless` its hidden text font. */
export async function drawOverlays(
  page: PDFPage,
  overlays: readonly Overlay[],
  fontOf: (font: StandardFonts | undefined) => Promise<PDFFont>,
  glyphless: () => PDFRef,
): Promise<void> {
  const shown = shownPageMatrix(page);
  const under: PDFOperator[] = [];
  const states = new Map<number, PDFName>();
  for (const overlay of overlays) {
    let drawn: PDFOperator[];
    if (overlay.kind === 'hiddenText') drawn = hiddenTextOperators(page, overlay, glyphless());
    else if (overlay.kind === 'image') drawn = imageOperators(page, overlay);
    else drawn = textOperators(page, overlay, typeof overlay.font === 'object' ? overlay.font : await fontOf(overlay.font));
    const opacity = overlay.kind === 'hiddenText' ? undefined : overlay.opacity;
    const operators = [pushGraphicsState(), ...(shown ? [concatTransformationMatrix(...shown)] : []), ...opacityOperators(page, opacity, states), ...drawn, popGraphicsState()];
    if (overlay.kind !== 'hiddenText' && overlay.behind) under.push(...operators);
    else page.pushOperators(...operators);
  }
  if (under.length > 0) drawBehind(page, under);
}
