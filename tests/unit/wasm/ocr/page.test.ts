/**
 * The OCR engine's recognition, as the site sets it up (automatic page layout, deskew, best_int
 * models), run by tesseract.js in Node on real scanned pages with ground truth
 * (../shared/realworld/ocr/): the word error rate stays near what native Tesseract scores on the
 * same image (the manifest's number), on a two-column page, a table of numbers, a French page and
 * a phone photo; the words come back in reading order with their baselines on the original pixels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { netpbm, placedWords, readPage, wordCount, type TesseractPage } from '../../../../src/wasm/ocr/page';
import { readManifest, realworldBytes, realworldDescribe, realworldPath } from '../../../helpers/corpus';
import { charErrorRate, imageSize, nodeOcr, wordErrorRate } from '../../../helpers/ocr';

const FOLDER = 'ocr';
const CASES = ['fuse-p6-scan.jpg', 'mortality-p1-scan.jpg', 'lacroux-p1-scan.jpg', 'snap-p5-phone.jpg'];

/** Native Tesseract's word error rate on the same image, from the manifest's facts. */
const nativeWer = (facts: string) => Number(/wer=([\d.]+)/.exec(facts)?.[1]);

realworldDescribe(FOLDER)('recognition on real scans', () => {
  const rows = readManifest(realworldPath(FOLDER, 'MANIFEST.tsv'));
  for (const name of CASES) {
    it(`${name}: word error rate near native Tesseract's`, { timeout: 300_000 }, async () => {
      const row = rows.find((r) => r.file === name)!;
      const truth = readFileSync(realworldPath(FOLDER, row.ground_truth), 'utf8');
      const bytes = realworldBytes(FOLDER, name);
      const { width, height } = imageSize(bytes);
      const ocr = await nodeOcr(row.language.split('+'));
      try {
        const page = await ocr.recognize(bytes, width, height);
        const [wer, cer, native] = [wordErrorRate(truth, page.text), charErrorRate(truth, page.text), nativeWer(row.facts)];
        console.log(`${name}: wer ${wer.toFixed(4)} (native ${native}), cer ${cer.toFixed(4)}, skew ${((page.angle * 180) / Math.PI).toFixed(2)} deg`);
        expect(wer).toBeLessThanOrEqual(Math.max(native * 1.5, native + 0.03));
        // Tesseract found and straightened the skew the manifest states.
        const skew = Number(/rotated (-?[\d.]+) deg/.exec(row.degradation)?.[1]);
        expect(Math.abs(Math.abs((page.angle * 180) / Math.PI) - Math.abs(skew))).toBeLessThan(0.3);
        // Every word lies on the image, left to right along its line.
        for (const word of placedWords(page)) {
          expect(word.x).toBeGreaterThanOrEqual(0);
          expect(word.x + word.width).toBeLessThanOrEqual(1.001);
          expect(word.y).toBeGreaterThan(0);
          expect(word.y).toBeLessThanOrEqual(1);
        }
        expect(wordCount(page)).toBeGreaterThan(0.8 * truth.split(/\s+/).filter(Boolean).length);
      } finally {
        await ocr.terminate();
      }
    });
  }
});

describe('readPage', () => {
  const line = (y: number, words: [string, number, number][]) => ({
    bbox: { x0: words[0][1], y0: y - 20, x1: words[words.length - 1][2], y1: y + 5 },
    baseline: { x0: words[0][1], y0: y, x1: words[words.length - 1][2], y1: y },
    words: words.map(([text, x0, x1]) => ({ text, confidence: 90, bbox: { x0, y0: y - 20, x1, y1: y } })),
  });
  const result = (rotateRadians: number): TesseractPage => ({
    text: 'Hello world\nSecond line',
    rotateRadians,
    blocks: [{ paragraphs: [{ lines: [line(100, [['Hello', 100, 200], ['world', 220, 320]]), line(150, [['Second', 100, 220], ['line', 240, 300], ['  ', 310, 320]])] }] }],
  });

  it('keeps reading order and drops empty words', () => {
    const page = readPage(result(0), 1000, 800);
    expect(page.lines.map((l) => l.words.map((w) => w.text))).toEqual([['Hello', 'world'], ['Second', 'line']]);
    expect(page.lines[0].words[0]).toMatchObject({ x0: 100, y0: 100, x1: 200, y1: 100, size: 25 });
    expect(placedWords(page)[1]).toEqual({ text: 'world', x: 0.22, y: 0.125, width: 0.1, size: 25 / 800 });
  });

  it('places the words of a line on one baseline, at one size per paragraph, even on a skewed page', () => {
    // Lines of 25 and 21 pixels (one without descenders): the paragraph's median, 25, for both.
    const short = { ...line(150, [['Second', 100, 220], ['line', 240, 300]]), bbox: { x0: 100, y0: 130, x1: 300, y1: 151 } };
    const page = readPage({ text: '', rotateRadians: 0.02, blocks: [{ paragraphs: [{ lines: [line(100, [['Hello', 100, 200], ['world', 220, 900]]), short, line(200, [['Third', 100, 200]])] }] }] }, 1000, 800);
    const words = placedWords(page);
    expect(new Set(words.slice(0, 2).map((w) => w.y)).size).toBe(1);
    expect(new Set(words.slice(2, 4).map((w) => w.y)).size).toBe(1);
    expect(words[0].y).toBeLessThan(words[2].y);
    expect(words.map((w) => w.size)).toEqual(words.map(() => 25 / 800));
    // On the original the line drops to the right: its baseline is taken at its middle.
    const [first, last] = [page.lines[0].words[0], page.lines[0].words[1]];
    expect(last.y1).toBeLessThan(first.y0);
    expect(words[0].y * 800).toBeCloseTo((first.y0 + last.y1) / 2, 6);
    expect(words[1].x * 1000).toBeCloseTo(last.x0, 6);
  });

  it('turns the baselines of a straightened image back onto the original', () => {
    const angle = 0.02;
    const page = readPage(result(angle), 1000, 800);
    const word = page.lines[0].words[0];
    // Straightened (100, 100) about the centre (500, 400), turned back by -angle.
    const [dx, dy] = [100 - 500, 100 - 400];
    expect(word.x0).toBeCloseTo(500 + Math.cos(angle) * dx + Math.sin(angle) * dy, 6);
    expect(word.y0).toBeCloseTo(400 - Math.sin(angle) * dx + Math.cos(angle) * dy, 6);
    // Lengths are kept: the word is as wide as before.
    expect(Math.hypot(word.x1 - word.x0, word.y1 - word.y0)).toBeCloseTo(100, 6);
  });
});

describe('netpbm', () => {
  const text = (bytes: Uint8Array, length: number) => new TextDecoder().decode(bytes.subarray(0, length));
  it('writes grey pixels as PGM, one byte a pixel', () => {
    const rgba = new Uint8Array([0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255, 7, 7, 7, 0]);
    const out = netpbm(rgba, 2, 2);
    expect(text(out, 11)).toBe('P5\n2 2\n255\n');
    expect([...out.subarray(11)]).toEqual([0, 128, 255, 7]);
  });
  it('writes colour pixels as PPM, three bytes a pixel, alpha left out', () => {
    const rgba = new Uint8Array([10, 10, 10, 255, 200, 100, 50, 255, 1, 2, 3, 128]);
    const out = netpbm(rgba, 3, 1);
    expect(text(out, 11)).toBe('P6\n3 1\n255\n');
    expect([...out.subarray(11)]).toEqual([10, 10, 10, 200, 100, 50, 1, 2, 3]);
  });
});
