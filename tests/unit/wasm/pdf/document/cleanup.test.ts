import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { dropImageCodedContents, dropPrivateData, mergeDuplicates } from '../../../../../src/wasm/pdf/document/cleanup';
import { compressPdf } from '../../../../../src/wasm/pdf/compress/compress';
import { mergePdfs } from '../../../../../src/wasm/pdf/merge/merge';
import { dropUnreferenced } from '../../../../../src/wasm/pdf/document/structure';
import { corpusBytes, corpusDescribe } from '../../../../helpers/corpus';
import { pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';

const noise = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7919 + seed * 104729) % 251);

/** Two pages, each drawing its own copy of the same image and font, plus private data and a thumbnail. */
async function bloated() {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const image = () => context.register(context.stream(noise(4000, 1), { Type: 'XObject', Subtype: 'Image', Width: 40, Height: 100, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }));
  const fontFile = () => context.register(context.stream(noise(3000, 2), { Length1: 3000 }));
  const font = () =>
    context.register(
      context.obj({ Type: 'Font', Subtype: 'TrueType', BaseFont: 'Test', FontDescriptor: context.register(context.obj({ Type: 'FontDescriptor', FontName: 'Test', FontFile2: fontFile() })) }),
    );
  for (let n = 0; n < 2; n++) {
    const page = doc.addPage([200, 200]);
    page.node.setXObject(PDFName.of('Im0'), image());
    page.node.setFontDictionary(PDFName.of('F0'), font());
    page.node.set(PDFName.of('Contents'), context.register(context.stream(`q 40 0 0 100 0 0 cm /Im0 Do Q BT /F0 12 Tf ET % page ${n + 1}`)));
    page.node.set(PDFName.of('PieceInfo'), context.obj({ Illustrator: { Private: context.register(context.stream(noise(5000, 3 + n))) } }));
    page.node.set(PDFName.of('Thumb'), context.register(context.stream(noise(800, 9))));
  }
  return doc;
}

describe('private data and duplicates', () => {
  it('drops /PieceInfo and /Thumb, and what only they pointed at', async () => {
    const doc = await bloated();
    expect(dropPrivateData(doc.context)).toBe(4);
    expect(doc.getPages().every((page) => !page.node.has(PDFName.of('PieceInfo')) && !page.node.has(PDFName.of('Thumb')))).toBe(true);
    expect(dropUnreferenced(doc.context)).toBeGreaterThanOrEqual(3);
  });

  it('merges identical images, font files, descriptors and fonts into one of each', async () => {
    const doc = await bloated();
    const images = () => doc.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images()).toHaveLength(2);
    expect(mergeDuplicates(doc.context)).toBe(5); // image, font file and thumbnail, then descriptor, then font
    dropUnreferenced(doc.context);
    expect(images()).toHaveLength(1);
    const [first, second] = doc.getPages().map((page) => page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict).get(PDFName.of('F0')));
    expect(first).toBeInstanceOf(PDFRef);
    expect(first).toBe(second);
  });

  it('drops page content coded with an image filter (no operators can come out of it), keeping the rest', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const text = doc.context.register(doc.context.stream('BT ET'));
    const jbig2 = doc.context.register(doc.context.stream(noise(500, 4), { Filter: 'JBIG2Decode' }));
    const chained = doc.context.register(doc.context.stream(noise(500, 5), { Filter: ['FlateDecode', 'DCTDecode'] }));
    page.node.set(PDFName.of('Contents'), doc.context.obj([text, jbig2, chained]));
    const single = doc.addPage([200, 200]);
    single.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(noise(500, 6), { Filter: 'JPXDecode' })));
    expect(dropImageCodedContents(doc.context)).toBe(3);
    expect(page.node.Contents()?.toString()).toBe(`[ ${text.toString()} ]`);
    expect(single.node.has(PDFName.of('Contents'))).toBe(false);
  });

  it('never merges two pages, even identical ones', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([100, 100]);
    doc.addPage([100, 100]);
    mergeDuplicates(doc.context);
    const saved = await PDFDocument.load(await doc.save());
    expect(saved.getPageCount()).toBe(2);
    expect(new Set(saved.getPages().map((p) => p.ref.toString())).size).toBe(2);
  });

  it('a compressed bloated file keeps its two pages, valid, and is far smaller', async () => {
    const input = await (await bloated()).save();
    const report = await compressPdf(input, 'low');
    expect(report.duplicatesMerged).toBeGreaterThanOrEqual(4);
    expect(report.bytes.length).toBeLessThan(input.length * 0.5);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    expect((await PDFDocument.load(report.bytes)).getPageCount()).toBe(2);
  });
});

corpusDescribe('merging a file with itself', () => {
  it('keeps one copy of the fonts both copies share', async () => {
    const source = { name: 'a.pdf', bytes: corpusBytes('text-4pages-pdflatex.pdf') };
    const { bytes, pages } = await mergePdfs([source, { ...source, name: 'b.pdf' }]);
    expect(pages).toBe(8);
    expect(bytes.length).toBeLessThan(corpusBytes('text-4pages-pdflatex.pdf').length * 1.3);
    const text = await pdfjsText(bytes);
    expect(text.slice(4)).toEqual(text.slice(0, 4));
  });
});
