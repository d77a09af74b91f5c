/**
 * The embedded font programs of a document: every font descriptor (found among all objects, not
 * only the fonts pages use, so a program shared with a font we never saw stays whole) and the
 * FontFile, FontFile2 or FontFile3 stream it names. Identical programs are merged into one.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';
import { crc32 } from '../../../../lib/crc32';
import { streamBytes } from '../../document/contentBytes';

const PROGRAM_KEYS = ['FontFile', 'FontFile2', 'FontFile3'] as const;

export interface Embedded {
  descriptor: PDFDict;
  key: (typeof PROGRAM_KEYS)[number];
  program: PDFRef;
}

/** Descriptors in an object and its direct children (a direct descriptor inside a direct font). */
function collect(object: PDFObject, found: Embedded[], depth: number): void {
  if (depth > 8) return;
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    for (const key of PROGRAM_KEYS) {
      const program = dict.get(PDFName.of(key));
      if (program instanceof PDFRef) found.push({ descriptor: dict, key, program });
    }
    for (const value of dict.values()) if (!(value instanceof PDFRef)) collect(value, found, depth + 1);
  } else if (object instanceof PDFArray) {
    for (const value of object.asArray()) if (!(value instanceof PDFRef)) collect(value, found, depth + 1);
  }
}

/** Font dictionaries (simple or Type0) in an object and its direct children. */
function collectFonts(object: PDFObject, found: Set<PDFDict>, depth: number): void {
  if (depth > 8) return;
  if (object instanceof PDFStream) collectFonts(object.dict, found, depth + 1); // a form's direct resources
  else if (object instanceof PDFDict) {
    const subtype = object.get(PDFName.of('Subtype'));
    const cidFont = subtype === PDFName.of('CIDFontType0') || subtype === PDFName.of('CIDFontType2');
    if (object.has(PDFName.of('DescendantFonts')) || (object.has(PDFName.of('FontDescriptor')) && !cidFont)) found.add(object);
    for (const value of object.values()) if (!(value instanceof PDFRef)) collectFonts(value, found, depth + 1);
  } else if (object instanceof PDFArray) {
    for (const value of object.asArray()) if (!(value instanceof PDFRef)) collectFonts(value, found, depth + 1);
  }
}

/**
 * Every font dictionary of the document with the programs it draws with (a Type0 font through its
 * descendant). A program is subset only when every font drawing with it is understood, whatever
 * dictionary or descriptor they share: a form field's font may be another dictionary over the same
 * descriptor as a page font.
 */
export function fontsWithPrograms(context: PDFContext): Map<PDFDict, string[]> {
  const fonts = new Set<PDFDict>();
  for (const [, object] of context.enumerateIndirectObjects()) collectFonts(object, fonts, 0);
  const result = new Map<PDFDict, string[]>();
  for (const font of fonts) {
    const descendants = context.lookup(font.get(PDFName.of('DescendantFonts')));
    const holder = descendants instanceof PDFArray ? context.lookup(descendants.get(0)) : font;
    const descriptor = holder instanceof PDFDict ? context.lookup(holder.get(PDFName.of('FontDescriptor'))) : undefined;
    if (!(descriptor instanceof PDFDict)) continue;
    const programs = PROGRAM_KEYS.map((key) => descriptor.get(PDFName.of(key))).filter((ref): ref is PDFRef => ref instanceof PDFRef);
    result.set(font, programs.map(String));
  }
  return result;
}

export function embeddedPrograms(context: PDFContext): Embedded[] {
  const found: Embedded[] = [];
  for (const [, object] of context.enumerateIndirectObjects()) collect(object, found, 0);
  return found;
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** What must match besides the bytes for two program streams to be interchangeable. */
function signature(entry: Embedded, stream: PDFStream): string {
  const extra = ['Subtype', 'Length1', 'Length2', 'Length3'].map((key) => String(stream.dict.lookup(PDFName.of(key)) ?? ''));
  return [entry.key, ...extra].join(' ');
}

/** Points every descriptor of a duplicate program at the first copy; returns how many merged. */
export function mergeDuplicatePrograms(context: PDFContext, embedded: Embedded[]): number {
  const kept = new Map<string, { ref: PDFRef; bytes: Uint8Array }[]>();
  const replaced = new Map<string, PDFRef>();
  for (const entry of embedded) {
    const key = entry.program.toString();
    if (!replaced.has(key)) {
      const stream = context.lookup(entry.program);
      if (!(stream instanceof PDFStream)) continue;
      let bytes: Uint8Array;
      try {
        bytes = streamBytes(stream);
      } catch {
        continue; // a program we cannot decode is left where it is
      }
      const bucket = `${signature(entry, stream)} ${bytes.length} ${crc32(bytes)}`;
      const candidates = kept.get(bucket) ?? [];
      const twin = candidates.find((candidate) => equal(candidate.bytes, bytes));
      if (!twin) candidates.push({ ref: entry.program, bytes });
      kept.set(bucket, candidates);
      replaced.set(key, twin?.ref ?? entry.program);
    }
    const target = replaced.get(key);
    if (target && target !== entry.program) {
      entry.descriptor.set(PDFName.of(entry.key), target);
      entry.program = target;
    }
  }
  return [...replaced].filter(([key, ref]) => key !== ref.toString()).length;
}
