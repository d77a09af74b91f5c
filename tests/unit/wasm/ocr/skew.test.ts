/**
 * The skew found on a small copy of the page (src/wasm/ocr/skew.ts), which Tesseract then
 * straightens: on drawn lines at known slopes, on a blank page, and on every rotated scan and
 * phone photo of ../shared/realworld/ocr/, as it is and upside down, within 0.1° of the rotation
 * its manifest states, with Tesseract's sign (a page turned clockwise is straightened by a
 * negative angle); none (null, Tesseract finds it) when the lines run down the page.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { estimateSkew, skewCopySize, skewOfRgba } from '../../../../src/wasm/ocr/skew';
import { readManifest, realworldDescribe, realworldPath } from '../../../helpers/corpus';
import { imageSize } from '../../../helpers/ocr';

const DEG = Math.PI / 180;

/** A white page of width × height with dark lines 5 px thick, 30 px apart, falling `slope` pixels per pixel to the right, each broken into words of its own lengths (ragged, as text is). */
function lines(width: number, height: number, slope: number): Uint8Array {
  const grey = new Uint8Array(width * height).fill(235);
  for (let top = 40; top < height - 40; top += 30) {
    const length = 40 + ((top * 7) % 53);
    for (let x = 30; x < width - 30; x += 1) {
      if ((x + top * 13) % length > length - 12) continue;
      for (let t = 0; t < 5; t += 1) {
        const y = Math.round(top + slope * (x - width / 2)) + t;
        if (y >= 0 && y < height) grey[y * width + x] = 20;
      }
    }
  }
  return grey;
}

describe('estimateSkew', () => {
  for (const degrees of [-2.5, -0.8, 0, 0.6, 1.9]) {
    it(`finds lines falling ${degrees}° to the right`, () => {
      const angle = estimateSkew(lines(800, 1000, Math.tan(degrees * DEG)), 800, 1000) ?? NaN;
      expect(angle / DEG).toBeCloseTo(-degrees, 1);
    });
  }

  it('says null for lines down the page (a page turned a quarter: Tesseract finds that skew itself)', () => {
    // The page of lines turned a quarter clockwise: (x, y) -> (height - 1 - y, x).
    const [width, height] = [800, 1000];
    const page = lines(width, height, Math.tan(0.7 * DEG));
    const turned = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) turned[x * height + (height - 1 - y)] = page[y * width + x];
    expect(estimateSkew(turned, height, width)).toBeNull();
  });

  it('says 0 for a blank page', () => {
    expect(estimateSkew(new Uint8Array(300 * 400).fill(250), 300, 400)).toBe(0);
  });

  it('shrinks big pages to 1000 pixels on the longer side, never enlarges small ones', () => {
    expect(skewCopySize(2480, 3508)).toEqual({ width: 707, height: 1000 });
    expect(skewCopySize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

realworldDescribe('ocr')('skew of real scans', () => {
  const rows = readManifest(realworldPath('ocr', 'MANIFEST.tsv')).filter((row) => row.kind.startsWith('image') && /rotated -?[\d.]+ deg/.test(row.degradation));
  for (const row of rows) {
    it(`${row.file}: the manifest's rotation`, () => {
      const path = realworldPath('ocr', row.file);
      const { width, height } = imageSize(execFileSync('head', ['-c', '65536', path]));
      const rotated = Number(/rotated (-?[\d.]+) deg/.exec(row.degradation)?.[1]);
      // As it is and upside down (ffmpeg's two transposes): the same skew. Turned a quarter: none (null).
      // The table of numbers (a crop of the table alone) lines up its columns about as sharply as
      // its rows: its skew or none (Tesseract then finds it itself), never a wrong one.
      const table = row.file.startsWith('mortality');
      for (const turn of ['', 'transpose=1,transpose=1,']) {
        const size = skewCopySize(width, height);
        const rgba = execFileSync('ffmpeg', ['-loglevel', 'error', '-i', path, '-vf', `${turn}scale=${size.width}:${size.height}`, '-pix_fmt', 'rgba', '-f', 'rawvideo', '-'], { maxBuffer: 1 << 28 });
        const skew = skewOfRgba(rgba, size.width, size.height);
        if (!(table && skew === null)) expect(Math.abs((skew ?? NaN) / DEG + rotated), turn || 'upright').toBeLessThan(0.1);
      }
      const side = skewCopySize(height, width);
      const rgba = execFileSync('ffmpeg', ['-loglevel', 'error', '-i', path, '-vf', `transpose=1,scale=${side.width}:${side.height}`, '-pix_fmt', 'rgba', '-f', 'rawvideo', '-'], { maxBuffer: 1 << 28 });
      const sideways = skewOfRgba(rgba, side.width, side.height);
      // The table turned: its columns now run across, at the same skew.
      if (table && sideways !== null) expect(Math.abs(sideways / DEG + rotated), 'turned').toBeLessThan(0.1);
      else expect(sideways, 'turned').toBeNull();
    });
  }
});
