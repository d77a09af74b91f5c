import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFStream, PDFString } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { compressPdf } from '../../../../../../../src/wasm/pdf/compress/compress';
import { streamBytes } from '../../../../../../../src/wasm/pdf/document/contentBytes';
import { readCff } from '../../../../../../../src/wasm/pdf/compress/fonts/cff';
import { convertCharString, OP } from '../../../../../../../src/wasm/pdf/compress/fonts/type1/charstrings';
import { encodeGlyph } from '../../../../../../../src/wasm/pdf/compress/fonts/type1/cffWrite';
import { type1ToCff } from '../../../../../../../src/wasm/pdf/compress/fonts/type1/toCff';
import { decrypt, readType1 } from '../../../../../../../src/wasm/pdf/compress/fonts/type1/type1Font';
import { corpusBytes, hasCorpus, hasRealworld, realworldBytes } from '../../../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../../../helpers/nodeCodecs';
import { pdfjsText, renderGray } from '../../../../../../helpers/pdfChecks';

/** Type 1 charstring bytes from numbers and operator names. */
const OPS: Record<string, number[]> = {
  hstem: [1], vstem: [3], vmoveto: [4], rlineto: [5], hlineto: [6], vlineto: [7], rrcurveto: [8], closepath: [9],
  callsubr: [10], return: [11], hsbw: [13], endchar: [14], rmoveto: [21], hmoveto: [22],
  seac: [12, 6], div: [12, 12], callothersubr: [12, 16], pop: [12, 17], setcurrentpoint: [12, 33],
};
function t1(...parts: (number | string)[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') out.push(...OPS[part]);
    else if (part >= -107 && part <= 107) out.push(part + 139);
    else if (part >= 108 && part <= 1131) out.push(((part - 108) >> 8) + 247, (part - 108) & 0xff);
    else if (part <= -108 && part >= -1131) out.push(((-part - 108) >> 8) + 251, (-part - 108) & 0xff);
    else out.push(255, (part >>> 24) & 0xff, (part >>> 16) & 0xff, (part >>> 8) & 0xff, part & 0xff);
  }
  return Uint8Array.from(out);
}

/** The four standard subroutines (flex and hint replacement) and one hint subroutine. */
const SUBRS = [
  t1(3, 0, 'callothersubr', 'pop', 'pop', 'setcurrentpoint', 'return'),
  t1(0, 1, 'callothersubr', 'return'),
  t1(0, 2, 'callothersubr', 'return'),
  t1('return'),
  t1(1, 3, 'callothersubr', 'pop', 'callsubr', 'return'),
  t1(100, 20, 'hstem', 'return'),
];

describe('Type 1 charstrings as Type 2', () => {
  it('moves the side bearing into the first moveto and makes vstems absolute', () => {
    const glyph = convertCharString(t1(50, 500, 'hsbw', 0, 20, 'hstem', 10, 30, 'vstem', 10, 20, 'rmoveto', 100, 0, 'rlineto', 'closepath', 'endchar'), SUBRS);
    expect(glyph.width).toBe(500);
    expect(glyph.hstems).toEqual([{ position: 0, width: 20 }]);
    expect(glyph.vstems).toEqual([{ position: 60, width: 30 }]);
    expect(glyph.replaced).toBe(false);
    expect(glyph.items).toEqual([{ op: OP.rmoveto, args: [60, 20] }, { op: OP.rlineto, args: [100, 0] }]);
    // No width (it is the default), the stems, the path, endchar.
    expect([...encodeGlyph(glyph, 500, 0)]).toEqual([139, 159, 1, 199, 169, 3, 199, 159, 21, 239, 139, 5, 14]);
    expect([...encodeGlyph(glyph, 0, 400)].slice(0, 3)).toEqual([239, 139, 159]); // width 500 − nominal 400 first
  });

  it('turns flex into its two curves and hint replacement into hintmask', () => {
    const flex = [[50, 10], [-30, 0], [20, 10], [10, 0], [10, 0], [20, -10], [20, -10]].flatMap(([dx, dy]) => [dx, dy, 'rmoveto', 2, 'callsubr']);
    const code = t1(0, 600, 'hsbw', 0, 20, 'hstem', 100, 100, 'rmoveto', 1, 'callsubr', ...flex, 50, 200, 100, 0, 'callsubr', 5, 4, 'callsubr', 0, -100, 'rlineto', 'endchar');
    const glyph = convertCharString(code, SUBRS);
    expect(glyph.hstems).toEqual([{ position: 0, width: 20 }, { position: 100, width: 20 }]);
    expect(glyph.replaced).toBe(true);
    expect(glyph.items).toEqual([
      { mask: new Set([0]) },
      { op: OP.rmoveto, args: [100, 100] },
      { op: OP.rrcurveto, args: [20, 10, 20, 10, 10, 0] },
      { op: OP.rrcurveto, args: [10, 0, 20, -10, 20, -10] },
      { mask: new Set([1]) },
      { op: OP.rlineto, args: [0, -100] },
    ]);
    const bytes = [...encodeGlyph(glyph, 600, 0)];
    expect(bytes.slice(0, 6)).toEqual([139, 159, 139 + 80, 159, OP.hstemhm, OP.hintmask]);
    expect(bytes[6]).toBe(0b1000_0000);
    // The two curves went out as one rrcurveto with twelve arguments.
    expect(bytes.filter((b) => b === OP.rrcurveto)).toHaveLength(1);
  });

  it('keeps an accented character as endchar with its base and accent', () => {
    const glyph = convertCharString(t1(20, 500, 'hsbw', 10, 100, 200, 65, 194, 'seac'), SUBRS);
    expect(glyph.seac).toEqual([110, 200, 65, 194]);
    expect([...encodeGlyph(glyph, 500, 0)].slice(-1)).toEqual([OP.endchar]);
  });

  it('evaluates div and writes a fraction as 16.16 fixed point', () => {
    const glyph = convertCharString(t1(0, 500, 'hsbw', 1, 2, 'div', 0, 'rmoveto', 'endchar'), SUBRS);
    expect(glyph.items).toEqual([{ op: OP.hmoveto, args: [0.5] }]);
    expect([...encodeGlyph(glyph, 500, 0)]).toEqual([255, 0, 0, 0x80, 0, OP.hmoveto, OP.endchar]);
  });

  it('refuses what it does not know rather than guess', () => {
    expect(() => convertCharString(t1(0, 500, 'hsbw', 0, 14, 'callothersubr', 'endchar'), SUBRS)).toThrow(); // multiple master
    expect(() => convertCharString(t1(0, 500, 'hsbw', 9, 'callsubr', 'endchar'), SUBRS)).toThrow(); // missing subroutine
    expect(() => convertCharString(t1(0, 500, 'hsbw', 10, 10, 'rlineto'), SUBRS)).toThrow(); // no endchar
    expect(() => convertCharString(t1(0, 0, 'callsubr'), [t1(0, 'callsubr')])).toThrow(); // endless recursion
  });

  it('decrypts with the eexec and charstring keys', () => {
    const plain = Uint8Array.from([0, 0, 0, 0, ...new TextEncoder().encode('/Private 8 dict')]);
    let r = 55665;
    const cipher = plain.map((p) => {
      const c = p ^ (r >> 8);
      r = ((c + r) * 52845 + 22719) & 0xffff;
      return c;
    });
    expect(new TextDecoder().decode(decrypt(cipher, 55665, 4))).toBe('/Private 8 dict');
  });

  it('answers null for a program that is not Type 1', () => {
    expect(type1ToCff(new TextEncoder().encode('%!PS-AdobeFont-1.0: X\n/FontName /X def\ncurrentfile eexec\n'))).toBeNull();
    expect(type1ToCff(new Uint8Array(0))).toBeNull();
  });
});

/** The embedded Type 1 programs of a PDF (FontFile streams). */
async function type1Programs(bytes: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const programs: Uint8Array[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream && object.dict.has(PDFName.of('Length2'))) programs.push(streamBytes(object));
  }
  return programs;
}

function pdffontsTypes(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'type1-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    return execFileSync('pdffonts', [join(dir, 'a.pdf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const samples: [string, () => Uint8Array, boolean][] = [
  ['corpus/text-4pages-pdflatex.pdf', () => corpusBytes('text-4pages-pdflatex.pdf'), hasCorpus],
  ['samples/form-pdflatex.pdf', () => realworldBytes('samples', 'form-pdflatex.pdf'), hasRealworld('samples')],
  ['pdfjs/tracemonkey.pdf', () => realworldBytes('pdfjs', 'tracemonkey.pdf'), hasRealworld('pdfjs')],
];

describe('real Type 1 fonts become CFF', () => {
  for (const [name, bytes, present] of samples) {
    it.skipIf(!present)(`${name}: every program converts, keeps its glyphs and shrinks`, async () => {
      const programs = await type1Programs(bytes());
      expect(programs.length).toBeGreaterThan(0);
      for (const program of programs) {
        const converted = type1ToCff(program);
        expect(converted).not.toBeNull();
        const { cff, glyphs } = converted as NonNullable<typeof converted>;
        expect(readCff(cff)?.numGlyphs).toBe(readType1(program).charStrings.size);
        expect(new Set(glyphs)).toEqual(new Set(readType1(program).charStrings.keys()));
        expect(cff.length).toBeLessThan(program.length);
      }
    });
  }

  it.skipIf(!hasCorpus)('a pdfTeX paper at Best Quality: Type 1C fonts, the same pixels and text, half the bytes', async () => {
    await initNodeCodecs();
    const input = corpusBytes('text-4pages-pdflatex.pdf');
    const { bytes } = await compressPdf(input.slice(), 'low');
    expect(bytes.length).toBeLessThan(input.length * 0.55);
    expect(pdffontsTypes(bytes)).toMatch(/Type 1C/);
    expect(pdffontsTypes(bytes)).not.toMatch(/Type 1 /);
    const before = renderGray(input, 150);
    const after = renderGray(bytes, 150);
    expect(after).toHaveLength(before.length);
    after.forEach((page, n) => expect(Buffer.compare(Buffer.from(page.pixels), Buffer.from(before[n].pixels))).toBe(0));
    expect(await pdfjsText(bytes)).toEqual(await pdfjsText(input));
    // pdfTeX writes a /CharSet; it now lists exactly the glyphs of the CFF program.
    const doc = await PDFDocument.load(bytes);
    let checked = 0;
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
      const program = doc.context.lookup(object.get(PDFName.of('FontFile3')));
      const charSet = object.lookup(PDFName.of('CharSet'));
      if (!(program instanceof PDFStream) || !(charSet instanceof PDFString)) continue;
      const names = charSet.asString().split('/').filter(Boolean);
      expect(names.length + 1).toBe(readCff(streamBytes(program))?.numGlyphs);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});
