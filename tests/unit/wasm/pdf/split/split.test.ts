import { PDFDict, PDFDocument, PDFName, PDFPageLeaf, PDFString, StandardFonts, type PDFRef } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { splitPdf } from '../../../../../src/wasm/pdf/split/split';
import { pdfProblemOf } from '../../../../../src/wasm/pdf/document/problems';
import { corpusBytes, pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';
import { corpusDescribe } from '../../../../helpers/corpus';

/** Six pages 'Page 1'..'Page 6'; page 1 links to page 3 (explicit) and page 6 (named), page 2 to a URL; a two-level outline. */
async function linkedDocument(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = Array.from({ length: 6 }, (_, i) => {
    const page = doc.addPage([300, 300]);
    page.drawText(`Page ${i + 1}`, { x: 50, y: 150, size: 24, font });
    return page;
  });
  const { context } = doc;
  const link = (extra: Record<string, unknown>) => context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], ...extra }));
  pages[0].node.set(PDFName.of('Annots'), context.obj([
    link({ Dest: [pages[2].ref, 'XYZ', 0, 300, null] }),
    link({ A: { S: 'GoTo', D: PDFString.of('end') } }),
  ]));
  pages[1].node.set(PDFName.of('Annots'), context.obj([link({ A: { S: 'URI', URI: PDFString.of('https://example.org/') } })]));
  const names = context.obj({ Names: [PDFString.of('end'), context.obj([pages[5].ref, 'Fit'])] });
  doc.catalog.set(PDFName.of('Names'), context.obj({ Dests: context.register(names) }));
  // Chapter A (page 1) > A.1 (page 2), A.2 (page 5); Chapter B (page 6)
  const root = context.nextRef();
  const [a, a1, a2, b] = [context.nextRef(), context.nextRef(), context.nextRef(), context.nextRef()];
  const item = (title: string, parent: PDFRef, page: number, more: Record<string, PDFRef | number> = {}) =>
    context.obj({ Title: PDFString.of(title), Parent: parent, Dest: [pages[page].ref, 'Fit'], ...more });
  context.assign(a, item('Chapter A', root, 0, { First: a1, Last: a2, Count: 2, Next: b }));
  context.assign(a1, item('A.1', a, 1, { Next: a2 }));
  context.assign(a2, item('A.2', a, 4, { Prev: a1 }));
  context.assign(b, item('Chapter B', root, 5, { Prev: a }));
  context.assign(root, context.obj({ Type: 'Outlines', First: a, Last: b, Count: 2 }));
  doc.catalog.set(PDFName.of('Outlines'), root);
  return doc.save();
}

interface ReadPart {
  text: string[];
  links: (number | string)[][];
  outline: { title: string; items: { title: string }[] }[];
}

/** What pdf.js sees in a part: each page's text, its links (target page or URL), the outline. */
async function readPart(bytes: Uint8Array): Promise<ReadPart> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const links: (number | string)[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const annotations = await (await doc.getPage(n)).getAnnotations();
    links.push(
      await Promise.all(
        annotations.map(async (a) => (a.url ? String(a.url) : (await doc.getPageIndex(a.dest[0])) + 1)),
      ),
    );
  }
  const outline = ((await doc.getOutline()) ?? []).map((o) => ({ title: o.title, items: o.items.map((i) => ({ title: i.title })) }));
  await doc.destroy();
  return { text: await pdfjsText(bytes), links, outline };
}

const pageObjects = async (bytes: Uint8Array) =>
  (await PDFDocument.load(bytes)).context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFPageLeaf || (o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Page'))).length;

describe('splitting a PDF', () => {
  it('keeps links and bookmarks that point inside each part, and only those', async () => {
    const [first, second] = await splitPdf(await linkedDocument(), [[0, 1, 2], [4, 5]]);
    const one = await readPart(first);
    expect(one.text).toEqual(['Page 1', 'Page 2', 'Page 3']);
    // The named link to page 6 went with page 6; the one to page 3 now points at the part's page 3.
    expect(one.links).toEqual([[3], ['https://example.org/'], []]);
    expect(one.outline).toEqual([{ title: 'Chapter A', items: [{ title: 'A.1' }] }]);
    const two = await readPart(second);
    expect(two.text).toEqual(['Page 5', 'Page 6']);
    // Chapter A is not in this part: its child A.2 (page 5) takes its place.
    expect(two.outline).toEqual([{ title: 'A.2', items: [] }, { title: 'Chapter B', items: [] }]);
  });

  it('copies no page a part does not hold, even through links', async () => {
    const [first] = await splitPdf(await linkedDocument(), [[0]]);
    expect(await pageObjects(first)).toBe(1);
    expect(qpdfCheck(first).status).toBe(0);
  });

  it('rejects pages out of range and names a damaged file', async () => {
    await expect(splitPdf(await linkedDocument(), [[6]])).rejects.toThrow(RangeError);
    await expect(splitPdf(new TextEncoder().encode('not a pdf'), [[0]])).rejects.toSatisfy((e) => pdfProblemOf(e) === 'damaged');
  });
});

corpusDescribe('splitting corpus PDFs', () => {
  it("'1-3, 5' of the 117-page text gives those 4 pages with their text", async () => {
    const source = corpusBytes('text-117pages-geotopo.pdf');
    const [part] = await splitPdf(source, [[0, 1, 2, 4]]);
    const all = await pdfjsText(source);
    expect(await pdfjsText(part)).toEqual([all[0], all[1], all[2], all[4]]);
    expect(qpdfCheck(part).status).toBe(0);
    expect(part.byteLength).toBeLessThan(source.byteLength / 4);
  });

  it('opens an encrypted PDF with its password and writes the parts without one', async () => {
    await expect(splitPdf(corpusBytes('encrypted-userpw-peanuts.pdf'), [[0]])).rejects.toSatisfy((e) => pdfProblemOf(e) === 'needsPassword');
    const parts = await splitPdf(corpusBytes('encrypted-userpw-peanuts.pdf'), [[0]], 'peanuts');
    expect(await PDFDocument.load(parts[0]).then((d) => d.isEncrypted)).toBe(false);
  });
});
