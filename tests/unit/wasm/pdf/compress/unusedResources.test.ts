import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pruneUnusedResources } from '../../../../../src/wasm/pdf/compress/unusedResources';
import { compressPdf } from '../../../../../src/wasm/pdf/compress/compress';
import { minPagePsnr } from '../../../../helpers/pdfChecks';

/** A 2 × 2 gray image of its own colour, so every image stream differs. */
const image = (doc: PDFDocument, gray: number) =>
  doc.context.register(doc.context.stream(new Uint8Array([gray, gray, gray, gray]), { Type: 'XObject', Subtype: 'Image', Width: 2, Height: 2, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }));

const content = (doc: PDFDocument, text: string) => doc.context.register(doc.context.stream(text));

async function withPages(build: (doc: PDFDocument, images: PDFRef[]) => void) {
  const doc = await PDFDocument.create();
  const images = [40, 90, 140, 190].map((gray) => image(doc, gray));
  build(doc, images);
  return doc;
}

const namesIn = (resources: PDFDict | undefined, category = 'XObject') =>
  resources?.lookupMaybe(PDFName.of(category), PDFDict)?.keys().map((key) => key.decodeText()).sort() ?? [];

describe('resources no content names', () => {
  it('are removed, and what they pointed at is dropped with them; used ones stay', async () => {
    const doc = await withPages((d, [a, b]) => {
      const page = d.addPage([200, 200]);
      page.node.set(PDFName.of('Resources'), d.context.obj({ XObject: { Used: a, Left: b }, Font: { F9: d.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' }) } }));
      page.node.set(PDFName.of('Contents'), content(d, 'q 100 0 0 100 50 50 cm /Used Do Q'));
    });
    const input = await doc.save({ useObjectStreams: false });
    expect(pruneUnusedResources(doc)).toBe(2);
    expect(namesIn(doc.getPage(0).node.Resources())).toEqual(['Used']);
    const report = await compressPdf(input, 'low');
    expect(report.resourcesPruned).toBe(2);
    const out = await PDFDocument.load(report.bytes);
    const images = [...out.context.enumerateIndirectObjects()].filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(1);
    expect(minPagePsnr(input, report.bytes, 72)).toBe(Infinity);
  });

  it('one dictionary shared by two pages keeps what either page uses', async () => {
    const doc = await withPages((d, [a, b, c]) => {
      const shared = d.context.register(d.context.obj({ XObject: { A: a, B: b, C: c } }));
      for (const name of ['A', 'B']) {
        const page = d.addPage([200, 200]);
        page.node.set(PDFName.of('Resources'), shared);
        page.node.set(PDFName.of('Contents'), content(d, `q 100 0 0 100 50 50 cm /${name} Do Q`));
      }
    });
    expect(pruneUnusedResources(doc)).toBe(1);
    expect(namesIn(doc.getPage(0).node.Resources())).toEqual(['A', 'B']);
  });

  it("a form without resources of its own names images in its painter's dictionary", async () => {
    const doc = await withPages((d, [a, b]) => {
      const form = d.context.register(d.context.stream('q 50 0 0 50 0 0 cm /Inner Do Q', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 100, 100] }));
      const page = d.addPage([200, 200]);
      page.node.set(PDFName.of('Resources'), d.context.obj({ XObject: { Outer: form, Inner: a, Spare: b } }));
      page.node.set(PDFName.of('Contents'), content(d, '/Outer Do'));
    });
    expect(pruneUnusedResources(doc)).toBe(1);
    expect(namesIn(doc.getPage(0).node.Resources())).toEqual(['Inner', 'Outer']);
  });

  it('nothing is removed where content names something the dictionary lacks, or cannot be read', async () => {
    const missing = await withPages((d, [a, b]) => {
      const page = d.addPage([200, 200]);
      page.node.set(PDFName.of('Resources'), d.context.obj({ XObject: { A: a, B: b } }));
      page.node.set(PDFName.of('Contents'), content(d, '/A Do /Elsewhere Do'));
    });
    expect(pruneUnusedResources(missing)).toBe(0);
    const unreadable = await withPages((d, [a, b]) => {
      const page = d.addPage([200, 200]);
      page.node.set(PDFName.of('Resources'), d.context.obj({ XObject: { A: a, B: b } }));
      // A Flate stream that is not zlib data: its names cannot be known.
      page.node.set(PDFName.of('Contents'), d.context.register(d.context.stream(new Uint8Array([1, 2, 3, 4]), { Filter: 'FlateDecode' })));
    });
    expect(pruneUnusedResources(unreadable)).toBe(0);
  });

  it("a /Font dictionary shared by two pages' resources keeps what either uses; form fields' default resources stay whole", async () => {
    const doc = await PDFDocument.create();
    const font = (base: string) => doc.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: base });
    const fonts = doc.context.register(doc.context.obj({ F1: font('Helvetica'), F2: font('Courier'), F3: font('Times-Roman') }));
    const fieldFonts = doc.context.register(doc.context.obj({ Helv: font('Helvetica'), Unused: font('Symbol') }));
    for (const name of ['F1', 'F2']) {
      const page = doc.addPage([200, 200]);
      page.node.set(PDFName.of('Resources'), doc.context.obj({ Font: fonts }));
      page.node.set(PDFName.of('Contents'), content(doc, `BT /${name} 12 Tf (x) Tj ET`));
    }
    // A third page whose resources are the form's default resources: nothing of them goes.
    const third = doc.addPage([200, 200]);
    const defaults = doc.context.register(doc.context.obj({ Font: fieldFonts }));
    third.node.set(PDFName.of('Resources'), defaults);
    third.node.set(PDFName.of('Contents'), content(doc, ''));
    doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], DR: defaults, DA: '/Helv 0 Tf 0 g' }));
    expect(pruneUnusedResources(doc)).toBe(1);
    expect(namesIn(doc.getPage(0).node.Resources(), 'Font')).toEqual(['F1', 'F2']);
    expect(namesIn(third.node.Resources(), 'Font')).toEqual(['Helv', 'Unused']);
  });

  it('an annotation appearance keeps its own resources, and one without leaves the page whole', async () => {
    const doc = await withPages((d, [a, b, c]) => {
      const appearance = d.context.register(d.context.stream('/Stamp Do', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10], Resources: { XObject: { Stamp: a, Unused: b } } }));
      const bare = d.context.register(d.context.stream('/C Do', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10] }));
      const page = d.addPage([200, 200]);
      page.node.set(PDFName.of('Resources'), d.context.obj({ XObject: { C: c, D: b } }));
      page.node.set(PDFName.of('Contents'), content(d, ''));
      page.node.set(PDFName.of('Annots'), d.context.obj([
        d.context.obj({ Type: 'Annot', Subtype: 'Stamp', Rect: [0, 0, 10, 10], AP: { N: appearance } }),
        d.context.obj({ Type: 'Annot', Subtype: 'Stamp', Rect: [20, 20, 30, 30], AP: { N: bare } }),
      ]));
    });
    expect(pruneUnusedResources(doc)).toBe(1); // only the appearance's own Unused
    expect(namesIn(doc.getPage(0).node.Resources())).toEqual(['C', 'D']);
  });
});
