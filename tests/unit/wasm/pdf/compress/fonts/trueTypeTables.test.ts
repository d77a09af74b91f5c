import { PDFDict, PDFDocument, PDFName, PDFStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { streamBytes } from '../../../../../../src/wasm/pdf/document/contentBytes';
import { pruneCmap } from '../../../../../../src/wasm/pdf/compress/fonts/cmapPrune';
import { readSfnt, rewriteSfnt } from '../../../../../../src/wasm/pdf/compress/fonts/sfnt';
import { tidyWholeTrueType } from '../../../../../../src/wasm/pdf/compress/fonts/wholeTrueType';
import { corpusBytes, hasCorpus, hasRealworld, realworldBytes } from '../../../../../helpers/corpus';

/** The TrueType programs (FontFile2) of a PDF. */
async function trueTypePrograms(bytes: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: Uint8Array[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFStream) || object.dict.has(PDFName.of('Type'))) continue;
    if (!object.dict.has(PDFName.of('Length1')) || object.dict.has(PDFName.of('Length2'))) continue;
    found.push(streamBytes(object));
  }
  return found;
}

function tables(font: Uint8Array): Map<string, Uint8Array> {
  const found = new Map<string, Uint8Array>();
  rewriteSfnt(font, (tag, data) => {
    found.set(tag, data);
    return data;
  });
  return found;
}

describe('TrueType tables after subsetting', () => {
  it.skipIf(!hasRealworld('pdfjs'))('a pruned cmap maps every code to the same kept glyph, through every subtable, and nothing else (Arial of page_with_number.pdf)', async () => {
    const fonts = await trueTypePrograms(realworldBytes('pdfjs', 'page_with_number.pdf'));
    expect(fonts).toHaveLength(1);
    for (const font of fonts) {
      const before = readSfnt(font);
      if (!before) throw new Error('unreadable font');
      const keep = new Set([0, 3, 19, 20, 21]);
      const pruned = pruneCmap(font, keep);
      expect(tables(pruned).get('cmap')?.length).toBeLessThan((tables(font).get('cmap')?.length ?? 0) / 10);
      const after = readSfnt(pruned);
      expect(after?.numGlyphs).toBe(before.numGlyphs);
      expect([...(after?.cmaps.keys() ?? [])]).toEqual([...before.cmaps.keys()]);
      for (const [key, lookup] of before.cmaps) {
        for (let code = 0; code < 0x10000; code++) {
          const glyph = lookup(code);
          expect(after?.cmaps.get(key)?.(code)).toBe(keep.has(glyph) ? glyph : 0);
        }
      }
      // Every other table is byte for byte what it was.
      const old = tables(font);
      for (const [tag, data] of tables(pruned)) if (tag !== 'cmap') expect(data).toEqual(old.get(tag));
    }
  });

  it.skipIf(!hasRealworld('pdf-train'))('a CJK font loses its variation-sequence subtable (format 14), the others are pruned (tex-luatex-bxwareki.pdf)', async () => {
    const formats = (cmap: Uint8Array) => {
      const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength);
      return Array.from({ length: view.getUint16(2) }, (_, n) => view.getUint16(view.getUint32(4 + 8 * n + 4)));
    };
    const doc = await PDFDocument.load(realworldBytes('pdf-train', 'tex-luatex-bxwareki.pdf'), { updateMetadata: false });
    const fonts: Uint8Array[] = [];
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      const program = object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor') ? object.lookup(PDFName.of('FontFile2')) : undefined;
      if (program instanceof PDFStream) fonts.push(streamBytes(program));
    }
    const font = fonts.find((f) => formats(tables(f).get('cmap') ?? new Uint8Array(4)).includes(14));
    if (!font) throw new Error('no font with a format 14 cmap');
    const before = readSfnt(font);
    if (!before) throw new Error('unreadable font');
    const keep = new Set([0, 1, 100, 200, 300, 2000]);
    const pruned = pruneCmap(font, keep);
    const cmap = tables(pruned).get('cmap') ?? new Uint8Array(4);
    expect(formats(cmap)).not.toContain(14);
    expect(cmap.length).toBeLessThan((tables(font).get('cmap')?.length ?? 0) / 100);
    const after = readSfnt(pruned);
    for (const [key, lookup] of before.cmaps) {
      for (let code = 0; code < 0x10000; code++) {
        const glyph = lookup(code);
        expect(after?.cmaps.get(key)?.(code)).toBe(keep.has(glyph) ? glyph : 0);
      }
    }
  });

  it.skipIf(!hasCorpus)('a whole font keeps its glyphs, cmap and hinting, and only naming records 0 to 6 (form-libreoffice.pdf)', async () => {
    const fonts = await trueTypePrograms(corpusBytes('form-libreoffice.pdf'));
    expect(fonts.length).toBeGreaterThan(0);
    let smaller = 0;
    for (const font of fonts) {
      const tidy = tidyWholeTrueType(font);
      const old = tables(font);
      const now = tables(tidy);
      for (const [tag, data] of now) if (tag !== 'name') expect(data).toEqual(old.get(tag));
      expect(now.has('DSIG')).toBe(false);
      const name = now.get('name') as Uint8Array;
      const view = new DataView(name.buffer, name.byteOffset, name.byteLength);
      for (let n = 0; n < view.getUint16(2); n++) expect(view.getUint16(6 + 12 * n + 6)).toBeLessThanOrEqual(6);
      if (tidy.length < font.length) smaller++;
    }
    expect(smaller).toBeGreaterThan(0);
  });
});
