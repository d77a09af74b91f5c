import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { zlibSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropImageCodedContents, dropPrivateData, inlineScalars, mergeDuplicates } from '../../../../../src/wasm/pdf/document/cleanup';
import { compressPdf } from '../../../../../src/wasm/pdf/compress/compress';
import { mergePdfs } from '../../../../../src/wasm/pdf/merge/merge';
import { dropUnreferenced } from '../../../../../src/wasm/pdf/document/structure';
import { corpusBytes, corpusDescribe } from '../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';
import { pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';

const noise = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7919 + seed * 104729) % 251);

/** Two pages, each drawing its own copy of the same image and font, plus private data, a thumbnail and the image's own XMP; the document's XMP on the catalog. */
async function bloated() {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const xmp = () => context.register(context.stream('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>', { Type: 'Metadata', Subtype: 'XML' }));
  const image = () =>
    context.register(context.stream(noise(4000, 1), { Type: 'XObject', Subtype: 'Image', Width: 40, Height: 100, ColorSpace: 'DeviceGray', BitsPerComponent: 8, Metadata: xmp() }));
  doc.catalog.set(PDFName.of('Metadata'), xmp());
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
  it("drops /PieceInfo, /Thumb and the image's own XMP, and what only they pointed at; the document's XMP stays", async () => {
    const doc = await bloated();
    expect(dropPrivateData(doc.context)).toBe(6);
    expect(doc.getPages().every((page) => !page.node.has(PDFName.of('PieceInfo')) && !page.node.has(PDFName.of('Thumb')))).toBe(true);
    expect(doc.catalog.has(PDFName.of('Metadata'))).toBe(true);
    expect(dropUnreferenced(doc.context)).toBeGreaterThanOrEqual(5);
  });

  it('merges identical images, font files, descriptors and fonts into one of each', async () => {
    const doc = await bloated();
    const images = () => doc.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images()).toHaveLength(2);
    expect(mergeDuplicates(doc.context)).toBe(7); // three equal XMP streams into one, font file and thumbnail; then image and descriptor; then font
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

/** One page drawing a 300 × 300 RGB photo-like image (smooth colours and grain), stored Flate; with `indirect`, every scalar entry of the image is a reference. */
async function photoPage(indirect: boolean) {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const size = 300;
  const rgb = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const grain = ((x * 7919 + y * 104729) % 17) - 8;
      const o = (y * size + x) * 3;
      rgb[o] = 128 + 90 * Math.sin(x / 23) + grain;
      rgb[o + 1] = 128 + 90 * Math.cos(y / 31) + grain;
      rgb[o + 2] = 128 + 60 * Math.sin((x + y) / 41) + grain;
    }
  }
  const entries = { Type: 'XObject', Subtype: 'Image', Width: size, Height: size, ColorSpace: 'DeviceRGB', BitsPerComponent: 8, Filter: 'FlateDecode' };
  const dict = indirect ? Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, context.register(typeof value === 'number' ? context.obj(value) : context.obj(value))])) : entries;
  const image = context.register(context.stream(zlibSync(rgb), dict));
  const page = doc.addPage([size, size]);
  page.node.setXObject(PDFName.of('Im0'), image);
  page.node.set(PDFName.of('Contents'), context.register(context.stream(`q ${size} 0 0 ${size} 0 0 cm /Im0 Do Q`)));
  return doc;
}

describe('references to names, numbers and booleans', () => {
  beforeAll(() => initNodeCodecs());

  it('become the values, and the objects they pointed at become orphans', async () => {
    const doc = await photoPage(true);
    const image = doc.context.lookup(doc.getPages()[0].node.Resources()?.lookup(PDFName.of('XObject'), PDFDict).get(PDFName.of('Im0'))) as PDFRawStream;
    expect(image.dict.get(PDFName.of('Width'))).toBeInstanceOf(PDFRef);
    expect(inlineScalars(doc.context)).toBe(7);
    expect(image.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'));
    expect(image.dict.get(PDFName.of('Width'))).toEqual(PDFNumber.of(300));
    expect(dropUnreferenced(doc.context)).toBe(7);
  });

  it('an image whose entries are all references is compressed like the same image written plainly', async () => {
    const plain = await compressPdf(await (await photoPage(false)).save(), 'medium');
    const indirect = await compressPdf(await (await photoPage(true)).save(), 'medium');
    expect(plain.imagesReplaced).toBe(1);
    expect(indirect.imagesReplaced).toBe(1);
    // The same image coding (the files' random /ID aside, they are the same too).
    const imageOf = async (bytes: Uint8Array) => {
      const doc = await PDFDocument.load(bytes);
      return doc.context.lookup(doc.getPages()[0].node.Resources()?.lookup(PDFName.of('XObject'), PDFDict).get(PDFName.of('Im0'))) as PDFRawStream;
    };
    const [a, b] = [await imageOf(plain.bytes), await imageOf(indirect.bytes)];
    expect(b.dict.get(PDFName.of('Filter'))).toBe(a.dict.get(PDFName.of('Filter')));
    expect(Buffer.from(b.contents).equals(Buffer.from(a.contents))).toBe(true);
    expect(Math.abs(indirect.bytes.length - plain.bytes.length)).toBeLessThanOrEqual(4);
    expect(qpdfCheck(indirect.bytes).status).toBe(0);
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
