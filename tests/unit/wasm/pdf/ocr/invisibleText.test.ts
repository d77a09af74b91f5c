/**
 * Redoing a page replaces its invisible text: made-up pages with visible text and an earlier
 * hidden layer (ours, and one in a form XObject as other OCR programs write it). The old invisible
 * words go, the visible ones stay, the new layer is found once, and the pages render as before.
 */
import { PDFDocument, PDFName, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { withoutInvisibleText } from '../../../../../src/wasm/pdf/ocr/invisibleText';
import { addTextLayer } from '../../../../../src/wasm/pdf/ocr/textLayer';
import { pagesAsPng, pdftotext } from '../../../../helpers/ocr';
import { pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';

const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);
const bytes = (content: string) => new TextEncoder().encode(content);
const words = (pdf: Uint8Array) => pdftotext(pdf).split(/\s+/).filter(Boolean);

describe('withoutInvisibleText', () => {
  it('cuts only the text shown in render mode 3, following q/Q', () => {
    const content = 'BT /F1 12 Tf (seen) Tj 3 Tr (hidden) Tj [(a) 10 (b)] TJ ET q BT 0 Tr (seen too) Tj ET Q BT (hidden again) Tj ET';
    const out = text(withoutInvisibleText(bytes(content)))!;
    expect(out).toContain('(seen) Tj');
    expect(out).toContain('(seen too) Tj');
    expect(out).not.toMatch(/hidden|\(a\)/);
    expect(out).toContain('3 Tr');
  });

  it("keeps the line moves and spacing of ' and \"", () => {
    const out = text(withoutInvisibleText(bytes('BT 3 Tr (x) \' 2 1 (y) " ET')))!;
    expect(out.replace(/\s+/g, ' ')).toBe('BT 3 Tr T* 2 Tw 1 Tc T* ET');
  });

  it('leaves content without invisible text alone', () => {
    expect(withoutInvisibleText(bytes('q 1 0 0 1 0 0 cm /Im0 Do Q BT (a) Tj ET'))).toBeNull();
    // Strings that look like operators are not operators.
    expect(withoutInvisibleText(bytes('BT (3 Tr) Tj (x) Tj ET'))).toBeNull();
  });

  it('starts from the render mode in force where a form is painted', () => {
    expect(text(withoutInvisibleText(bytes('BT (x) Tj ET'), 3))).not.toContain('(x)');
  });
});

async function pageWithVisibleText(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 800]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Visible heading stays', { x: 50, y: 700, size: 20, font });
  page.drawRectangle({ x: 50, y: 100, width: 300, height: 200, borderWidth: 3 });
  // Another program's OCR layer in a form XObject.
  const formRef = doc.context.register(
    doc.context.flateStream('BT 3 Tr /F0 12 Tf 1 0 0 1 60 400 Tm (Ghostword) Tj ET', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 600, 800], Resources: { Font: { F0: font.ref } } }),
  );
  page.node.Resources()!.set(PDFName.of('XObject'), doc.context.obj({ OcrLayer: formRef }));
  page.node.addContentStream(doc.context.register(doc.context.flateStream('q /OcrLayer Do Q')));
  return doc.save();
}

describe('addTextLayer with replace', () => {
  it('replaces the earlier invisible text and keeps the visible text', async () => {
    const input = await pageWithVisibleText();
    const layer = [{ page: 0, words: [{ text: 'Recognised', x: 0.1, y: 0.5, width: 0.2, size: 0.02 }, { text: 'words', x: 0.35, y: 0.5, width: 0.1, size: 0.02 }] }];
    const first = await addTextLayer(input, layer);
    expect(words(first)).toEqual(expect.arrayContaining(['Visible', 'heading', 'stays', 'Ghostword', 'Recognised', 'words']));
    // Without replace pdf.js finds the words twice (pdftotext merges text laid exactly on itself).
    const recognised = async (pdf: Uint8Array) => (await pdfjsText(pdf))[0].split(/\s+/).filter((word) => word === 'Recognised').length;
    expect(await recognised(await addTextLayer(first, layer))).toBe(2);
    const again = await addTextLayer(first, layer, '', true);
    expect(qpdfCheck(again).status).toBe(0);
    const found = words(again);
    expect(found.filter((word) => word === 'Recognised')).toHaveLength(1);
    expect(await recognised(again)).toBe(1);
    expect(found).toEqual(expect.arrayContaining(['Visible', 'heading', 'stays']));
    expect(found).not.toContain('Ghostword');
    const [before, after] = [pagesAsPng(input, 72), pagesAsPng(again, 72)];
    expect(Buffer.compare(after[0], before[0])).toBe(0);
  });
});
