import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFContext } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { ChangeLog, pagesReaching, snapshotObjects, undoChanges } from '../../../../../src/wasm/pdf/compress/changes';
import { dropUnreferenced } from '../../../../../src/wasm/pdf/document/structure';

const stream = (context: PDFContext, dict: Record<string, unknown>, bytes = 'data') =>
  context.register(PDFRawStream.of(context.obj(dict as never) as unknown as PDFDict, new TextEncoder().encode(bytes)));

/**
 * Three pages: 1 and 2 share a font (font -> descriptor -> program); 3 draws a form that draws an
 * image with a soft mask and a colour-key mask; 2 has an annotation whose appearance draws another
 * image; 1 has a link to page 3.
 */
async function fixture() {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const program = stream(context, {}, 'font program');
  const descriptor = context.register(context.obj({ Type: 'FontDescriptor', FontName: 'F', FontFile: program }));
  const font = context.register(context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'F', FontDescriptor: descriptor }));
  const smask = stream(context, { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }, 'm');
  const colourKey = stream(context, { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ImageMask: true }, 'k');
  const image = stream(context, { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8, SMask: smask, Mask: colourKey }, 'rgb');
  const form = stream(context, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1], Resources: { XObject: { Im0: image } } }, '/Im0 Do');
  const stamp = stream(context, { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 }, 'xyz');
  const appearance = stream(context, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1], Resources: { XObject: { S: stamp } } }, '/S Do');
  const pages = [doc.addPage(), doc.addPage(), doc.addPage()];
  pages[0].node.set(PDFName.of('Resources'), context.obj({ Font: { F1: font } }));
  pages[1].node.set(PDFName.of('Resources'), context.obj({ Font: { F1: font } }));
  const annotation = context.register(context.obj({ Type: 'Annot', Subtype: 'Stamp', Rect: [0, 0, 1, 1], AP: { N: appearance }, P: pages[1].ref }));
  pages[1].node.set(PDFName.of('Annots'), context.obj([annotation]));
  pages[2].node.set(PDFName.of('Resources'), context.obj({ XObject: { Fm0: form } }));
  const link = context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 1, 1], Dest: [pages[2].ref, 'Fit'], P: pages[0].ref }));
  pages[0].node.set(PDFName.of('Annots'), context.obj([link]));
  return { doc, context, program, descriptor, font, image, smask, colourKey, stamp };
}

describe('the change log', () => {
  it('finds objects replaced at their reference and font descriptors edited in place, and nothing else', async () => {
    const { context, descriptor, image, program } = await fixture();
    const log = new ChangeLog(context);
    const original = context.lookup(image);
    context.assign(image, PDFRawStream.of((context.lookup(image) as PDFRawStream).dict.clone(context), new Uint8Array([1])));
    (context.lookup(descriptor) as PDFDict).set(PDFName.of('FontFile3'), program);
    (context.lookup(descriptor) as PDFDict).delete(PDFName.of('FontFile'));
    const changes = log.changes();
    expect([...changes.keys()].sort()).toEqual([descriptor.toString(), image.toString()].sort());
    expect(changes.get(image.toString())).toMatchObject({ original, image: true });
    const before = changes.get(descriptor.toString())?.original as PDFDict;
    expect(before.get(PDFName.of('FontFile'))).toBe(program); // the descriptor as it was
    expect(changes.get(descriptor.toString())?.image).toBe(false);
  });

  it('maps each page to the changes it draws with, through fonts, forms, masks and annotation appearances', async () => {
    const { doc, context, program, image, smask, stamp } = await fixture();
    const log = new ChangeLog(context);
    for (const ref of [program, smask, stamp]) context.assign(ref, PDFRawStream.of(context.obj({}) as PDFDict, new Uint8Array([9])));
    const changes = log.changes();
    const reach = pagesReaching(doc, changes);
    expect([...reach.keys()]).toEqual([0, 1, 2]);
    expect([...(reach.get(0) ?? [])]).toEqual([program.toString()]);
    expect([...(reach.get(1) ?? [])].sort()).toEqual([program.toString(), stamp.toString()].sort());
    expect([...(reach.get(2) ?? [])]).toEqual([smask.toString()]);
    expect(reach.get(2)?.has(image.toString())).toBe(false); // unchanged itself
  });

  it("a link to another page does not make that page's changes its own", async () => {
    const { doc, context, smask } = await fixture();
    const log = new ChangeLog(context);
    context.assign(smask, PDFRawStream.of(context.obj({}) as PDFDict, new Uint8Array([9])));
    expect([...pagesReaching(doc, log.changes()).keys()]).toEqual([2]);
  });

  it('undoing puts the original back, with what it points at that the clean-up removed since', async () => {
    const { context, image, colourKey, smask } = await fixture();
    const log = new ChangeLog(context);
    const original = context.lookup(image) as PDFRawStream;
    // A lossy rewrite that drops the colour key (the soft mask takes precedence): the key is an orphan.
    const dict = original.dict.clone(context);
    dict.delete(PDFName.of('Mask'));
    context.assign(image, PDFRawStream.of(dict, new Uint8Array([1])));
    const changes = log.changes();
    const beforeCleanup = snapshotObjects(context);
    dropUnreferenced(context);
    expect(context.lookup(colourKey)).toBeUndefined();
    undoChanges(context, changes.values(), [beforeCleanup, log.objects]);
    expect(context.lookup(image)).toBe(original);
    expect(context.lookup(colourKey)).toBeInstanceOf(PDFRawStream);
    expect(context.lookup(smask)).toBeInstanceOf(PDFRawStream);
    expect((context.lookup(image) as PDFRawStream).dict.get(PDFName.of('Mask'))).toBeInstanceOf(PDFRef);
  });
});
