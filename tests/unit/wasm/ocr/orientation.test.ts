/**
 * Rotation detection (0/90/180/270) on a real scanned page (the corpus's scanned-3pages.pdf, page
 * 1, German) turned sideways and upside down: tesseract.js in Node reads it as the site does
 * (orientation.ts with ffmpeg turning the copies instead of a canvas). The turn is found, and
 * the text layer laid over the turned page as it is lands on the words of that page: pdftotext
 * finds the page's words, pdf.js finds them in reading order, and each word's box is where the same
 * word is when the upright page is read, turned the same way.
 */
import { execFileSync } from 'node:child_process';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { bestTurn, readUpright, turnBack, type QuarterTurns } from '../../../../src/wasm/ocr/orientation';
import { placedWords, type OcrPage } from '../../../../src/wasm/ocr/page';
import { addTextLayer } from '../../../../src/wasm/pdf/ocr/textLayer';
import { corpusBytes, corpusDescribe } from '../../../helpers/corpus';
import { findableWords, imageSize, nodeOcr, pagesAsPng, pdftotext, turnImage, wordsFound, wordsFoundInOrder, type NodeOcr } from '../../../helpers/ocr';
import { pdfjsText } from '../../../helpers/pdfChecks';

const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, confidence: 90, x0, y0, x1, y1, size: 10 });

describe('turnBack', () => {
  // A 200 × 100 image turned a quarter clockwise is 100 × 200; a word at the turned image's top-left runs down the given image's left edge... read the other way.
  const onTurned = (width: number, height: number, w: ReturnType<typeof word>): OcrPage => ({ width, height, angle: 0, text: w.text, lines: [{ words: [w] }], confidence: 90 });

  it('puts words read on a turned copy back on the image as given', () => {
    // Given 200 × 100; turned clockwise once: 100 × 200; a point (x', y') there is (y', 100 - x') on the given image.
    const once = turnBack(onTurned(100, 200, word('a', 10, 20, 30, 20)), 1);
    expect([once.width, once.height]).toEqual([200, 100]);
    expect(once.lines[0].words[0]).toMatchObject({ x0: 20, y0: 90, x1: 20, y1: 70 });
    const half = turnBack(onTurned(200, 100, word('a', 10, 20, 30, 20)), 2);
    expect(half.lines[0].words[0]).toMatchObject({ x0: 190, y0: 80, x1: 170, y1: 80 });
    const three = turnBack(onTurned(100, 200, word('a', 10, 20, 30, 20)), 3);
    expect([three.width, three.height]).toEqual([200, 100]);
    expect(three.lines[0].words[0]).toMatchObject({ x0: 180, y0: 10, x1: 180, y1: 30 });
  });

  it('keeps a page upright unless another turn reads clearly better', () => {
    expect(bestTurn([40, 3, 2, 1])).toBe(0);
    expect(bestTurn([2, 0, 60, 1])).toBe(2);
    expect(bestTurn([0, 1, 2, 1])).toBe(0);
    expect(bestTurn([20, 25, 0, 0])).toBe(0);
    expect(bestTurn([1, 0, 0, 55])).toBe(3);
  });
});

/** A one-page PDF showing the PNG at 300 dpi. */
async function pdfOf(png: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const [width, height] = [(image.width * 72) / 300, (image.height * 72) / 300];
  doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return doc.save();
}

/** pdftotext -bbox: each word's box centre in fractions of the page. */
function wordCentres(bytes: Uint8Array, pageWidth: number, pageHeight: number): Map<string, [number, number]> {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: bytes, encoding: 'utf8', maxBuffer: 64 << 20 });
  const centres = new Map<string, [number, number]>();
  const seen = new Set<string>();
  for (const m of html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    const text = m[5];
    if (text.length < 6) continue;
    // Only words found once, so the same word is compared with itself.
    if (seen.has(text)) centres.delete(text);
    else centres.set(text, [(Number(m[1]) + Number(m[3])) / 2 / pageWidth, (Number(m[2]) + Number(m[4])) / 2 / pageHeight]);
    seen.add(text);
  }
  return centres;
}

/** A point on the upright page (fractions) as it is on the page turned `turns` quarter turns counter-clockwise. */
const turnedCounterClockwise = ([x, y]: [number, number], turns: number): [number, number] => (turns === 1 ? [y, 1 - x] : turns === 2 ? [1 - x, 1 - y] : [1 - y, x]);

corpusDescribe('readUpright on a real page turned sideways and upside down', () => {
  let ocr: NodeOcr;
  let upright: Uint8Array;
  const truth = () => pdftotext(corpusBytes('text-117pages-geotopo.pdf'), ['-f', '13', '-l', '13']);
  let reads = 0;
  const reader = {
    recognize: (png: Uint8Array, size: { width: number; height: number; dpi?: number }) => {
      reads += 1;
      return ocr.recognize(png, size.width, size.height, size.dpi);
    },     turn: async (png: Uint8Array, turns: QuarterTurns, maxSide?: number) => turnImage(png, turns, { maxSide }),
  };

  afterAll(async () => ocr?.terminate());

  it('finds each turn and lays the words on the turned page where they are', { timeout: 1_500_000 }, async () => {
    ocr = await nodeOcr(['deu']);
    upright = pagesAsPng(corpusBytes('scanned-3pages.pdf'), 300)[0];
    const size = imageSize(upright);
    const read = await readUpright(reader, upright, size);
    expect(read.turns).toBe(0);
    // An upright page costs one reading, nothing more.
    expect(reads).toBe(1);
    const uprightPdf = await addTextLayer(await pdfOf(upright), [{ page: 0, words: placedWords(read.page) }]);
    const uprightCentres = wordCentres(uprightPdf, (size.width * 72) / 300, (size.height * 72) / 300);
    expect(uprightCentres.size).toBeGreaterThan(20);

    for (const turns of [1, 2, 3] as const) {
      // The page as scanned: the upright page turned counter-clockwise, so reading it takes `turns` clockwise.
      const given = turnImage(upright, 4 - turns);
      const found = await readUpright(reader, given.image, given);
      expect(found.turns, `turned ${90 * turns}°`).toBe(turns);
      const pdf = await addTextLayer(await pdfOf(given.image), [{ page: 0, words: placedWords(found.page), turns: found.turns }]);
      const [words, text] = [findableWords(truth()), findableWords(pdftotext(pdf))];
      expect(wordsFound(words, text), `turned ${90 * turns}°: pdftotext finds the words`).toBeGreaterThanOrEqual(0.9);
      // pdftotext puts the blocks of text running upwards (turns 1) last to first; pdf.js keeps the layer's reading order.
      if (turns !== 1) expect(wordsFoundInOrder(words, text), `turned ${90 * turns}°: pdftotext, in order`).toBeGreaterThanOrEqual(0.9);
      expect(wordsFoundInOrder(words, findableWords((await pdfjsText(pdf))[0])), `turned ${90 * turns}°: pdf.js, in order`).toBeGreaterThanOrEqual(0.9);
      const centres = wordCentres(pdf, (given.width * 72) / 300, (given.height * 72) / 300);
      let compared = 0;
      let near = 0;
      for (const [text, centre] of uprightCentres) {
        const there = centres.get(text);
        if (!there) continue;
        const [x, y] = turnedCounterClockwise(centre, turns);
        compared += 1;
        if (Math.abs(there[0] - x) < 0.02 && Math.abs(there[1] - y) < 0.02) near += 1;
      }
      expect(compared, `turned ${90 * turns}°`).toBeGreaterThan(15);
      expect(near / compared, `turned ${90 * turns}°: words in place`).toBeGreaterThanOrEqual(0.95);
    }
  });
});
