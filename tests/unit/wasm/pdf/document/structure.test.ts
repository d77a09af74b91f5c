import { deflateSync, inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { readContentOperations } from '../../../../../src/wasm/pdf/document/contentLexer';
import { scanImageUses } from '../../../../../src/wasm/pdf/compress/images/imageUses';
import { targetSize } from '../../../../../src/wasm/pdf/compress/images/imageRewrite';
import { applyPngPredictor, undoPredictor } from '../../../../../src/wasm/pdf/compress/images/predictors';
import { compressStreams, dropUnreferenced, lzwToFlate } from '../../../../../src/wasm/pdf/document/structure';
import { upFilter } from '../../../../helpers/buildPdf';
import { renderGray } from '../../../../helpers/pdfChecks';

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('predictors', () => {
  const samples = new Uint8Array(30 * 20 * 3).map((_, i) => (i * 31 + (i >> 5) * 7) % 256);

  it('undoes the PNG Up filter written by an independent encoder', () => {
    expect(undoPredictor(upFilter(samples, 90), { predictor: 12, colors: 3, columns: 30 })).toEqual(samples);
  });

  it('round-trips every row filter it chooses', () => {
    const encoded = applyPngPredictor(samples, 3, 90);
    expect(new Set(Array.from({ length: 20 }, (_, r) => encoded[r * 91])).size).toBeGreaterThan(0);
    expect(undoPredictor(encoded, { predictor: 15, colors: 3, columns: 30 })).toEqual(samples);
  });

  it('undoes the TIFF predictor (each sample minus its left neighbour)', () => {
    const row = new Uint8Array([10, 20, 5, 1, 2, 3]); // 2 gray columns... as 3 colours x 2 columns
    expect(Array.from(undoPredictor(row, { predictor: 2, colors: 3, columns: 2 }))).toEqual([10, 20, 5, 11, 22, 8]);
  });

  it('refuses unknown row filters instead of guessing', () => {
    expect(() => undoPredictor(new Uint8Array([9, 1, 2, 3]), { predictor: 10, colors: 3, columns: 1 })).toThrow();
  });
});

describe('content stream reading', () => {
  it('reads operators and operands, stepping over strings, arrays and inline images', () => {
    const content = bytesOf('q 2 0 0 3 10 20 cm (a (nested) \\) Do) Tj [(x) 5 (y)] TJ BI /W 4 /H 1 ID \x01EI Q\xff EI /Im1 Do Q % Do comment\n/F1 12 Tf');
    const ops = [...readContentOperations(content)].map((o) => o.operator);
    expect(ops).toEqual(['q', 'cm', 'Tj', 'TJ', 'BI', 'EI', 'Do', 'Q', 'Tf']);
    const cm = [...readContentOperations(content)][1];
    expect(cm.operands).toEqual([2, 0, 0, 3, 10, 20]);
  });

  it('finds the drawn size of an image through cm, q/Q and a Form XObject', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([600, 800]);
    const image = doc.context.register(
      doc.context.stream(new Uint8Array(300), { Type: 'XObject', Subtype: 'Image', Width: 10, Height: 10, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 }),
    );
    const formResources = doc.context.obj({ XObject: { Im: image } });
    const form = doc.context.register(
      doc.context.stream(bytesOf('q 100 0 0 50 0 0 cm /Im Do Q'), { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1000, 1000], Matrix: [2, 0, 0, 2, 0, 0], Resources: formResources }),
    );
    page.node.setXObject(PDFName.of('Fm'), form);
    page.node.setXObject(PDFName.of('Im'), image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(1.5, 0, 0, 1.5, 0, 0), drawObject('Fm'), popGraphicsState());
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(0, 40, -30, 0, 0, 0), drawObject('Im'), popGraphicsState());
    const { sizes } = scanImageUses(doc);
    // Form: 100×50 scaled by the form matrix (2) and the page cm (1.5); page: rotated 40×30.
    // The larger use covers 300 × 150 of the 600 × 800 page.
    expect(sizes.get(image.toString())).toEqual({ width: 300, height: 150, pageShare: (300 * 150) / (600 * 800) });
  });
});

describe('target size for a level', () => {
  it('keeps images drawn at up to 1.5× the target DPI and scales the rest to the target', () => {
    expect(targetSize({ width: 1240, height: 1754 }, { width: 595, height: 842 }, 110)).toEqual({ width: 1240, height: 1754 });
    expect(targetSize({ width: 1240, height: 1754 }, { width: 595, height: 842 }, 72)).toEqual({ width: 595, height: 842 });
    expect(targetSize({ width: 512, height: 512 }, undefined, 72)).toEqual({ width: 512, height: 512 });
  });

  it('resamples each axis on its own: a long strip keeps the height it needs', () => {
    // 40000 × 512 drawn 500 × 125 pt: 5760 DPI across, 295 DPI down.
    expect(targetSize({ width: 40000, height: 512 }, { width: 500, height: 125 }, 150)).toEqual({ width: 1042, height: 260 });
    expect(targetSize({ width: 40000, height: 512 }, { width: 500, height: 125 }, 300)).toEqual({ width: 2083, height: 512 });
  });
});

describe('structure clean-up', () => {
  it('trims the padding of a PDF/A file\'s XMP metadata and keeps it unfiltered and whole', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const packet = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta xmlns:x="adobe:ns:meta/"><pdfaid:part>2</pdfaid:part></x:xmpmeta>`;
    const padded = `${packet}\n${' '.repeat(2000)}\n${' '.repeat(100)}\n<?xpacket end="w"?>`;
    const xmp = doc.context.register(doc.context.stream(bytesOf(padded), { Type: 'Metadata', Subtype: 'XML' }));
    doc.catalog.set(PDFName.of('Metadata'), xmp);
    compressStreams(doc.context);
    const after = doc.context.lookup(xmp) as PDFRawStream;
    expect(after.dict.has(PDFName.of('Filter'))).toBe(false);
    expect(new TextDecoder().decode(after.contents)).toBe(`${packet}\n<?xpacket end="w"?>`);
  });

  it('deflates uncompressed streams and the XMP metadata of a file that is not PDF/A, and drops orphans', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const text = 'BT /F1 12 Tf (hello hello hello hello hello) Tj ET\n'.repeat(40);
    const content = doc.context.register(doc.context.stream(bytesOf(text), {}));
    doc.getPage(0).node.set(PDFName.of('Contents'), content);
    const packet = `<?xpacket begin=""?><x:xmpmeta><dc:title>hello hello hello hello</dc:title></x:xmpmeta>`;
    const xmp = doc.context.register(doc.context.stream(bytesOf(`${packet}${' '.repeat(2000)}<?xpacket end="w"?>`), { Type: 'Metadata', Subtype: 'XML' }));
    doc.catalog.set(PDFName.of('Metadata'), xmp);
    const orphan = doc.context.register(doc.context.stream(bytesOf('unused'.repeat(50)), {}));
    const already = doc.context.register(doc.context.stream(deflateSync(Buffer.from(text), { level: 1 }), { Filter: 'FlateDecode' }));
    doc.catalog.set(PDFName.of('Extra'), already);

    expect(compressStreams(doc.context)).toBeGreaterThanOrEqual(2);
    expect((doc.context.lookup(content) as PDFRawStream).dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    const metadata = doc.context.lookup(xmp) as PDFRawStream;
    expect(metadata.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(inflateSync(Buffer.from(metadata.contents)).toString()).toBe(`${packet}\n<?xpacket end="w"?>`);
    expect(dropUnreferenced(doc.context)).toBeGreaterThanOrEqual(1);
    expect(doc.context.lookup(orphan)).toBeUndefined();
    expect(doc.context.lookup(content)).toBeDefined();
  });

  it('re-deflates a stream filtered as a one-item array [/FlateDecode] and writes the plain name', async () => {
    const doc = await PDFDocument.create();
    const text = 'q 1 0 0 1 10 10 cm 0 0 m 100 100 l S Q\n'.repeat(200);
    const arrays = [
      doc.context.register(doc.context.stream(deflateSync(Buffer.from(text), { level: 1 }), { Filter: ['FlateDecode'] })),
      doc.context.register(doc.context.stream(deflateSync(Buffer.from(text), { level: 1 }), { Filter: ['FlateDecode'], DecodeParms: [null] })),
    ];
    const predicted = doc.context.register(
      doc.context.stream(deflateSync(Buffer.from(text), { level: 1 }), { Filter: ['FlateDecode'], DecodeParms: [{ Predictor: 12, Columns: 4 }] }),
    );
    expect(compressStreams(doc.context)).toBe(2);
    for (const ref of arrays) {
      const stream = doc.context.lookup(ref) as PDFRawStream;
      expect(stream.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
      expect(stream.dict.has(PDFName.of('DecodeParms'))).toBe(false);
      expect(inflateSync(Buffer.from(stream.contents)).toString()).toBe(text);
    }
    expect((doc.context.lookup(predicted) as PDFRawStream).dict.has(PDFName.of('DecodeParms'))).toBe(true);
  });

  it('trusts a zlib header that says maximum effort: such a stream is not deflated again, one that says fastest is', async () => {
    const doc = await PDFDocument.create();
    const text = Array.from({ length: 400 }, (_, i) => `q ${(i * 7) % 13} 0 0 ${(i * 5) % 11} ${i} ${i * 3} cm 0 0 m ${i % 97} ${(i * 31) % 89} l S Q`).join('\n');
    const stored = deflateSync(Buffer.from(text), { level: 0 }); // header 78 01: FLEVEL 0, fastest
    expect(stored[1] >> 6).toBe(0);
    // The same stored blocks under a header claiming level 9 (78 DA, still a valid zlib header).
    const claimsBest = Buffer.from(stored);
    claimsBest[1] = 0xda;
    expect(inflateSync(claimsBest).toString()).toBe(text);
    const fastest = doc.context.register(doc.context.stream(stored, { Filter: 'FlateDecode' }));
    const best = doc.context.register(doc.context.stream(claimsBest, { Filter: 'FlateDecode' }));
    expect(compressStreams(doc.context)).toBe(1);
    const after = doc.context.lookup(fastest) as PDFRawStream;
    expect(after.contents.length).toBeLessThan(stored.length / 2);
    expect(inflateSync(Buffer.from(after.contents)).toString()).toBe(text);
    expect(Buffer.from((doc.context.lookup(best) as PDFRawStream).contents).equals(claimsBest)).toBe(true);
  });
});

describe('ASCII armour', () => {
  const hex = (bytes: Uint8Array) => `${Buffer.from(bytes).toString('hex')}>`;

  it('hex and base-85 layers are decoded away; the filters after them stay, with their parameters', async () => {
    const doc = await PDFDocument.create();
    const content = new TextEncoder().encode('0.5 g 10 10 100 100 re f');
    const page = doc.addPage([200, 200]);
    // Hex over Flate, with a parameter list that names each filter's parameters.
    const armoured = doc.context.register(doc.context.flateStream(new Uint8Array(), {}));
    doc.context.assign(armoured, PDFRawStream.of(doc.context.obj({ Filter: ['ASCIIHexDecode', 'FlateDecode'], DecodeParms: [null, null] }), new TextEncoder().encode(hex(deflateSync(content)))));
    page.node.set(PDFName.of('Contents'), armoured);
    // Base-85 alone: 'Man ' is '9jqo^' in ASCII85.
    const plain = doc.context.register(PDFRawStream.of(doc.context.obj({ Filter: 'A85' }), new TextEncoder().encode('9jqo^~>')));
    const { dropAsciiArmour } = await import('../../../../../src/wasm/pdf/document/structure');
    expect(dropAsciiArmour(doc.context)).toBe(2);
    const first = doc.context.lookup(armoured) as PDFRawStream;
    expect(first.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(first.dict.has(PDFName.of('DecodeParms'))).toBe(false);
    expect(new TextDecoder().decode(inflateSync(first.contents))).toBe('0.5 g 10 10 100 100 re f');
    const second = doc.context.lookup(plain) as PDFRawStream;
    expect(second.dict.has(PDFName.of('Filter'))).toBe(false);
    expect(new TextDecoder().decode(second.contents)).toBe('Man ');
  });

  it('a stream whose armour does not decode is left exactly as it is', async () => {
    const doc = await PDFDocument.create();
    const broken = doc.context.register(PDFRawStream.of(doc.context.obj({ Filter: 'ASCII85Decode' }), new TextEncoder().encode('vvvv~>')));
    const { dropAsciiArmour } = await import('../../../../../src/wasm/pdf/document/structure');
    dropAsciiArmour(doc.context);
    expect((doc.context.lookup(broken) as PDFRawStream).dict.get(PDFName.of('Filter'))).toBe(PDFName.of('ASCII85Decode'));
  });
});

/** LZW as PDF codes it (clear code first, 9-bit codes MSB first, end code): short data only, so no code grows past 9 bits. */
function lzw9(data: Uint8Array): Uint8Array {
  const codes = [256];
  const table = new Map<string, number>();
  const codeOf = (w: string) => (w.length === 1 ? w.charCodeAt(0) : table.get(w)!);
  let next = 258;
  let w = String.fromCharCode(data[0]);
  for (const byte of data.subarray(1)) {
    const wc = w + String.fromCharCode(byte);
    if (table.has(wc)) {
      w = wc;
      continue;
    }
    codes.push(codeOf(w));
    table.set(wc, next++);
    w = String.fromCharCode(byte);
  }
  codes.push(codeOf(w), 257);
  if (next > 500) throw new Error('test data too long for 9-bit codes');
  const out = new Uint8Array(Math.ceil((codes.length * 9) / 8));
  let bit = 0;
  for (const code of codes) for (let b = 8; b >= 0; b--, bit++) if ((code >> b) & 1) out[bit >> 3] |= 0x80 >> (bit & 7);
  return out;
}

/** RunLength coding as literal runs of up to 128 bytes, then the end mark. */
const runLength = (data: Uint8Array) => {
  const out: number[] = [];
  for (let at = 0; at < data.length; at += 128) {
    const run = data.subarray(at, at + 128);
    out.push(run.length - 1, ...run);
  }
  return Uint8Array.from([...out, 128]);
};

describe('LZW and RunLength streams', () => {
  it('become Flate, an LZW image keeping its predictor, and every page renders the same', async () => {
    const doc = await PDFDocument.create();
    const { context } = doc;
    const [width, height] = [16, 8];
    const samples = Uint8Array.from({ length: width * height }, (_, i) => (i % width) * 12 + Math.floor(i / width) * 9);
    const image = context.register(
      PDFRawStream.of(
        context.obj({ Type: 'XObject', Subtype: 'Image', Width: width, Height: height, ColorSpace: 'DeviceGray', BitsPerComponent: 8, Filter: 'LZWDecode', DecodeParms: { Predictor: 12, Colors: 1, Columns: width, EarlyChange: 1 } }),
        lzw9(upFilter(samples, width)),
      ),
    );
    const content = bytesOf('q 160 0 0 80 20 20 cm /Im0 Do Q 0.2 g 20 120 60 30 re f\n');
    const page = doc.addPage([200, 200]);
    page.node.setXObject(PDFName.of('Im0'), image);
    const first = context.register(PDFRawStream.of(context.obj({ Filter: ['LZWDecode'] }), lzw9(content)));
    const second = context.register(PDFRawStream.of(context.obj({ Filter: 'RunLengthDecode' }), runLength(bytesOf('0.6 g 100 120 60 30 re f\n'))));
    page.node.set(PDFName.of('Contents'), context.obj([first, second]));
    const before = await doc.save({ useObjectStreams: false });

    expect(lzwToFlate(context)).toBe(3);
    const recoded = context.lookup(image) as PDFRawStream;
    expect(recoded.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    const parms = recoded.dict.lookup(PDFName.of('DecodeParms'), PDFDict);
    expect(parms.get(PDFName.of('Predictor'))?.toString()).toBe('12');
    expect(parms.has(PDFName.of('EarlyChange'))).toBe(false);
    expect(Buffer.from(inflateSync(recoded.contents)).equals(Buffer.from(upFilter(samples, width)))).toBe(true);
    expect(new TextDecoder().decode(inflateSync((context.lookup(first) as PDFRawStream).contents))).toBe(new TextDecoder().decode(content));
    expect((context.lookup(second) as PDFRawStream).dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));

    const [a, b] = [renderGray(before, 72)[0], renderGray(await doc.save({ useObjectStreams: false }), 72)[0]];
    expect(a.pixels.some((value) => value < 200)).toBe(true); // the image and the boxes are drawn
    expect(Buffer.from(b.pixels).equals(Buffer.from(a.pixels))).toBe(true);
  });

  it('a stream under a chain of filters is left as it is', async () => {
    const doc = await PDFDocument.create();
    const chained = doc.context.register(PDFRawStream.of(doc.context.obj({ Filter: ['LZWDecode', 'FlateDecode'] }), lzw9(deflateSync(bytesOf('0 g')))));
    expect(lzwToFlate(doc.context)).toBe(0);
    expect((doc.context.lookup(chained) as PDFRawStream).dict.lookup(PDFName.of('Filter'))?.toString()).toBe('[ /LZWDecode /FlateDecode ]');
  });
});
