/**
 * Font subsetting, lossless and so run at every level. Type 1 programs become CFF ones keeping the
 * glyphs the document draws (type1/). Each embedded TrueType or CID-keyed CFF program keeps only the
 * glyphs the document draws with it, at their original glyph ids (content streams, CIDToGIDMaps and
 * cmaps stay valid), through HarfBuzz's subsetter. A program stays whole when anything about its use
 * is uncertain (a font we cannot decode codes for, a form field's font, a program shared with a
 * font no content selects, unreadable content) and whenever the subset would not be smaller.
 */
import { deflateBest } from '../../document/deflate';
import { PDFDict, PDFName, PDFNumber, PDFRawStream, PDFStream, type PDFContext, type PDFDocument, type PDFRef } from '@cantoo/pdf-lib';
import { streamBytes } from '../../document/contentBytes';
import { readCff, unwrapCff, wrapCff } from './cff';
import { pruneCmap } from './cmapPrune';
import { fontGlyphs } from './fontGlyphs';
import { scanFontUses, type FontUses } from './glyphUses';
import { loadSubsetter, subsetFont } from './hbSubset';
import { embeddedPrograms, fontsWithPrograms, mergeDuplicatePrograms } from './programs';
import type { Sfnt } from './sfnt';
import { loadGlyphNames } from './simpleTrueType';
import { tidyWholeTrueType } from './wholeTrueType';
import { convertType1Programs } from './type1/convertPrograms';
import { type1Uses } from './type1/glyphNames';

export interface FontSubsetReport {
  /** Distinct embedded programs after merging. */
  programs: number;
  /** Identical programs folded into another. */
  merged: number;
  /** Programs replaced by a smaller subset. */
  subset: number;
  /** Type 1 programs rewritten as (smaller) CFF ones. */
  converted: number;
}

interface Wanted {
  format: 'sfnt' | 'cff';
  glyphs: Set<number>;
}

/** Glyph ids wanted per program (ref string); programs absent from the map stay whole. */
function wantedGlyphs(doc: PDFDocument, uses: FontUses, embedded: ReturnType<typeof embeddedPrograms>): Map<string, Wanted> {
  const covered = new Set<PDFDict>();
  const understood = new Set<PDFDict>();
  const wanted = new Map<string, Wanted>();
  const parsed = new Map<string, Sfnt | null>();
  for (const [font, strings] of uses.shown) {
    if (uses.keepWhole.has(font)) continue;
    let found: ReturnType<typeof fontGlyphs> = null;
    try {
      found = fontGlyphs(doc.context, font, strings, parsed);
    } catch {
      found = null; // a malformed table: keep the program whole
    }
    if (!found) continue;
    understood.add(font);
    covered.add(found.descriptor);
    const key = found.program.toString();
    const entry = wanted.get(key) ?? { format: found.format, glyphs: new Set<number>() };
    for (const glyph of found.glyphs) entry.glyphs.add(glyph);
    wanted.set(key, entry);
  }
  // A program any other descriptor names (an unused font, a Type 1 or CFF view of it) stays whole,
  // and so does one any other font draws with (a form field's, an unused one, one we cannot read).
  for (const { descriptor, program } of embedded) if (!covered.has(descriptor)) wanted.delete(program.toString());
  for (const [font, programs] of fontsWithPrograms(doc.context)) {
    if (!understood.has(font)) for (const program of programs) wanted.delete(program);
  }
  return wanted;
}

/** A bare CFF program goes through HarfBuzz inside a minimal OpenType wrapper and comes out bare. */
function subsetProgram(hb: Awaited<ReturnType<typeof loadSubsetter>>, bytes: Uint8Array, want: Wanted): Uint8Array | null {
  if (want.format === 'sfnt') {
    const subset = subsetFont(hb, bytes, want.glyphs);
    return subset && pruneCmap(subset, want.glyphs);
  }
  const cff = readCff(bytes);
  const wrapped = cff && subsetFont(hb, wrapCff(bytes, cff.numGlyphs), want.glyphs);
  return wrapped && unwrapCff(wrapped);
}

function hasDifferences(font: PDFDict): boolean {
  const encoding = font.lookup(PDFName.of('Encoding'));
  return encoding instanceof PDFDict && encoding.has(PDFName.of('Differences'));
}

/**
 * Never throws: a font problem must not cost the user the rest of the compression. What was done
 * before a failure (merges, whole programs swapped for subsets) is valid on its own and stays.
 */
export async function subsetFonts(doc: PDFDocument): Promise<FontSubsetReport> {
  const report: FontSubsetReport = { programs: 0, merged: 0, subset: 0, converted: 0 };
  const subset = new Set<string>();
  try {
    await subsetInto(doc, report, subset);
  } catch {
    // a malformed dictionary somewhere: the fonts not yet handled stay as they are
  }
  try {
    tidyWholePrograms(doc.context, subset);
  } catch {
    // the remaining TrueType programs stay as they are
  }
  return report;
}

/** TrueType programs that keep every glyph lose the name strings and signature no reader uses. */
function tidyWholePrograms(context: PDFContext, subset: Set<string>): void {
  const done = new Set<string>(subset);
  for (const { key, program } of embeddedPrograms(context)) {
    if (key !== 'FontFile2' || done.has(program.toString())) continue;
    done.add(program.toString());
    const stream = context.lookup(program);
    if (!(stream instanceof PDFStream)) continue;
    const bytes = streamBytes(stream);
    const tidy = tidyWholeTrueType(bytes);
    if (tidy !== bytes) replaceProgram(context, program, stream, tidy, true);
  }
}

async function subsetInto(doc: PDFDocument, report: FontSubsetReport, subset: Set<string>): Promise<void> {
  const { context } = doc;
  const embedded = embeddedPrograms(context);
  if (embedded.length === 0) return;
  report.merged = mergeDuplicatePrograms(context, embedded);
  report.programs = new Set(embedded.map(({ program }) => program.toString())).size;
  // Content we cannot read throws here: which glyphs it draws is unknown, so nothing is subset
  // (Type 1 programs still become CFF, with every glyph).
  let uses: FontUses;
  try {
    uses = scanFontUses(doc);
  } catch (error) {
    report.converted = convertType1Programs(context, embedded);
    throw error;
  }
  if ([...uses.shown.keys()].some(hasDifferences)) await loadGlyphNames();
  report.converted = convertType1Programs(context, embedded, type1Uses(context, uses));
  const wanted = wantedGlyphs(doc, uses, embedded);
  if (wanted.size === 0) return;
  const hb = await loadSubsetter(); // throws offline or where wasm is blocked: fonts stay whole
  for (const { program } of embedded) {
    const want = wanted.get(program.toString());
    wanted.delete(program.toString()); // each program once, however many descriptors name it
    try {
      if (want && replaceWithSubset(hb, doc, program, want)) {
        report.subset += 1;
        subset.add(program.toString());
      }
    } catch {
      // this program stays whole; the others go on
    }
  }
}

/** Swaps the program's stream for its subset when that is smaller; true when it did. */
function replaceWithSubset(hb: Awaited<ReturnType<typeof loadSubsetter>>, doc: PDFDocument, program: PDFRef, want: Wanted): boolean {
  const stream = doc.context.lookup(program);
  if (!(stream instanceof PDFStream)) return false;
  const font = subsetProgram(hb, streamBytes(stream), want);
  return font !== null && replaceProgram(doc.context, program, stream, font, want.format === 'sfnt');
}

/** Writes `font` (deflated) in place of the program when that is smaller; true when it did. */
function replaceProgram(context: PDFContext, program: PDFRef, stream: PDFStream, font: Uint8Array, sfnt: boolean): boolean {
  const packed = deflateBest(font);
  if (packed.length >= stream.getContentsSize()) return false;
  const dict = stream.dict.clone(context);
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  dict.delete(PDFName.of('DecodeParms'));
  if (sfnt) dict.set(PDFName.of('Length1'), PDFNumber.of(font.length));
  context.assign(program, PDFRawStream.of(dict, packed));
  return true;
}
