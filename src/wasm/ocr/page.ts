/**
 * What recognition gives back, read from tesseract.js's result into our own shape: lines of words
 * in reading order (Tesseract's automatic layout: blocks, paragraphs, lines), each word with its
 * confidence and where it sits on the image as given. Tesseract recognises a deskewed copy of the
 * image (rotated by `angle` about its centre, same size); each word's baseline is turned back here,
 * so positions are on the original pixels. Pure, so Node tests run it on real results.
 */

/** Tesseract's parameters for every page: automatic page segmentation (PSM 3, as the command-line tool uses; tesseract.js's default, one block, scrambles columns). */
export const TESSERACT_PARAMETERS = { tessedit_pageseg_mode: '3' } as const;
/**
 * tesseract.js's options per image: recognise a copy straightened by `skew` (radians, skew.ts's
 * estimate; below 0.005, about 0.3°, the page is read as it is), and say the image's resolution (a
 * PNG or BMP without one made Tesseract guess, and a table scored 0.84 word error rate instead of
 * 0.03). With no estimate (a page whose lines run down it, or no pixels to look at) tesseract.js
 * finds the skew itself (`rotateAuto`): a whole layout analysis of the page, done again on the
 * straightened copy.
 */
export const recognizeOptions = (dpi: number, skew: number | null) =>
  skew === null ? { rotateAuto: true, user_defined_dpi: String(Math.round(dpi)) } : { rotateRadians: Math.abs(skew) >= 0.005 ? skew : 0, user_defined_dpi: String(Math.round(dpi)) };

/**
 * RGBA pixels (a canvas's) as the file Tesseract reads with the least work: PGM when every pixel
 * is grey (a scan: Tesseract then thresholds one channel, not three), PPM otherwise (colour stays
 * for Tesseract's own thresholding). No compression to undo, unlike the PNG a page renders to.
 */
export function netpbm(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const end = width * height * 4;
  let grey = true;
  for (let i = 0; i < end && grey; i += 4) grey = rgba[i] === rgba[i + 1] && rgba[i] === rgba[i + 2];
  const header = new TextEncoder().encode(`${grey ? 'P5' : 'P6'}\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + (end / 4) * (grey ? 1 : 3));
  out.set(header);
  let at = header.length;
  for (let i = 0; i < end; i += 4) {
    out[at++] = rgba[i];
    if (!grey) {
      out[at++] = rgba[i + 1];
      out[at++] = rgba[i + 2];
    }
  }
  return out;
}

/** The result parts we read: the text and the block tree with boxes. */
export const RECOGNIZE_OUTPUT = { text: true, blocks: true } as const;

interface OcrWord {
  text: string;
  /** 0..100. */
  confidence: number;
  /** Baseline start and end on the original image, in pixels from its top-left corner. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The height of the paragraph's lines in pixels (ascender to descender, their median), for the font size of a text layer. */
  size: number;
}

interface OcrLine {
  words: OcrWord[];
}

export interface OcrPage {
  width: number;
  height: number;
  /** The skew Tesseract straightened, in radians. */
  angle: number;
  /** The text as Tesseract writes it (paragraphs apart by blank lines). */
  text: string;
  lines: OcrLine[];
  /** Mean word confidence 0..100 (0 with no words). */
  confidence: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The part of tesseract.js's Page that we read. */
export interface TesseractPage {
  text: string;
  rotateRadians: number | null;
  blocks: { paragraphs: { lines: { bbox: Box; baseline: Box; words: { text: string; confidence: number; bbox: Box }[] }[] }[] }[] | null;
}

/** The baseline's y at `x` (the baseline as Tesseract gives it: two points). */
function baselineAt(baseline: Box, x: number): number {
  const run = baseline.x1 - baseline.x0;
  return run === 0 ? baseline.y0 : baseline.y0 + ((baseline.y1 - baseline.y0) * (x - baseline.x0)) / run;
}

/**
 * The height of a paragraph's lines: their median (ascender to descender). One size for the whole
 * paragraph, since a line without descenders is shorter than its neighbours, and readers put lines
 * of different sizes in different blocks (pdftotext allows 5 %).
 */
function paragraphSize(lines: readonly { bbox: Box }[]): number {
  const heights = lines.map((line) => line.bbox.y1 - line.bbox.y0).sort((a, b) => a - b);
  return Math.max(1, heights.length === 0 ? 1 : heights[heights.length >> 1]);
}

/** Words as read from tesseract.js, turned back by `angle` onto an image of width × height. */
export function readPage(page: TesseractPage, width: number, height: number): OcrPage {
  const angle = page.rotateRadians ?? 0;
  const [cx, cy] = [width / 2, height / 2];
  const [cos, sin] = [Math.cos(-angle), Math.sin(-angle)];
  // Straightened image -> original: the inverse of the rotation about the centre.
  const back = (x: number, y: number): [number, number] => [cx + cos * (x - cx) - sin * (y - cy), cy + sin * (x - cx) + cos * (y - cy)];
  const lines: OcrLine[] = [];
  let total = 0;
  let count = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const size = paragraphSize(paragraph.lines);
      for (const line of paragraph.lines) {
        const words = line.words.flatMap((word): OcrWord[] => {
          const text = word.text.trim();
          if (!text) return [];
          total += word.confidence;
          count += 1;
          const [x0, y0] = back(word.bbox.x0, baselineAt(line.baseline, word.bbox.x0));
          const [x1, y1] = back(word.bbox.x1, baselineAt(line.baseline, word.bbox.x1));
          return [{ text, confidence: word.confidence, x0, y0, x1, y1, size }];
        });
        if (words.length > 0) lines.push({ words });
      }
    }
  }
  return { width, height, angle, text: page.text.trim(), lines, confidence: count ? total / count : 0 };
}

/** How many words the page has. */
export const wordCount = (page: OcrPage): number => page.lines.reduce((sum, line) => sum + line.words.length, 0);

/** A word placed on the page in fractions of it (the PDF text layer's input): baseline start from the top-left, width, line height. */
export interface PlacedWord {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * The page's words in reading order, line by line, in fractions of the image. The words of a line
 * share one horizontal baseline (the line's own, taken at its middle) and one size, so a text layer
 * draws each line as a line: readers such as pdftotext join words into lines only when their
 * baselines agree to about half a point, and on a page scanned 1° askew the two ends of a line lie
 * a line's height apart. Each word keeps its own start and width along the line. A line of a page
 * read at a quarter turn keeps each word's own baseline, in the page's direction.
 */
export function placedWords(page: OcrPage): PlacedWord[] {
  return page.lines.flatMap((line) => {
    const first = line.words[0];
    const last = line.words[line.words.length - 1];
    const [dx, dy] = [last.x1 - first.x0, last.y1 - first.y0];
    // A line of a page read at a quarter turn (its words turned back onto the page) runs up, down
    // or backwards: each word from its baseline's start, along its length, in the page's direction.
    if (!(dx > 0 && Math.abs(dy) <= dx)) {
      return line.words.map((word) => ({
        text: word.text,
        x: word.x0 / page.width,
        y: word.y0 / page.height,
        width: Math.hypot(word.x1 - word.x0, word.y1 - word.y0) / page.width,
        size: word.size / page.height,
      }));
    }
    const y = (first.y0 + last.y1) / 2 / page.height;
    return line.words.map((word) => ({
      text: word.text,
      x: Math.min(word.x0, word.x1) / page.width,
      y,
      width: Math.abs(word.x1 - word.x0) / page.width,
      size: word.size / page.height,
    }));
  });
}
