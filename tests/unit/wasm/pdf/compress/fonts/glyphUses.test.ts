/**
 * The walk that decides which glyphs stay: text in every place a PDF can draw it, each string
 * credited to the font selected where it is shown, and form-field fonts listed to stay whole.
 */
import { PDFDict, PDFDocument, PDFName, type PDFRef } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { scanFontUses } from '../../../../../../src/wasm/pdf/compress/fonts/glyphUses';

async function build() {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const font = (name: string) => context.register(context.obj({ Type: 'Font', Subtype: 'TrueType', BaseFont: name }));
  const fonts = Object.fromEntries(['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F8', 'F9', 'Unused'].map((n) => [n, font(n)])) as Record<string, PDFRef>;
  const stream = (text: string, dict: Record<string, unknown> = {}) => context.register(context.stream(text, dict as never));
  const inherits = stream('BT (C) Tj ET', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10] });
  const ownFont = stream('BT /F2 10 Tf [(D) 5 (E)] TJ ET', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10], Resources: { Font: { F2: fonts.F2 } } });
  const maskGroup = stream('BT /F5 9 Tf (M) Tj ET', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10], Resources: { Font: { F5: fonts.F5 } } });
  const pattern = stream('BT /F6 9 Tf (P) Tj ET', { PatternType: 1, PaintType: 1, TilingType: 1, BBox: [0, 0, 10, 10], XStep: 10, YStep: 10, Resources: { Font: { F6: fonts.F6 } } });
  const glyphProc = stream('0 0 d0 BT /F8 9 Tf (T) Tj ET');
  const type3 = context.register(
    context.obj({ Type: 'Font', Subtype: 'Type3', FontBBox: [0, 0, 1, 1], FontMatrix: [0.001, 0, 0, 0.001, 0, 0], CharProcs: { a: glyphProc }, Encoding: { Type: 'Encoding', Differences: [97, 'a'] }, FirstChar: 97, LastChar: 97, Widths: [1], Resources: { Font: { F8: fonts.F8 } } }),
  );
  const page = doc.addPage([100, 100]);
  page.node.set(PDFName.of('Resources'), context.obj({ Font: { F1: fonts.F1, T3: type3, Unused: fonts.Unused }, XObject: { X0: inherits, X1: ownFont }, ExtGState: { G0: { SMask: { S: 'Luminosity', G: maskGroup } }, G1: { SMask: 'None' } }, Pattern: { P0: pattern } }));
  // /G1 turns masking off again (/SMask /None, a name where /G0 has a dictionary).
  page.node.set(PDFName.of('Contents'), stream('BT /F1 12 Tf (AB) Tj ET q /X0 Do Q /X1 Do /G0 gs BT /T3 9 Tf (a) Tj ET /G1 gs'));
  const note = context.obj({ Type: 'Annot', Subtype: 'FreeText', Rect: [0, 0, 10, 10], AP: { N: stream('BT /F3 9 Tf (G) Tj ET', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10], Resources: { Font: { F3: fonts.F3 } } }) } });
  const widget = context.obj({ Type: 'Annot', Subtype: 'Widget', Rect: [0, 0, 10, 10], AP: { N: { On: stream('BT /F4 9 Tf (W) Tj ET', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10], Resources: { Font: { F4: fonts.F4 } } }) } } });
  page.node.set(PDFName.of('Annots'), context.obj([context.register(note), context.register(widget)]));
  doc.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [], DR: { Font: { F9: fonts.F9 } } }));
  return { doc, fonts, lookup: (ref: PDFRef) => context.lookup(ref) as PDFDict };
}

const shownOf = (uses: ReturnType<typeof scanFontUses>, font: PDFDict) => [...(uses.shown.get(font) ?? [])].sort();

describe('which text each font shows', () => {
  it('credits page text, inherited fonts in forms, soft masks, patterns, Type 3 glyphs and annotations; a soft mask set to /None is no mask', async () => {
    const { doc, fonts, lookup } = await build();
    const uses = scanFontUses(doc);
    expect(shownOf(uses, lookup(fonts.F1))).toEqual(['AB', 'C']); // the form X0 inherits F1
    expect(shownOf(uses, lookup(fonts.F2))).toEqual(['D', 'E']);
    expect(shownOf(uses, lookup(fonts.F3))).toEqual(['G']);
    expect(shownOf(uses, lookup(fonts.F5))).toEqual(['M']);
    expect(shownOf(uses, lookup(fonts.F6))).toEqual(['P']);
    expect(shownOf(uses, lookup(fonts.F8))).toEqual(['T']);
    expect(uses.shown.has(lookup(fonts.Unused))).toBe(false);
  });

  it('lists the fonts of widget appearances and of the AcroForm /DR to stay whole, and no others', async () => {
    const { doc, fonts, lookup } = await build();
    const uses = scanFontUses(doc);
    expect(uses.keepWhole.has(lookup(fonts.F4))).toBe(true);
    expect(uses.keepWhole.has(lookup(fonts.F9))).toBe(true);
    expect(uses.keepWhole.has(lookup(fonts.F1))).toBe(false);
    expect(uses.keepWhole.has(lookup(fonts.F3))).toBe(false);
  });

  it('a content stream it cannot follow makes the whole scan throw, so nothing is subset on a guess', async () => {
    const { doc } = await build();
    const page = doc.getPage(0);
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream('BT /F1 12 Tf [(AB) Tj ET')));
    expect(() => scanFontUses(doc)).toThrow();
  });
});
