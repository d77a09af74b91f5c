/** Organize PDF's engine operation on corpus files, checked with pdf.js (another reader) and qpdf. */
import { degrees, PDFDocument, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { organizePdf, type OrganizedPage } from '../../../../../src/wasm/pdf/organize/organize';
import { corpusBytes, corpusDescribe } from '../../../../helpers/corpus';
import { pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';

/** Page count, each page's rotation and size (as pdf.js shows it: rotation applied). */
async function pdfjsPages(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: { rotate: number; width: number; height: number }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    pages.push({ rotate: page.rotate, width: Math.round(width), height: Math.round(height) });
  }
  await doc.destroy();
  return pages;
}

const page = (p: number, rotate: OrganizedPage['rotate'] = 0, source = 0): OrganizedPage => ({ source, page: p, rotate });

corpusDescribe('organizing corpus PDFs', () => {
  // Read when a test runs, not when the suite is collected: without the corpus it is skipped, not broken.
  const main = {
    get bytes() {
      return corpusBytes('text-4pages-pdflatex.pdf');
    },
  };

  it('rotates page 1, deletes page 2 and moves page 3 first', async () => {
    const before = await pdfjsText(main.bytes);
    const { bytes, pages } = await organizePdf([main], [page(2), page(0, 90), page(3)]);
    expect(pages).toBe(3);
    expect(qpdfCheck(bytes).status).toBe(0);
    expect(await pdfjsText(bytes)).toEqual([before[2], before[0], before[3]]);
    expect((await pdfjsPages(bytes)).map((p) => p.rotate)).toEqual([0, 90, 0]);
    expect(bytes.length).toBeLessThan(main.bytes.length * 1.2);
  });

  it('duplicates a page, adds a blank page and inserts a page of another PDF', async () => {
    const other = { bytes: corpusBytes('photos-3pages.pdf') };
    const edits: OrganizedPage[] = [page(0), page(0, 180), { blank: { width: 612, height: 792 }, rotate: 0 }, page(1, 270, 1), page(1)];
    const { bytes, pages } = await organizePdf([main, other], edits);
    expect(pages).toBe(5);
    expect(qpdfCheck(bytes).status).toBe(0);
    const text = await pdfjsText(bytes);
    const original = await pdfjsText(main.bytes);
    expect([text[0], text[1], text[2], text[4]]).toEqual([original[0], original[0], '', original[1]]);
    const shown = await pdfjsPages(bytes);
    expect(shown.map((p) => p.rotate)).toEqual([0, 180, 0, 270, 0]);
    const photoPage = (await PDFDocument.load(other.bytes)).getPage(1);
    expect([shown[3].width, shown[3].height]).toEqual([Math.round(photoPage.getHeight()), Math.round(photoPage.getWidth())]);
    expect([shown[2].width, shown[2].height]).toEqual([612, 792]);
  });

  it('opens a password-protected file with its password and writes it without one', async () => {
    const locked = { bytes: corpusBytes('encrypted-userpw-peanuts.pdf'), password: 'peanuts' };
    const { bytes } = await organizePdf([locked], [page(0, 90)]);
    const reopened = await PDFDocument.load(bytes);
    expect(reopened.isEncrypted).toBe(false);
    expect((await pdfjsPages(bytes))[0].rotate).toBe(90);
  });
});

describe('organizing: the page tree', () => {
  it('keeps what pages inherited from the tree (rotation, size) when the tree is flattened', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 400]);
    doc.addPage([500, 200]).setRotation(degrees(0));
    const root = doc.catalog.Pages();
    root.set(PDFName.of('Rotate'), PDFNumber.of(90));
    root.set(PDFName.of('MediaBox'), doc.context.obj([0, 0, 300, 400]));
    doc.getPage(0).node.delete(PDFName.of('MediaBox'));
    doc.getPage(1).node.delete(PDFName.of('Rotate'));
    const source = { bytes: await doc.save() };
    expect((await pdfjsPages(source.bytes)).map((p) => p.rotate)).toEqual([90, 90]);
    const { bytes } = await organizePdf([source], [page(1, 90), page(0), { blank: { width: 100, height: 50 }, rotate: 0 }]);
    expect(await pdfjsPages(bytes)).toEqual([
      { rotate: 180, width: 500, height: 200 },
      { rotate: 90, width: 400, height: 300 },
      { rotate: 0, width: 100, height: 50 },
    ]);
  });

  it('refuses an empty result and a page that does not exist', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const source = { bytes: await doc.save() };
    await expect(organizePdf([source], [])).rejects.toThrow('A PDF needs at least one page.');
    await expect(organizePdf([source], [page(3)])).rejects.toThrow('There is no page 4 in file 1.');
  });
});
