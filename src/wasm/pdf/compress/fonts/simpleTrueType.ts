/**
 * Glyph ids a simple TrueType font's one-byte codes can reach (ISO 32000-1 9.6.6.4). Readers differ
 * (pdf.js, poppler, PDFium each try the subtables in their own order), so every route any of them
 * takes is kept: (3,0) at the code and at 0xF000/0xF100/0xF200 + code, (1,0) at the code, the
 * Unicode subtables at the code's character in the font's encoding, WinAnsi, MacRoman and Latin-1,
 * /Differences names through Unicode and through the post table, and the code as a glyph id.
 * Null means "keep the font whole": a code no route reaches, or a name we cannot resolve.
 */
import type { Sfnt } from './sfnt';

/**
 * WinAnsi (Windows-1252) at 0x80..0x9F, where it differs from Latin-1 (0 = undefined). Written out
 * because Node's TextDecoder reads 'windows-1252' as Latin-1, and the tests run there.
 */
const WIN_ANSI_80 = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];
const macRoman = new TextDecoder('macintosh');

/**
 * The characters a one-byte code may stand for: Latin-1 (the code), WinAnsi and MacRoman. WinAnsi's
 * unused codes above 0x20 draw a bullet (ISO 32000-1, Annex D, note 5), as pdf.js does.
 */
export function charactersOf(code: number): number[] {
  const winAnsi = code >= 0x80 && code < 0xa0 ? WIN_ANSI_80[code - 0x80] || 0x2022 : code === 0x7f ? 0x2022 : code;
  return [code, winAnsi, macRoman.decode(Uint8Array.of(code)).codePointAt(0) ?? 0].filter((c) => c > 0);
}
/** Standard encoding puts quotes where ASCII has the apostrophe and grave accent. */
const STANDARD_QUOTES: Record<number, number> = { 0x27: 0x2019, 0x60: 0x2018 };

let nameTable: Map<string, number> | undefined;

/**
 * Glyph name → Unicode for the Latin names of WinAnsi and the Symbol font's names, from pdf-lib's
 * standard-font data (a chunk of its own, fetched only for fonts with /Differences).
 */
export async function loadGlyphNames(): Promise<void> {
  if (nameTable) return;
  const { Encodings } = await import('@cantoo/pdf-lib/standard-fonts');
  const table = new Map<string, number>();
  for (const encoding of [Encodings.WinAnsi, Encodings.Symbol]) {
    for (const codePoint of encoding.supportedCodePoints) {
      const { name } = encoding.encodeUnicodeCodePoint(codePoint);
      if (!table.has(name)) table.set(name, codePoint);
    }
  }
  nameTable = table;
}

/** A name's Unicode value; undefined when unknown (or the table is not loaded: the font stays whole). */
function unicodeOfName(glyphName: string): number | undefined {
  const known = nameTable?.get(glyphName);
  if (known !== undefined) return known;
  const match = /^(?:uni([0-9A-F]{4})|u([0-9A-F]{4,6}))$/.exec(glyphName);
  return match ? parseInt(match[1] ?? match[2], 16) : undefined;
}

export interface SimpleEncoding {
  /** Names from /Differences by code. */
  differences: Map<number, string>;
  /** The base encoding named by the font, when it is WinAnsi or MacRoman. */
  base: 'WinAnsiEncoding' | 'MacRomanEncoding' | undefined;
}

/** Every glyph id `codes` can reach in `font`, or null when some code might reach one we miss. */
export function simpleTrueTypeGlyphs(font: Sfnt, codes: Iterable<number>, encoding: SimpleEncoding): Set<number> | null {
  const glyphs = new Set<number>([0]);
  const unicodeTables = [...font.cmaps].filter(([key]) => key === '3,1' || key === '3,10' || key.startsWith('0,')).map(([, lookup]) => lookup);
  const symbolTable = font.cmaps.get('3,0');
  const macTable = font.cmaps.get('1,0');
  for (const code of codes) {
    const reached: number[] = [];
    const characters = new Set<number>(charactersOf(code));
    if (STANDARD_QUOTES[code]) characters.add(STANDARD_QUOTES[code]);
    const differenceName = encoding.differences.get(code);
    if (differenceName !== undefined) {
      const fromName = unicodeOfName(differenceName);
      const fromPost = font.names.get(differenceName);
      if (fromName === undefined && fromPost === undefined && differenceName !== '.notdef') return null;
      if (fromName !== undefined) characters.add(fromName);
      if (fromPost !== undefined) reached.push(fromPost);
    } else if (code >= 0x80 && encoding.base === undefined) {
      return null; // Standard or the font's own encoding above ASCII: names we do not carry
    }
    for (const lookup of unicodeTables) for (const character of characters) reached.push(lookup(character));
    if (symbolTable) for (const offset of [0, 0xf000, 0xf100, 0xf200]) reached.push(symbolTable(offset + code));
    if (macTable) reached.push(macTable(code));
    // No subtable a reader looks in: pdf.js and poppler then take the code as the glyph id.
    if (!symbolTable && !macTable && unicodeTables.length === 0) reached.push(code);
    const found = reached.filter((glyph) => glyph > 0 && glyph < font.numGlyphs);
    if (found.length === 0 && differenceName !== '.notdef') return null;
    for (const glyph of found) glyphs.add(glyph);
  }
  return glyphs;
}
