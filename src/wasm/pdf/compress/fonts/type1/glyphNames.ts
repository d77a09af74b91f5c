/**
 * Which glyph names of a Type 1 program the document can draw: for every simple /Type1 font over
 * it, each code its strings show, read every way a reader might (ISO 32000-1 9.6.6.2): the
 * /Differences name, else the named base encoding, the program's built-in encoding and
 * StandardEncoding all at once. Null means "keep every glyph": a font we did not see drawing (a
 * form field's, an unused one), a base encoding we do not carry, or a name the program lacks.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFContext } from '@cantoo/pdf-lib';
import type { FontUses } from '../glyphUses';
import { fontsWithPrograms } from '../programs';
import { MAC_ROMAN_ENCODING, STANDARD_ENCODING, WIN_ANSI_ENCODING } from './standardNames';

export interface Type1Use {
  codes: Set<number>;
  differences: Map<number, string>;
  /** /BaseEncoding or the /Encoding name; undefined for none (the built-in one). */
  base: string | undefined;
}

/** How a simple font draws with its program: the codes it shows, its /Differences and base encoding; null when its /Encoding is not one we read. */
export function type1UseOf(font: PDFDict, strings: Set<string>): Type1Use | null {
  const encoding = font.lookup(PDFName.of('Encoding'));
  const differences = new Map<number, string>();
  let base: string | undefined;
  if (encoding instanceof PDFName) base = encoding.decodeText();
  else if (encoding instanceof PDFDict) {
    const named = encoding.lookup(PDFName.of('BaseEncoding'));
    if (named instanceof PDFName) base = named.decodeText();
    let code = -1;
    for (const item of encoding.lookupMaybe(PDFName.of('Differences'), PDFArray)?.asArray() ?? []) {
      if (item instanceof PDFNumber) code = item.asNumber();
      else if (item instanceof PDFName && code >= 0) differences.set(code++, item.decodeText());
      else return null;
    }
  } else if (encoding !== undefined) return null;
  const codes = new Set<number>();
  for (const text of strings) for (let i = 0; i < text.length; i++) codes.add(text.charCodeAt(i));
  return { codes, differences, base };
}

/** Programs (by ref string) → the uses of every font drawing with them; absent = keep whole. */
export function type1Uses(context: PDFContext, uses: FontUses): Map<string, Type1Use[]> {
  const found = new Map<string, Type1Use[]>();
  const whole = new Set<string>();
  for (const [font, programs] of fontsWithPrograms(context)) {
    const strings = uses.shown.get(font);
    const descriptor = font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    const program = descriptor?.get(PDFName.of('FontFile'));
    const use = strings && !uses.keepWhole.has(font) && font.get(PDFName.of('Subtype')) === PDFName.of('Type1') ? type1UseOf(font, strings) : null;
    if (!use || !(program instanceof PDFRef)) {
      for (const key of programs) whole.add(key);
      continue;
    }
    found.set(program.toString(), [...(found.get(program.toString()) ?? []), use]);
  }
  for (const key of whole) found.delete(key);
  return found;
}

/** The names `uses` can reach in a program with this built-in encoding; null = keep every glyph. */
export function namesFor(uses: Type1Use[], builtIn: 'standard' | Map<number, string>, has: (name: string) => boolean): Set<string> | null {
  const names = new Set<string>(['.notdef']);
  for (const { codes, differences, base } of uses) {
    let baseNames: readonly string[] | undefined;
    if (base === 'StandardEncoding') baseNames = STANDARD_ENCODING;
    else if (base === 'WinAnsiEncoding') baseNames = WIN_ANSI_ENCODING;
    else if (base === 'MacRomanEncoding') baseNames = MAC_ROMAN_ENCODING;
    else if (base !== undefined) return null; // MacExpert or an unknown name
    for (const code of codes) {
      const wanted = differences.get(code);
      if (wanted !== undefined) {
        if (wanted !== '.notdef' && !has(wanted)) return null;
        names.add(wanted);
        continue;
      }
      const candidates = [baseNames?.[code], builtIn === 'standard' ? STANDARD_ENCODING[code] : builtIn.get(code), STANDARD_ENCODING[code]];
      for (const name of candidates) if (name && has(name)) names.add(name);
    }
  }
  return names;
}
