/**
 * The stamping wing on real files: page numbers on every page of the 117-page corpus file (found
 * by pdftotext on their own page, inside the crop box, upright on turned and cropped pages), and
 * watermarks (text, single and tiled, over or behind; an image with transparency) on the chosen
 * pages only, each page's own text unchanged. Checked with poppler and qpdf.
 */
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addPageNumbers, addWatermark, inspectStampSource, StampTextError, type FontLoader, type StampFont, type WatermarkSpec } from '../../../../../src/wasm/pdf/stamp/stamp';
import { pageNumberLabels } from '../../../../../src/lib/pageMarks';
import { corpusBytes, corpusDescribe, corpusPath, realworldBytes, realworldDescribe } from '../../../../helpers/corpus';
import { qpdfCheck, renderGray } from '../../../../helpers/pdfChecks';
import { pdfjsItems, pdfPageTexts, pdfWords, type PdfTextPage } from '../../../../helpers/pdfWords';

const FILES: Record<StampFont, string> = { sans: 'DejaVuSans.ttf', 'sans-bold': 'DejaVuSans-Bold.ttf', serif: 'DejaVuSerif.ttf', mono: 'DejaVuSansMono.ttf' };
const loadFont: FontLoader = async (font) => new Uint8Array(readFileSync(`node_modules/dejavu-fonts-ttf/ttf/${FILES[font]}`));

const all = (pages: number) => Array.from({ length: pages }, (_, i) => i + 1);

/** The words of `page` making up `text` on one line, left to right (their joint box), or null. */
function findLine(page: PdfTextPage, text: string) {
  const parts = text.split(' ');
  for (const start of page.words.filter((word) => word.text === parts[0])) {
    const line = page.words.filter((word) => Math.abs(word.yMin - start.yMin) < 0.05 && word.xMin >= start.xMin - 0.5).sort((a, b) => a.xMin - b.xMin);
    const run = line.slice(0, parts.length);
    if (run.length === parts.length && run.every((word, k) => word.text === parts[k])) {
      return {
        xMin: Math.min(...run.map((w) => w.xMin)),
        xMax: Math.max(...run.map((w) => w.xMax)),
        yMin: Math.min(...run.map((w) => w.yMin)),
        yMax: Math.max(...run.map((w) => w.yMax)),
      };
    }
  }
  return null;
}

/** Word counts of a text, without the words of `without` (once per occurrence found). */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

corpusDescribe('page numbers on the 117-page corpus file', () => {
  it('"Page k of 117" on page k, inside the crop box, upright on turned and cropped pages; the text is kept', async () => {
    // Page 3 turned a quarter, page 4 cropped, page 5 both: as scanners and editors leave them.
    const doc = await PDFDocument.load(corpusBytes('text-117pages-geotopo.pdf'));
    const pages = doc.getPages();
    pages[2].node.set(PDFName.of('Rotate'), doc.context.obj(90));
    pages[3].setCropBox(60, 80, 460, 640);
    pages[4].setCropBox(40, 100, 500, 600);
    pages[4].node.set(PDFName.of('Rotate'), doc.context.obj(270));
    const input = await doc.save();
    const labels = pageNumberLabels(all(117), 1, 'page-n-of-total');
    const output = await addPageNumbers(input, { labels, position: 'bottom-center', size: 10, margin: 24, color: [0.2, 0.2, 0.2] }, loadFont);
    expect(qpdfCheck(output).status).toBe(0);

    const found = pdfWords(output);
    const { sizes } = await inspectStampSource(output);
    expect(found).toHaveLength(117);
    found.forEach((words, i) => {
      const page = { ...words, ...sizes[i] };
      const line = findLine(page, `Page ${i + 1} of 117`);
      expect(line, `page ${i + 1}`).not.toBeNull();
      if (!line) return;
      // Inside the shown page, centred, near its bottom edge, and level (wider than tall: upright).
      expect(line.xMin).toBeGreaterThan(0);
      expect(line.xMax).toBeLessThan(page.width);
      expect(Math.abs((line.xMin + line.xMax) / 2 - page.width / 2)).toBeLessThan(3);
      expect(line.yMax).toBeLessThan(page.height - 20);
      expect(line.yMax).toBeGreaterThan(page.height - 24);
      expect(line.yMin).toBeGreaterThan(page.height - 24 - 14);
      expect(line.xMax - line.xMin).toBeGreaterThan(3 * (line.yMax - line.yMin));
    });
    // Sizes as shown: page 3 turned, page 4 cropped, page 5 cropped and turned.
    expect([sizes[2].width, sizes[2].height].map(Math.round)).toEqual([842, 595]);
    expect([sizes[3].width, sizes[3].height].map(Math.round)).toEqual([460, 640]);
    expect([sizes[4].width, sizes[4].height].map(Math.round)).toEqual([600, 500]);

    // Each page's own text is all still there (the number is the only new text).
    const before = pdfPageTexts(input);
    const after = pdfPageTexts(output);
    for (const k of [1, 2, 3, 50, 117]) {
      const added = words(after[k - 1]);
      const expected = [...words(before[k - 1]), 'Page', String(k), 'of', '117'];
      expect(added.sort()).toEqual(expected.sort());
    }
    // Outline and links are kept (the document is rewritten in place).
    const reread = await PDFDocument.load(output);
    expect(reread.catalog.has(PDFName.of('Outlines'))).toBe(true);
  });

  it('numbers only the chosen pages, from the first number, in Roman numerals', async () => {
    const input = corpusBytes('text-4pages-pdflatex.pdf');
    const labels = pageNumberLabels([2, 3, 4], 1, 'roman');
    const output = await addPageNumbers(input, { labels, position: 'top-right', size: 12, margin: 30, color: [0, 0, 0] }, loadFont);
    const found = pdfWords(output);
    const { sizes } = await inspectStampSource(output);
    expect(found[0].words.some((w) => w.text === 'i')).toBe(false);
    for (const [k, label] of [[1, 'i'], [2, 'ii'], [3, 'iii']] as const) {
      const page = { ...found[k], ...sizes[k] };
      const word = page.words.filter((w) => w.text === label && w.yMin < 50 && w.xMax > page.width - 40);
      expect(word, `page ${k + 1}`).toHaveLength(1);
      expect(word[0].xMax).toBeLessThan(page.width - 29);
    }
  });

  it('refuses text the font cannot draw, naming it', async () => {
    const labels = [{ page: 1, text: '第1页' }];
    await expect(addPageNumbers(corpusBytes('text-2pages-libreoffice.pdf'), { labels, position: 'bottom-left', size: 10, margin: 20, color: [0, 0, 0] }, loadFont)).rejects.toThrow(StampTextError);
  });

  it('reads each page size as shown for the previews', async () => {
    const inspection = await inspectStampSource(corpusBytes('text-4pages-pdflatex.pdf'));
    expect(inspection.pages).toBe(4);
    expect(inspection.sizes[0].width).toBeCloseTo(595.276, 1);
    expect(inspection.signed).toBe(false);
  });
});

corpusDescribe('watermarks', () => {
  const input = () => corpusBytes('text-4pages-pdflatex.pdf');
  const text = (over: Partial<WatermarkSpec> = {}, mark: Partial<Extract<WatermarkSpec['mark'], { kind: 'text' }>> = {}): WatermarkSpec => ({
    pages: [1, 3],
    position: 'center',
    margin: 36,
    opacity: 0.3,
    behind: false,
    ...over,
    mark: { kind: 'text', text: 'CONFIDENTIAL', font: 'sans-bold', size: 60, color: [0.8, 0, 0], angle: 45, layout: 'single', ...mark },
  });

  it.each([
    ['single, over the text', text()],
    ['tiled, behind the text', text({ behind: true }, { layout: 'tiled', size: 28, font: 'serif' })],
  ])('%s: on the chosen pages only, each page keeping its own text', async (_name, spec) => {
    const output = await addWatermark(input(), spec, loadFont);
    expect(qpdfCheck(output).status).toBe(0);
    // pdf.js reads a turned line as one item (poppler splits it into letters).
    const before = await pdfjsItems(input());
    const after = await pdfjsItems(output);
    // The watermark's items are those in its font (one the document does not use).
    const markFonts = new Set(after.flat().filter((item) => item.text === 'CONFIDENTIAL').map((item) => item.font));
    expect(markFonts.size).toBe(1);
    after.forEach((items, i) => {
      const marked = spec.pages.includes(i + 1);
      const mark = items.filter((item) => markFonts.has(item.font)).map((item) => item.text);
      const count = mark.join('').split('CONFIDENTIAL').length - 1;
      if (!marked) expect(mark).toEqual([]);
      else if (spec.mark.kind === 'text' && spec.mark.layout === 'tiled') expect(count, `page ${i + 1}`).toBeGreaterThan(5);
      else expect(mark, `page ${i + 1}`).toEqual(['CONFIDENTIAL']);
      expect(items.filter((item) => !markFonts.has(item.font)).map((item) => item.text)).toEqual(before[i].map((item) => item.text));
    });
  });

  it('a PNG with transparency, see-through, in a box at its place; other pages untouched', async () => {
    const png = new Uint8Array(readFileSync(corpusPath('alpha-swirlaxy.png')));
    const spec: WatermarkSpec = { pages: [2], position: 'bottom-right', margin: 20, opacity: 0.5, behind: false, mark: { kind: 'image', bytes: png, type: 'png', width: 0.3 } };
    const output = await addWatermark(input(), spec, loadFont);
    expect(qpdfCheck(output).status).toBe(0);
    const [a, b] = [renderGray(input(), 36), renderGray(output, 36)];
    const changed = (i: number) => a[i].pixels.reduce((n, v, p) => n + (Math.abs(v - b[i].pixels[p]) > 8 ? 1 : 0), 0);
    expect(changed(0)).toBe(0);
    expect(changed(2)).toBe(0);
    expect(changed(1)).toBeGreaterThan(200);
    // Only the bottom-right corner changed.
    const page = b[1];
    let outside = 0;
    for (let row = 0; row < page.height; row++) {
      for (let column = 0; column < page.width; column++) {
        const inCorner = column > page.width * 0.6 && row > page.height * 0.6;
        if (!inCorner && Math.abs(a[1].pixels[row * page.width + column] - page.pixels[row * page.width + column]) > 8) outside++;
      }
    }
    expect(outside).toBe(0);
    expect(pdfPageTexts(output)[1]).toBe(pdfPageTexts(input())[1]);
  });

  it('a JPEG, opaque, centred', async () => {
    const jpeg = new Uint8Array(readFileSync(corpusPath('orientation-1.jpg')));
    const spec: WatermarkSpec = { pages: [1], position: 'center', margin: 20, opacity: 1, behind: false, mark: { kind: 'image', bytes: jpeg, type: 'jpeg', width: 0.5 } };
    const output = await addWatermark(input(), spec, loadFont);
    expect(qpdfCheck(output).status).toBe(0);
    const [page] = renderGray(output, 36);
    const centre = page.pixels[Math.floor(page.height / 2) * page.width + Math.floor(page.width / 2)];
    const [original] = renderGray(input(), 36);
    expect(centre).not.toBe(original.pixels[Math.floor(page.height / 2) * page.width + Math.floor(page.width / 2)]);
  });
});

const REAL = ['vector-root-plot.pdf', 'scanned-xerox-workcentre-jbig2-drawing.pdf', 'form-ghostscript-german-legal-67fields.pdf', 'office-libreoffice-draw.pdf', 'tex-pdftex-rots.pdf'];

realworldDescribe('pdf-train')('stamping real-world PDFs (turned pages, forms, scans)', () => {
  it.each(REAL)('%s: page numbers upright in the shown page, and a watermark', async (file) => {
    const input = realworldBytes('pdf-train', file);
    const { pages } = await inspectStampSource(input);
    const labels = pageNumberLabels(all(pages), 1, 'page-n-of-total');
    const numbered = await addPageNumbers(input, { labels, position: 'bottom-right', size: 11, margin: 20, color: [0, 0, 0] }, loadFont);
    expect(qpdfCheck(numbered).status).not.toBe(2);
    const { sizes } = await inspectStampSource(numbered);
    pdfWords(numbered).forEach((words, i) => {
      const page = { ...words, ...sizes[i] };
      const line = findLine(page, `Page ${i + 1} of ${pages}`);
      expect(line, `page ${i + 1}: ${JSON.stringify(page.words.filter((w) => w.yMin > page.height - 40))}`).not.toBeNull();
      if (!line) return;
      // The right end 20 pt from the right edge, the baseline 20 pt above the bottom (the descent below it).
      expect(line.xMax).toBeLessThan(page.width - 19);
      expect(line.xMax).toBeGreaterThan(page.width - 22);
      expect(line.yMax).toBeLessThan(page.height - 20 + 11 * 0.3);
      expect(line.yMax).toBeGreaterThan(page.height - 22);
      expect(line.xMax - line.xMin).toBeGreaterThan(3 * (line.yMax - line.yMin));
    });
    const marked = await addWatermark(input, { pages: [1], position: 'center', margin: 20, opacity: 0.4, behind: false, mark: { kind: 'text', text: 'DRAFT', font: 'sans', size: 48, color: [0, 0, 1], angle: 30, layout: 'single' } }, loadFont);
    expect((await pdfjsItems(marked))[0].map((item) => item.text)).toContain('DRAFT');
  });
});

describe('stamping input that is not a PDF', () => {
  it('is refused as damaged', async () => {
    await expect(addPageNumbers(new TextEncoder().encode('not a pdf'), { labels: [{ page: 1, text: '1' }], position: 'bottom-center', size: 10, margin: 20, color: [0, 0, 0] }, loadFont)).rejects.toThrow();
  });
});
