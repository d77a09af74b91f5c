/**
 * Codes of a simple TrueType font to glyph ids: every route a reader may take is kept, and a code
 * none of them resolves (or a name we cannot read) keeps the whole font.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sfnt } from '../../../../../../src/wasm/pdf/compress/fonts/sfnt';
import { Encodings } from '@cantoo/pdf-lib/standard-fonts';
import { charactersOf, loadGlyphNames, simpleTrueTypeGlyphs } from '../../../../../../src/wasm/pdf/compress/fonts/simpleTrueType';

const table = (entries: [number, number][]) => {
  const map = new Map(entries);
  return (code: number) => map.get(code) ?? 0;
};

const font = (cmaps: Record<string, [number, number][]>, names: [string, number][] = []): Sfnt => ({
  numGlyphs: 100,
  cmaps: new Map(Object.entries(cmaps).map(([key, entries]) => [key, table(entries)])),
  names: new Map(names),
});

const glyphs = (sfnt: Sfnt, codes: number[], differences: [number, string][] = [], base: 'WinAnsiEncoding' | 'none' = 'WinAnsiEncoding') =>
  simpleTrueTypeGlyphs(sfnt, codes, { differences: new Map(differences), base: base === 'none' ? undefined : base });

beforeAll(() => loadGlyphNames());

describe('simple TrueType codes to glyph ids', () => {
  it('every WinAnsi code stands for the character pdf-lib\'s WinAnsi table gives it', () => {
    const { WinAnsi } = Encodings;
    for (const codePoint of WinAnsi.supportedCodePoints) {
      const { code } = WinAnsi.encodeUnicodeCodePoint(codePoint);
      expect(charactersOf(code), `code ${code.toString(16)}`).toContain(codePoint);
    }
  });

  it('WinAnsi codes reach the (3,1) glyph of their character (0x80 is the euro sign), plus .notdef', () => {
    const sfnt = font({ '3,1': [[0x41, 5], [0x20ac, 9]] });
    expect([...glyphs(sfnt, [0x41, 0x80])!].sort((a, b) => a - b)).toEqual([0, 5, 9]);
  });

  it('a symbolic font keeps the glyphs of (3,0) at 0xF000 + code and of (1,0) at the code, both', () => {
    const sfnt = font({ '3,0': [[0xf041, 7]], '1,0': [[0x41, 8]] });
    expect([...glyphs(sfnt, [0x41], [], 'none')!].sort((a, b) => a - b)).toEqual([0, 7, 8]);
  });

  it('a /Differences name reaches its glyph through its Unicode value and through the post table', () => {
    const sfnt = font({ '3,1': [[0x2019, 11]] }, [['quoteright', 12]]);
    expect([...glyphs(sfnt, [0x27], [[0x27, 'quoteright']])!].sort((a, b) => a - b)).toEqual([0, 11, 12]);
    expect(glyphs(font({ '3,1': [[0xe000, 3]] }), [0x41], [[0x41, 'uniE000']])).toEqual(new Set([0, 3]));
  });

  it('keeps the font whole for an unknown name, a code no table reaches, or a non-ASCII code without a base encoding', () => {
    const sfnt = font({ '3,1': [[0x41, 5]] });
    expect(glyphs(sfnt, [0x41], [[0x41, 'mystery.alt']])).toBeNull();
    expect(glyphs(sfnt, [0x42])).toBeNull();
    expect(glyphs(font({ '3,1': [[0xe9, 5]] }), [0xe9], [], 'none')).toBeNull();
  });

  it('a font without any cmap subtable is read code = glyph id', () => {
    expect(glyphs(font({}), [3, 4], [], 'none')).toEqual(new Set([0, 3, 4]));
  });
});
