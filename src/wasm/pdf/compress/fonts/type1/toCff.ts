/**
 * A Type 1 font program as a CFF one: the same glyphs (or those the document can draw, with the
 * base and accent of every seac among them), the same outlines, hints, metrics and built-in encoding, at
 * about half the size once deflated (Type 1's encryption makes its programs incompressible).
 * Null when anything in the program is outside what the conversion knows: it then stays Type 1.
 */
import { convertCharString } from './charstrings';
import { writeCff, type CffGlyph } from './cffWrite';
import { namesFor, type Type1Use } from './glyphNames';
import { STANDARD_ENCODING } from './standardNames';
import { readType1 } from './type1Font';

export interface ConvertedType1 {
  cff: Uint8Array;
  /** The glyph names the CFF holds, .notdef first (for the descriptor's /CharSet). */
  glyphs: string[];
}

/** `uses`: how the document draws with the program (see glyphNames.ts); absent = keep every glyph. */
export function type1ToCff(program: Uint8Array, uses?: Type1Use[]): ConvertedType1 | null {
  try {
    const font = readType1(program);
    if (font.paintType !== 0) return null; // a stroked font's StrokeWidth has no place here: it stays Type 1
    const keep = uses ? namesFor(uses, font.encoding, (name) => font.charStrings.has(name)) : null;
    const converted = new Map<string, CffGlyph>();
    const add = (name: string) => {
      if (converted.has(name)) return;
      const code = font.charStrings.get(name);
      if (!code) return; // a name the font lacks draws .notdef, as before
      const glyph = convertCharString(code, font.subrs);
      converted.set(name, { name, glyph });
      if (glyph.seac) {
        for (const component of [glyph.seac[2], glyph.seac[3]]) {
          const part = STANDARD_ENCODING[component];
          if (!part || !font.charStrings.has(part)) throw new Error('seac component missing');
          add(part);
        }
      }
    };
    add('.notdef');
    for (const name of font.charStrings.keys()) if (!keep || keep.has(name)) add(name);
    // .notdef first, then the glyphs of the built-in encoding in code order (a format 0 CFF
    // encoding lists codes for glyphs 1..n), then the rest in the program's order.
    const ordered: CffGlyph[] = [converted.get('.notdef') as CffGlyph];
    const placed = new Set(['.notdef']);
    if (font.encoding !== 'standard') {
      for (const [, name] of [...font.encoding].sort((a, b) => a[0] - b[0])) {
        const glyph = converted.get(name);
        if (glyph && !placed.has(name)) {
          ordered.push(glyph);
          placed.add(name);
        }
      }
    }
    for (const [name, glyph] of converted) if (!placed.has(name)) ordered.push(glyph);
    if (ordered.length > 65535) return null;
    return { cff: writeCff(font, ordered), glyphs: ordered.map(({ name }) => name) };
  } catch {
    return null;
  }
}
