/**
 * The hidden text layer on made-up pages (no OCR): each word lands where it was placed on the page
 * as shown (a turned page included), stretched to its width, any script comes back as Unicode,
 * nothing is drawn, and qpdf finds no error.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { degrees, PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { addTextLayer } from '../../../../../src/wasm/pdf/ocr/textLayer';
import { pagesAsPng, pdftotext } from '../../../../helpers/ocr';
import { qpdfCheck } from '../../../../helpers/pdfChecks';

async function blankPages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([600, 800]);
  doc.addPage([600, 800]).setRotation(degrees(90));
  return doc.save();
}

/** pdftotext -bbox: each word with its box (points from the top-left of the page as shown). */
function wordBoxes(bytes: Uint8Array): { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'bbox-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    const html = execFileSync('pdftotext', ['-bbox', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
    return html.split('<page').slice(1).flatMap((page, i) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        page: i,
        text: m[5],
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
      })),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('hidden text layer', () => {
  it('puts each word on its place and width, in any script, drawing nothing', async () => {
    const input = await blankPages();
    const output = await addTextLayer(input, [
      { page: 0, words: [{ text: 'Größe', x: 0.1, y: 0.2, width: 0.3, size: 0.025 }, { text: 'добре', x: 0.42, y: 0.2, width: 0.2, size: 0.025 }] },
      // The turned page is 800 wide and 600 high as shown.
      { page: 1, words: [{ text: '日本語', x: 0.25, y: 0.5, width: 0.25, size: 0.05 }] },
    ]);
    expect(qpdfCheck(output).status).toBe(0);
    const boxes = wordBoxes(output);
    expect(boxes.map((b) => [b.page, b.text])).toEqual([
      [0, 'Größe'],
      [0, 'добре'],
      [1, '日本語'],
    ]);
    const [first, second, third] = boxes;
    // Baseline start (60, 160 from the top) and width 180 on a 600 × 800 page.
    expect(first.xMin).toBeCloseTo(60, 0);
    expect(first.xMax).toBeCloseTo(240, 0);
    expect(first.yMax).toBeGreaterThan(150);
    expect(first.yMin).toBeLessThan(160);
    expect(second.xMin).toBeCloseTo(252, 0);
    expect(second.xMax).toBeCloseTo(372, 0);
    expect(third.xMin).toBeCloseTo(200, 0);
    expect(third.xMax).toBeCloseTo(400, 0);
    expect(third.yMin).toBeLessThan(300);
    expect(pdftotext(output)).toContain('Größe добре');
    // Render mode 3: the pages look exactly as before.
    const [before, after] = [pagesAsPng(input, 36), pagesAsPng(output, 36)];
    after.forEach((png, i) => expect(Buffer.compare(png, before[i])).toBe(0));
  });

  it('writes each line as one line of words apart', async () => {
    const input = await blankPages();
    // Two lines; the words of each share the line's baseline and size, 3 pt apart (a fifth of the 16 pt size).
    const line = (y: number, texts: string[]) => texts.map((text, i) => ({ text, x: 0.1 + 0.125 * i, y, width: 0.12, size: 0.02 }));
    const output = await addTextLayer(input, [{ page: 0, words: [...line(0.3, ['alpha', 'beta', 'gamma']), ...line(0.33, ['delta', 'epsilon'])] }]);
    expect(qpdfCheck(output).status).toBe(0);
    expect(pdftotext(output).split('\f')[0].trim().split('\n')).toEqual(['alpha beta gamma', 'delta epsilon']);
    // Each word still spans its own box (the space after it is not part of it).
    const boxes = wordBoxes(output).filter((box) => box.page === 0);
    expect(boxes.map((box) => box.text)).toEqual(['alpha', 'beta', 'gamma', 'delta', 'epsilon']);
    boxes.forEach((box, i) => {
      expect(box.xMin).toBeCloseTo(60 + 75 * (i < 3 ? i : i - 3), 0);
      expect(box.xMax).toBeCloseTo(132 + 75 * (i < 3 ? i : i - 3), 0);
    });
  });

  it('refuses a page the file does not have', async () => {
    await expect(addTextLayer(await blankPages(), [{ page: 2, words: [] }])).rejects.toThrow('There is no page 3');
  });
});
