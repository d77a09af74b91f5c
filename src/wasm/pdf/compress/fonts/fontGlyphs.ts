/**
 * From a font dictionary and the strings shown with it to the program it embeds and the glyph ids
 * those strings draw. Handled: Type0 fonts with Identity-H/V over a CIDFontType2 (TrueType glyphs,
 * CIDToGIDMap /Identity or a stream) or a CIDFontType0 with a bare CFF program (CIDs through its
 * charset), simple TrueType fonts, and simple Type 1 fonts over a bare name-keyed CFF program
 * (FontFile3 /Type1C: codes to names through the font's encoding, names to glyphs through the
 * charset). Everything else (other CMaps, Type 1 programs, which type1/ converts, OpenType-wrapped
 * programs, a MacExpert base encoding) answers null: its program stays whole.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFContext } from '@cantoo/pdf-lib';
import { streamBytes } from '../../document/contentBytes';
import { readCff, type CffInfo } from './cff';
import { readSfnt, type Sfnt } from './sfnt';
import { simpleTrueTypeGlyphs, type SimpleEncoding } from './simpleTrueType';
import { namesFor, type1UseOf } from './type1/glyphNames';

export interface FontGlyphs {
  /** The FontFile2 stream, or the FontFile3 stream of a bare CFF program. */
  program: PDFRef;
  format: 'sfnt' | 'cff';
  /** The descriptor that names it (so the caller knows which descriptors are accounted for). */
  descriptor: PDFDict;
  glyphs: Set<number>;
}

const name = (key: string) => PDFName.of(key);

/** The program a descriptor embeds as TrueType, or undefined. */
const trueTypeProgram = (descriptor: PDFDict | undefined) => {
  const program = descriptor?.get(name('FontFile2'));
  return program instanceof PDFRef ? program : undefined;
};

/**
 * The glyphs a simple Type 1 font draws from its bare CFF program: the names its codes reach (as
 * a Type 1 program's, type1/glyphNames.ts `namesFor`: every name a reader might pick), found in the
 * charset. Null when the program or the encoding is one we do not read.
 */
function simpleCffGlyphs(context: PDFContext, font: PDFDict, strings: Set<string>): FontGlyphs | null {
  const descriptor = font.lookupMaybe(name('FontDescriptor'), PDFDict);
  const program = descriptor?.get(name('FontFile3'));
  const stream = program instanceof PDFRef ? context.lookup(program) : undefined;
  if (!descriptor || !(program instanceof PDFRef) || !(stream instanceof PDFStream) || stream.dict.get(name('Subtype')) !== name('Type1C')) return null;
  const cff = readCff(streamBytes(stream));
  const use = type1UseOf(font, strings);
  if (!cff?.names || !cff.builtIn || !use) return null;
  const present = new Set(cff.names);
  const wanted = namesFor([use], cff.builtIn, (glyph) => present.has(glyph));
  if (!wanted) return null;
  const glyphs = new Set<number>([0]);
  cff.names.forEach((glyph, id) => {
    if (wanted.has(glyph)) glyphs.add(id);
  });
  return { program, format: 'cff', descriptor, glyphs };
}

/** CIDs shown with a two-byte Identity CMap, or null when a string has an odd length. */
function cids(strings: Set<string>): Set<number> | null {
  const found = new Set<number>();
  for (const text of strings) {
    if (text.length % 2) return null; // two-byte codes only; an odd string is not what we think
    for (let i = 0; i < text.length; i += 2) found.add((text.charCodeAt(i) << 8) | text.charCodeAt(i + 1));
  }
  return found;
}

function trueTypeCidGlyphs(cidFont: PDFDict, shown: Set<number>): Set<number> | null {
  const map = cidFont.lookup(name('CIDToGIDMap'));
  let table: Uint8Array | null = null;
  if (map instanceof PDFStream) table = streamBytes(map);
  else if (map !== undefined && map !== name('Identity')) return null;
  const glyphs = new Set<number>([0]);
  // A CID past the end of the map draws glyph 0, as the specification says.
  for (const cid of shown) glyphs.add(table ? (2 * cid + 1 < table.length ? (table[2 * cid] << 8) | table[2 * cid + 1] : 0) : cid);
  return glyphs;
}

/** A CID-keyed CFF font finds each CID's glyph through its charset; a name-keyed one uses CID = glyph id. */
function cffCidGlyphs(cff: CffInfo, shown: Set<number>): Set<number> {
  const glyphs = new Set<number>([0]);
  for (const cid of shown) {
    const glyph = cff.cidToGlyph ? (cff.cidToGlyph.get(cid) ?? 0) : cid;
    if (glyph < cff.numGlyphs) glyphs.add(glyph);
  }
  return glyphs;
}

function simpleEncoding(font: PDFDict): SimpleEncoding | null {
  const encoding = font.lookup(name('Encoding'));
  const differences = new Map<number, string>();
  let base: PDFName | undefined;
  if (encoding instanceof PDFName) base = encoding;
  else if (encoding instanceof PDFDict) {
    const baseEntry = encoding.lookup(name('BaseEncoding'));
    base = baseEntry instanceof PDFName ? baseEntry : undefined;
    let code = 0;
    for (const item of encoding.lookupMaybe(name('Differences'), PDFArray)?.asArray() ?? []) {
      if (item instanceof PDFName) differences.set(code++, item.decodeText());
      else code = Number(item.toString());
      if (!Number.isInteger(code)) return null;
    }
  } else if (encoding !== undefined) return null;
  const baseName = base?.decodeText();
  if (baseName !== undefined && baseName !== 'WinAnsiEncoding' && baseName !== 'MacRomanEncoding') return null;
  return { differences, base: baseName };
}

/** What a used font needs of its embedded TrueType program, or null when we cannot tell safely. */
export function fontGlyphs(context: PDFContext, font: PDFDict, strings: Set<string>, programs: Map<string, Sfnt | null>): FontGlyphs | null {
  const subtype = font.get(name('Subtype'));
  const sfntOf = (ref: PDFRef) => {
    const key = ref.toString();
    if (!programs.has(key)) {
      const stream = context.lookup(ref);
      programs.set(key, stream instanceof PDFStream ? readSfnt(streamBytes(stream)) : null);
    }
    return programs.get(key) ?? null;
  };
  if (subtype === name('Type0')) {
    const encoding = font.get(name('Encoding'));
    if (encoding !== name('Identity-H') && encoding !== name('Identity-V')) return null;
    const cidFont = context.lookup(font.lookupMaybe(name('DescendantFonts'), PDFArray)?.get(0));
    const shown = cids(strings);
    if (!(cidFont instanceof PDFDict) || !shown) return null;
    const descriptor = cidFont.lookupMaybe(name('FontDescriptor'), PDFDict);
    if (!descriptor) return null;
    if (cidFont.get(name('Subtype')) === name('CIDFontType0')) {
      const program = descriptor.get(name('FontFile3'));
      const stream = program instanceof PDFRef ? context.lookup(program) : undefined;
      if (!(stream instanceof PDFStream) || stream.dict.get(name('Subtype')) !== name('CIDFontType0C')) return null;
      const cff = readCff(streamBytes(stream));
      return cff && program instanceof PDFRef ? { program, format: 'cff', descriptor, glyphs: cffCidGlyphs(cff, shown) } : null;
    }
    const program = trueTypeProgram(descriptor);
    if (cidFont.get(name('Subtype')) !== name('CIDFontType2') || !program || !sfntOf(program)) return null;
    const glyphs = trueTypeCidGlyphs(cidFont, shown);
    return glyphs && { program, format: 'sfnt', descriptor, glyphs };
  }
  if (subtype === name('Type1') || subtype === name('MMType1')) return simpleCffGlyphs(context, font, strings);
  if (subtype !== name('TrueType')) return null;
  const descriptor = font.lookupMaybe(name('FontDescriptor'), PDFDict);
  const program = trueTypeProgram(descriptor);
  const sfnt = program && sfntOf(program);
  const encoding = simpleEncoding(font);
  if (!descriptor || !program || !sfnt || !encoding) return null;
  const codes = new Set<number>();
  for (const text of strings) for (let i = 0; i < text.length; i++) codes.add(text.charCodeAt(i));
  const glyphs = simpleTrueTypeGlyphs(sfnt, codes, encoding);
  return glyphs && { program, format: 'sfnt', descriptor, glyphs };
}
