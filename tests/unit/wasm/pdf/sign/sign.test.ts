/**
 * The signer's operation: pictures and text drawn into the pages where they are placed, checked on
 * poppler's renders (the marks' pixels at the placed position on the chosen pages, every other
 * pixel as before), with pdf.js for the text and qpdf for the structure.
 */
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PageFraction, SignMark } from '../../../../../src/wasm/pdf/sign/jobs';
import { signPdf } from '../../../../../src/wasm/pdf/sign/sign';
import { corpusBytes, corpusDescribe, realworldBytes, realworldDescribe } from '../../../../helpers/corpus';
import { pdfjsText, qpdfCheck, renderGray } from '../../../../helpers/pdfChecks';

type Render = { width: number; height: number; pixels: Uint8Array };

/** A 40 × 20 picture: a black bar in its middle (columns 10..29, rows 5..14), see-through around it. */
function barPicture(): Extract<SignMark, { kind: 'image' }> {
  const [width, height] = [40, 20];
  const rgba = new Uint8Array(width * height * 4);
  for (let row = 5; row < 15; row++) for (let column = 10; column < 30; column++) rgba[(row * width + column) * 4 + 3] = 255;
  return { kind: 'image', width, height, rgba: rgba.buffer };
}

/** Pixel rectangle [left, top, right, bottom) of `box` (fractions from the top-left) in a render. */
const pixelsOf = (box: PageFraction, page: Render) => [
  Math.round(box.x * page.width),
  Math.round(box.y * page.height),
  Math.round((box.x + box.width) * page.width),
  Math.round((box.y + box.height) * page.height),
];

/** The share of dark pixels in the rectangle, shrunk by `inset` pixels on every side. */
function darkShare(page: Render, [left, top, right, bottom]: number[], inset = 2): number {
  let dark = 0;
  let all = 0;
  for (let row = top + inset; row < bottom - inset; row++) {
    for (let column = left + inset; column < right - inset; column++) {
      all += 1;
      if (page.pixels[row * page.width + column] < 128) dark += 1;
    }
  }
  return dark / all;
}

/**
 * Pixels that differ between two renders, outside the given rectangles grown by `margin`: a
 * picture pixel is 3.6 to 4.5 pixels of these renders, and poppler smooths the soft mask's edge
 * over about one of them.
 */
function changesOutside(a: Render, b: Render, rects: number[][], margin = 5): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let changed = 0;
  for (let row = 0; row < a.height; row++) {
    for (let column = 0; column < a.width; column++) {
      const inside = rects.some(([l, t, r, bt]) => column >= l - margin && column < r + margin && row >= t - margin && row < bt + margin);
      if (!inside && Math.abs(a.pixels[row * a.width + column] - b.pixels[row * b.width + column]) > 8) changed += 1;
    }
  }
  return changed;
}

/** The middle half of a box: where the bar of barPicture() is drawn. */
const barOf = (box: PageFraction): PageFraction => ({ x: box.x + box.width / 4, y: box.y + box.height / 4, width: box.width / 2, height: box.height / 2 });

describe('signing generated pages', () => {
  /** Blank pages of 400 × 300 with a crop box inset by 20, turned by `rotate`. */
  async function blankPages(rotates: number[]): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    for (const rotate of rotates) {
      const page = doc.addPage([400, 300]);
      page.setCropBox(20, 20, 360, 260);
      page.node.set(PDFName.of('Rotate'), doc.context.obj(rotate));
    }
    return doc.save();
  }

  it.each([0, 90, 180, 270])('puts the picture where it was placed on the page as shown, turned %i°', async (rotate) => {
    const input = await blankPages([rotate, rotate]);
    const box = { x: 0.1, y: 0.6, width: 0.4, height: 0.2 };
    const output = await signPdf(input, [barPicture()], [{ page: 1, mark: 0, box }]);
    expect(qpdfCheck(output).status).toBe(0);
    const [first, second] = renderGray(output, 72);
    // pdftoppm draws the whole media box: the crop box, shown, is inset by 20 points on every side.
    const shown = rotate % 180 === 0 ? [360, 260] : [260, 360];
    const inCrop = (f: PageFraction): number[] => {
      const [l, t, r, b] = pixelsOf(f, { width: shown[0], height: shown[1], pixels: new Uint8Array() });
      return [l + 20, t + 20, r + 20, b + 20];
    };
    expect(darkShare(second, inCrop(barOf(box)))).toBe(1);
    // The see-through part of the picture leaves the page as it was, and so does the rest of the page.
    const [before] = renderGray(input, 72);
    expect(changesOutside(before, second, [inCrop(barOf(box))])).toBe(0);
    expect(changesOutside(before, first, [])).toBe(0);
  });

  it('draws a text mark as real text in its box, and one picture placed twice is stored once', async () => {
    const input = await blankPages([0, 0, 0]);
    const marks: SignMark[] = [barPicture(), { kind: 'text', text: '27/11/2026' }];
    const placements = [
      { page: 0, mark: 0, box: { x: 0.5, y: 0.1, width: 0.3, height: 0.15 } },
      { page: 2, mark: 0, box: { x: 0.05, y: 0.05, width: 0.2, height: 0.1 } },
      { page: 2, mark: 1, box: { x: 0.5, y: 0.8, width: 0.4, height: 0.1 } },
    ];
    const output = await signPdf(input, marks, placements);
    expect(await pdfjsText(output)).toEqual(['', '', '27/11/2026']);
    const text = await PDFDocument.load(output);
    const images = [...text.context.enumerateIndirectObjects()].filter(([, object]) => object.toString().includes('/Subtype /Image') && !object.toString().includes('/DeviceGray'));
    expect(images).toHaveLength(1);
    const pages = renderGray(output, 72);
    const crop = (f: PageFraction): number[] => pixelsOf(f, { width: 360, height: 260, pixels: new Uint8Array() }).map((v) => v + 20);
    expect(darkShare(pages[0], crop(barOf(placements[0].box)))).toBe(1);
    expect(darkShare(pages[2], crop(barOf(placements[1].box)))).toBe(1);
    // The date's glyphs are inside its box and ink part of it.
    expect(darkShare(pages[2], crop(placements[2].box), 0)).toBeGreaterThan(0.1);
    const [blank] = renderGray(input, 72);
    expect(changesOutside(blank, pages[2], [crop(barOf(placements[1].box)), crop(placements[2].box)])).toBe(0);
    expect(changesOutside(blank, pages[1], [])).toBe(0);
  });

  it('refuses placements on pages the file does not have, and no placements at all', async () => {
    const input = await blankPages([0]);
    await expect(signPdf(input, [barPicture()], [{ page: 1, mark: 0, box: { x: 0, y: 0, width: 0.1, height: 0.1 } }])).rejects.toThrow('it has 1');
    await expect(signPdf(input, [barPicture()], [])).rejects.toThrow('Nothing is placed');
  });
});

corpusDescribe('signing corpus PDFs', () => {
  it('signs page 2 of a text PDF: the signature at its place, the text and page 1 unchanged', async () => {
    const input = corpusBytes('text-2pages-libreoffice.pdf');
    // Bottom right of the page, over white paper.
    const box = { x: 0.6, y: 0.85, width: 0.3, height: 0.08 };
    const output = await signPdf(input, [barPicture(), { kind: 'text', text: 'J.D.' }], [
      { page: 1, mark: 0, box },
      { page: 1, mark: 1, box: { x: 0.6, y: 0.93, width: 0.1, height: 0.03 } },
    ]);
    expect(qpdfCheck(output).status).toBe(0);
    const before = await pdfjsText(input);
    const after = await pdfjsText(output);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toContain(before[1].trim());
    expect(after[1]).toContain('J.D.');
    const [old1, old2] = renderGray(input, 72);
    const [new1, new2] = renderGray(output, 72);
    expect(darkShare(new2, pixelsOf(barOf(box), new2))).toBe(1);
    expect(changesOutside(old1, new1, [])).toBe(0);
    expect(changesOutside(old2, new2, [pixelsOf(barOf(box), new2), pixelsOf({ x: 0.6, y: 0.93, width: 0.1, height: 0.03 }, new2)])).toBe(0);
  });

  it('opens a protected PDF with its password and writes it without one', async () => {
    const input = corpusBytes('encrypted-userpw-peanuts.pdf');
    const box = { x: 0.2, y: 0.2, width: 0.3, height: 0.1 };
    await expect(signPdf(input, [barPicture()], [{ page: 0, mark: 0, box }])).rejects.toMatchObject({ name: expect.any(String) });
    const output = await signPdf(input, [barPicture()], [{ page: 0, mark: 0, box }], 'peanuts');
    const [page] = renderGray(output, 72);
    expect(darkShare(page, pixelsOf(barOf(box), page))).toBe(1);
  });
});

realworldDescribe('pdf-train')('signing real-world PDFs', () => {
  // Made by Perl's PDF::Builder, jsPDF, pdfTeX (with a form), Ghostscript (a CCITT scan) and VTeX.
  const files = [
    'office-pdf-builder.pdf',
    'vector-jspdf-hello.pdf',
    'form-pdftex-troubleshoot-vlf-fr.pdf',
    'scanned-letterhead-ccitt.pdf',
    'tex-vtex-test-pst.pdf',
  ];

  it.each(files)('%s: the picture on the first and last pages where placed, every other pixel as before', async (name) => {
    const input = realworldBytes('pdf-train', name);
    const box = { x: 0.55, y: 0.8, width: 0.35, height: 0.1 };
    const count = renderGray(input, 36).length;
    const chosen = [...new Set([0, count - 1])];
    const output = await signPdf(input, [barPicture()], chosen.map((page) => ({ page, mark: 0, box })));
    expect(qpdfCheck(output).status).toBe(0);
    const before = renderGray(input, 36);
    const after = renderGray(output, 36);
    expect(after).toHaveLength(before.length);
    before.forEach((old, page) => {
      const now = after[page];
      if (!chosen.includes(page)) {
        expect(changesOutside(old, now, [])).toBe(0);
        return;
      }
      expect(darkShare(now, pixelsOf(barOf(box), now), 1)).toBe(1);
      expect(changesOutside(old, now, [pixelsOf(barOf(box), now)], 3)).toBe(0);
    });
  });
});
