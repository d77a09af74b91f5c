/**
 * Page rotation detection (0/90/180/270) before recognition, independent of the language: a page
 * is first read as it is; when that reading looks like nothing (few confident words), a small copy
 * of the page is read at each of the four quarter turns and the turn with the most confident
 * words wins; the page is then read again turned that way. Tesseract's own orientation detector
 * (OSD) needs its legacy engine and a further 10 MB model, so it is not used. Upright pages, most
 * pages, cost nothing more. Words read on a turned copy are turned back onto the page as given, so
 * the text layer lands on the words of the untouched page, running the way they run on it.
 *
 * Generic over the image type, so Node tests run it with real recognitions and their own turner.
 */
import type { OcrPage } from './page';

/** Quarter turns clockwise. */
export type QuarterTurns = 0 | 1 | 2 | 3;

interface ImageSize {
  width: number;
  height: number;
  dpi?: number;
}

export interface UprightReader<I> {
  recognize(image: I, size: ImageSize): Promise<OcrPage>;
  /** The image turned `turns` quarter turns clockwise, its longer side at most `maxSide` pixels (no limit when left out). */
  turn(image: I, turns: QuarterTurns, maxSide?: number): Promise<{ image: I; width: number; height: number }>;
}

/** A confident word: at least this confidence and two letters or digits. */
const CONFIDENT = 70;
/**
 * A word read along its line is at least this long for the line's height. Tesseract also reads a
 * page turned sideways as vertical text, with good confidence but boxes that say nothing of where
 * each word is (every word of a line a sliver the line's height): such a reading is not upright.
 */
const ALONG_LINE = 0.5;
/** A first reading with at least this many confident words along their lines, most of its words, is upright. */
const UPRIGHT_WORDS = 8;
const UPRIGHT_SHARE = 0.6;
/** The longer side of the copies compared (an A4 page at about 135 dpi). */
const SAMPLE_SIDE = 1600;

/** A word of at least two letters or digits (not a symbol, a stray mark or a formula's single letter). */
const isWord = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2;

/** How many words of a reading are confident and lie along their lines: upside-down or sideways text reads as few. */
function confidentWords(page: OcrPage): number {
  let count = 0;
  for (const line of page.lines) {
    for (const word of line.words) {
      const along = Math.hypot(word.x1 - word.x0, word.y1 - word.y0) >= ALONG_LINE * word.size;
      if (along && word.confidence >= CONFIDENT && isWord(word.text)) count += 1;
    }
  }
  return count;
}

/**
 * Is a reading good enough to take the page as upright? Most of its words are confident and along
 * their lines (a noisy scan of formulas, upright: 139 of 167; the same kind of page upside down: 18 of 188).
 */
function looksUpright(page: OcrPage): boolean {
  const confident = confidentWords(page);
  const words = page.lines.reduce((sum, line) => sum + line.words.filter((word) => isWord(word.text)).length, 0);
  return confident >= UPRIGHT_WORDS && confident >= UPRIGHT_SHARE * words;
}

/** The turn with the most confident words (scores by turn 0..3); 0 unless another is clearly better. */
export function bestTurn(scores: readonly number[]): QuarterTurns {
  let best = 0;
  for (let turn = 1; turn < 4; turn += 1) if (scores[turn] > scores[best]) best = turn;
  return scores[best] >= Math.max(3, 1.5 * scores[0]) ? (best as QuarterTurns) : 0;
}

/**
 * A reading of the image turned `turns` quarter turns clockwise (width × height as turned), put
 * back on the image as given (width × height before the turn): each word's baseline turned back.
 */
export function turnBack(page: OcrPage, turns: QuarterTurns): OcrPage {
  if (turns === 0) return page;
  const [w, h] = [page.width, page.height];
  // Turned (x, y) -> given (x, y). The given image is h × w for odd turns, w × h for 2.
  const back = (x: number, y: number): [number, number] => (turns === 1 ? [y, w - x] : turns === 2 ? [w - x, h - y] : [h - y, x]);
  const lines = page.lines.map((line) => ({
    words: line.words.map((word) => {
      const [x0, y0] = back(word.x0, word.y0);
      const [x1, y1] = back(word.x1, word.y1);
      return { ...word, x0, y0, x1, y1 };
    }),
  }));
  const [width, height] = turns === 2 ? [w, h] : [h, w];
  return { ...page, width, height, lines };
}

/** Reads the image upright: as it is, or, when that finds little, turned the way its text reads best. */
export async function readUpright<I>(reader: UprightReader<I>, image: I, size: ImageSize): Promise<{ page: OcrPage; turns: QuarterTurns }> {
  const first = await reader.recognize(image, size);
  if (looksUpright(first)) return { page: first, turns: 0 };
  // Read as it is, the page gave little (or only vertical text): compare small copies at each turn.
  const scale = Math.min(1, SAMPLE_SIDE / Math.max(size.width, size.height));
  const dpi = (size.dpi ?? 300) * scale;
  const scores: number[] = [];
  for (const turns of [0, 1, 2, 3] as const) {
    const sample = await reader.turn(image, turns, SAMPLE_SIDE);
    scores.push(confidentWords(await reader.recognize(sample.image, { width: sample.width, height: sample.height, dpi })));
  }
  const turns = bestTurn(scores);
  if (turns === 0) return { page: first, turns };
  // The copies are small: the page is read again, full size, turned.
  const turned = await reader.turn(image, turns);
  const page = await reader.recognize(turned.image, { width: turned.width, height: turned.height, dpi: size.dpi });
  return { page: turnBack(page, turns), turns };
}
