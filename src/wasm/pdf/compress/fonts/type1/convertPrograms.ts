/**
 * Every embedded Type 1 program (FontFile) drawn only by simple /Type1 fonts becomes a CFF program
 * (FontFile3 /Type1C) when that is smaller once deflated: the glyphs the document draws (every glyph
 * when that is uncertain) with the same outlines, hints and built-in encoding, so every page draws
 * the same. Lossless, and so run at every level.
 */
import { deflateBest } from '../../../document/deflate';
import { PDFName, PDFRawStream, PDFStream, PDFString, type PDFContext, type PDFDict } from '@cantoo/pdf-lib';
import { streamBytes } from '../../../document/contentBytes';
import { fontsWithPrograms, type Embedded } from '../programs';
import type { Type1Use } from './glyphNames';
import { type1ToCff } from './toCff';

/** Programs whose every font is a simple /Type1 font (not Multiple Master, not a CID font). */
function type1Only(context: PDFContext): Set<string> {
  const ok = new Set<string>();
  const bad = new Set<string>();
  for (const [font, programs] of fontsWithPrograms(context)) {
    const simple = font.get(PDFName.of('Subtype')) === PDFName.of('Type1');
    for (const program of programs) (simple ? ok : bad).add(program);
  }
  for (const program of bad) ok.delete(program);
  return ok;
}

/**
 * Converts in place; returns how many programs were converted. `uses` says, per program, how the
 * document draws with it, so only those glyphs are kept (all when absent). Never throws: a program
 * that fails stays as it was.
 */
export function convertType1Programs(context: PDFContext, embedded: Embedded[], uses?: Map<string, Type1Use[]>): number {
  const allowed = type1Only(context);
  const descriptors = new Map<string, PDFDict[]>();
  for (const entry of embedded) {
    const key = entry.program.toString();
    descriptors.set(key, [...(descriptors.get(key) ?? []), entry.descriptor]);
  }
  let converted = 0;
  for (const [key, named] of descriptors) {
    const entries = embedded.filter((entry) => entry.program.toString() === key);
    // Every descriptor must name it as FontFile (a Type 1 program) and nothing else.
    if (!allowed.has(key) || entries.some((entry) => entry.key !== 'FontFile')) continue;
    if (named.some((descriptor) => descriptor.has(PDFName.of('FontFile2')) || descriptor.has(PDFName.of('FontFile3')))) continue;
    try {
      const stream = context.lookup(entries[0].program);
      if (!(stream instanceof PDFStream)) continue;
      const result = type1ToCff(streamBytes(stream), uses?.get(key));
      if (!result) continue;
      const packed = deflateBest(result.cff);
      if (packed.length >= stream.getContentsSize()) continue;
      const dict = context.obj({ Subtype: 'Type1C', Filter: 'FlateDecode' });
      context.assign(entries[0].program, PDFRawStream.of(dict, packed));
      // A /CharSet lists every glyph the program holds (PDF/A requires it to be exact).
      const charSet = PDFString.of(result.glyphs.slice(1).map((name) => `/${name}`).join(''));
      for (const descriptor of named) {
        descriptor.delete(PDFName.of('FontFile'));
        descriptor.set(PDFName.of('FontFile3'), entries[0].program);
        if (descriptor.has(PDFName.of('CharSet'))) descriptor.set(PDFName.of('CharSet'), charSet);
      }
      converted += 1;
    } catch {
      // this program stays a Type 1 one
    }
  }
  return converted;
}
