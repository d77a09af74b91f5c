/** What the PDF wings learn of a file before work starts (document/inspect.ts). */
import { degrees, PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPageSizes, inspectPdf } from '../../../../../src/wasm/pdf/document/inspect';

describe('inspect', () => {
  it('inspection gives the page count and each page as shown (a turned page swaps its sides)', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 400]);
    doc.addPage([300, 400]).setRotation(degrees(90));
    expect(await inspectPageSizes(await doc.save())).toEqual({ pages: 2, sizes: [{ width: 300, height: 400 }, { width: 400, height: 300 }] });
  });

  it('gives the page count, how the file opened and whether it is signed', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 400]);
    expect(await inspectPdf(await doc.save())).toEqual({ pages: 1, access: 'open', signed: false, repaired: false });
  });
});
