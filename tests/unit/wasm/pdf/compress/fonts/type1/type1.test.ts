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
import { chooseWidths, encodeGlyph } from '../../../../../../../src/wasm/pdf/compress/fonts/type1/cffWrite';
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

/** The on-curve and control points a Type 2 charstring draws (its path operators only; stems and masks stepped over). */
function type2Points(code: Uint8Array, stems: number): number[][] {
  const points: number[][] = [];
  let [x, y] = [0, 0];
  let stack: number[] = [];
  const to = (dx: number, dy: number) => points.push([(x += dx), (y += dy)]);
  const curve = (a: number, b: number, c: number, d: number, e: number, f: number) => {
    to(a, b);
    to(c, d);
    to(e, f);
  };
  for (let i = 0; i < code.length; ) {
    const v = code[i++];
    if (v >= 32 || v === 28) {
      if (v === 28) stack.push(((code[i++] << 24) | (code[i++] << 16)) >> 16);
      else if (v <= 246) stack.push(v - 139);
      else if (v <= 250) stack.push((v - 247) * 256 + code[i++] + 108);
      else if (v <= 254) stack.push(-(v - 251) * 256 - code[i++] - 108);
      else stack.push(((code[i++] << 24) | (code[i++] << 16) | (code[i++] << 8) | code[i++]) / 65536);
      continue;
    }
    const s = stack;
    stack = [];
    if (v === OP.hintmask) i += Math.ceil(stems / 8);
    else if (v === OP.rmoveto) to(s[s.length - 2], s[s.length - 1]);
    else if (v === OP.hmoveto) to(s[s.length - 1], 0);
    else if (v === OP.vmoveto) to(0, s[s.length - 1]);
    else if (v === OP.rlineto) for (let k = 0; k < s.length; k += 2) to(s[k], s[k + 1]);
    else if (v === OP.hlineto || v === OP.vlineto) s.forEach((d, k) => ((k % 2 === 0) === (v === OP.hlineto) ? to(d, 0) : to(0, d)));
    else if (v === OP.rrcurveto) for (let k = 0; k < s.length; k += 6) curve(s[k], s[k + 1], s[k + 2], s[k + 3], s[k + 4], s[k + 5]);
    else if (v === OP.hvcurveto || v === OP.vhcurveto) {
      let horizontal = v === OP.hvcurveto;
      for (let k = 0; k + 4 <= s.length; k += 4, horizontal = !horizontal) {
        const last = k + 5 === s.length ? s[k + 4] : 0;
        if (horizontal) curve(s[k], 0, s[k + 1], s[k + 2], last, s[k + 3]);
        else curve(0, s[k], s[k + 1], s[k + 2], s[k + 3], last);
      }
    } else if (v === OP.hstem || v === OP.vstem || v === OP.hstemhm || v === OP.vstemhm || v === OP.endchar) continue;
    else throw new Error(`operator ${v}`);
  }
  return points;
}

/** The points the converted glyph's items draw, each in its plain Type 1 meaning. */
function itemPoints(items: { op: number; args: number[] }[]): number[][] {
  const ops = { rmoveto: OP.rmoveto, hmoveto: OP.hmoveto, vmoveto: OP.vmoveto, rlineto: OP.rlineto, hlineto: OP.hlineto, vlineto: OP.vlineto, rrcurveto: OP.rrcurveto, vhcurveto: OP.vhcurveto, hvcurveto: OP.hvcurveto };
  const bytes: number[] = [];
  for (const { op, args } of items) {
    if (!Object.values(ops).includes(op as never)) throw new Error(`item ${op}`);
    for (const a of args) bytes.push(255, (a * 65536) >>> 24, ((a * 65536) >>> 16) & 0xff, ((a * 65536) >>> 8) & 0xff, (a * 65536) & 0xff);
    bytes.push(op);
  }
  return type2Points(Uint8Array.from(bytes), 0);
}

describe('Type 2 charstrings with their operators merged', () => {
  it('draw exactly the points of the glyph they encode', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const delta = () => (random() < 0.35 ? 0 : Math.round((random() - 0.5) * (random() < 0.1 ? 3000 : 200)));
    for (let n = 0; n < 300; n++) {
      const items: { op: number; args: number[] }[] = [{ op: OP.rmoveto, args: [delta(), delta()] }];
      for (let k = 0; k < 2 + Math.floor(random() * 30); k++) {
        const r = random();
        if (r < 0.3) items.push({ op: OP.rrcurveto, args: Array.from({ length: 6 }, delta) });
        else if (r < 0.5) items.push({ op: OP.rlineto, args: [delta(), delta()] });
        else if (r < 0.6) items.push({ op: random() < 0.5 ? OP.hlineto : OP.vlineto, args: [delta()] });
        else if (r < 0.75) items.push({ op: random() < 0.5 ? OP.hvcurveto : OP.vhcurveto, args: Array.from({ length: 4 }, delta) });
        else if (r < 0.8) items.push({ op: OP.rmoveto, args: [delta(), delta()] });
        else items.push({ op: OP.rrcurveto, args: [delta(), 0, delta(), delta(), delta(), 0] });
      }
      const glyph = { width: 500, hstems: [], vstems: [], replaced: false, items };
      const code = encodeGlyph(glyph, 500, 0);
      expect(type2Points(code, 0)).toEqual(itemPoints(items));
    }
  });
});

describe('CFF widths', () => {
  // Bytes of the widths in the charstrings plus the two Private DICT entries (none when 0).
  const size = (v: number) => (Math.abs(v) <= 107 ? 1 : Math.abs(v) <= 1131 ? 2 : 3);
  const cost = (widths: number[], d: number, n: number) => widths.reduce((sum, w) => sum + (w === d ? 0 : size(w - n)), 0) + (d ? size(d) + 1 : 0) + (n ? size(n) + 1 : 0);

  it('picks the default and nominal widths that write the fewest bytes', () => {
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sets = [[500, 500, 500, 278, 278, 1000], [0, 0, 0, 0, 600], [333], [], [277, 277, 516, 500, 556, 556, 556, 611, 722, 944, 1389, 2000]];
    for (let n = 0; n < 20; n++) sets.push(Array.from({ length: 2 + Math.floor(random() * 60) }, () => Math.round(random() * (random() < 0.2 ? 3000 : 900))));
    for (const widths of sets) {
      const { defaultWidth, nominalWidth } = chooseWidths(widths);
      let best = Infinity;
      for (const d of [0, ...widths]) for (let n = -2500; n <= 4000; n++) best = Math.min(best, cost(widths, d, n));
      expect(cost(widths, defaultWidth, nominalWidth), widths.join(' ')).toBe(best);
    }
  });
});

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
        // A notice written with PostScript escapes ('Copyright \\050c\\051 1997') reads as its text.
        const written = /\/Notice \(((?:[^()\\]|\\.)*)\)/.exec(new TextDecoder('latin1').decode(program))?.[1];
        if (written?.includes('\\0')) expect(readType1(program).info.notice).toBe(written.replace(/\\([0-7]{1,3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8))));
      }
    });
  }

  it.skipIf(!hasCorpus)('a built-in encoding that gives the kept glyphs their standard codes is written as StandardEncoding', async () => {
    /** The operators of a CFF's Top DICT (the second INDEX after the 4-byte header). */
    const topOperators = (cff: Uint8Array): number[] => {
      const skipIndex = (at: number) => {
        const count = (cff[at] << 8) | cff[at + 1];
        if (count === 0) return at + 2;
        const size = cff[at + 2];
        const last = [...cff.subarray(at + 3 + count * size, at + 3 + (count + 1) * size)].reduce((v, b) => v * 256 + b, 0);
        return at + 3 + (count + 1) * size + last - 1;
      };
      const at = skipIndex(4);
      const size = cff[at + 2];
      const end = [...cff.subarray(at + 3 + size, at + 3 + 2 * size)].reduce((v, b) => v * 256 + b, 0);
      const dict = cff.subarray(at + 3 + 2 * size, at + 3 + 2 * size + end - 1);
      const ops: number[] = [];
      for (let i = 0; i < dict.length; ) {
        const b = dict[i];
        if (b === 28) i += 3;
        else if (b === 29) i += 5;
        else if (b === 30) while (i < dict.length && (dict[i++] & 0x0f) !== 0x0f && (dict[i - 1] >> 4) !== 0x0f);
        else if (b >= 32 && b <= 246) i += 1;
        else if (b >= 247 && b <= 254) i += 2;
        else {
          ops.push(b === 12 ? 1200 + dict[i + 1] : b);
          i += b === 12 ? 2 : 1;
        }
      }
      return ops;
    };
    const [program] = await type1Programs(corpusBytes('text-4pages-pdflatex.pdf'));
    const font = readType1(program);
    expect(font.encoding).not.toBe('standard');
    const letters = { codes: new Set(Array.from({ length: 26 }, (_, n) => 97 + n)), differences: new Map<number, string>(), base: undefined };
    const lettersOnly = type1ToCff(program, [letters]);
    expect(lettersOnly).not.toBeNull();
    expect(topOperators(lettersOnly!.cff)).not.toContain(16); // no Encoding offset: StandardEncoding
    // TeX's OT1 puts other glyphs at codes 0 to 31 (Greek, ligatures), where StandardEncoding has none.
    const whole = type1ToCff(program);
    expect(topOperators(whole!.cff)).toContain(16);
  });

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
