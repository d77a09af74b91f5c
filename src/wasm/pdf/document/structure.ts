/**
 * Lossless clean-up of a PDF's structure: decode ASCII armour (hex, base-85), recode LZW and RunLength streams as Flate, Flate-compress streams stored uncompressed (and re-deflate
 * plain Flate streams harder), trim XMP padding and deflate it outside PDF/A, and drop objects nothing refers to any more (old revisions,
 * replaced images, orphaned fonts). pdf-lib then writes what is left with object streams.
 */
import { deflateBest, deflatedHere } from './deflate';
import { PDFArray, PDFDict, PDFName, PDFNull, PDFRawStream, PDFRef, PDFStream, decodePDFRawStream, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

import { STREAM_BUDGET_BYTES, inflateStream } from './inflate';

const MIN_STREAM_BYTES = 64;
/** A re-deflated Flate stream must save at least this much to be worth replacing. */
const REDEFLATE_BELOW = 0.97;



const XPACKET_END = '<?xpacket end=';

/**
 * XMP metadata loses the whitespace padding writers leave for editing it in place (often 2 KB,
 * more than the rest of a small file's metadata), and is deflated like any other stream, except in
 * a PDF/A file (its XMP names a pdfaid part), where the standard requires it unfiltered. Every PDF
 * reader inflates it; only tools that scan raw files for XMP (the PDF spec's reason to suggest
 * leaving it plain) would miss it, and they read PDF/A files, where it stays plain.
 */
function smallerMetadata(context: PDFContext, stream: PDFRawStream): PDFRawStream | null {
  if (stream.dict.has(PDFName.of('Filter'))) return null;
  const text = new TextDecoder('latin1').decode(stream.contents);
  const end = text.lastIndexOf(XPACKET_END);
  const trimmed = end < 0 ? text : text.slice(0, end).replace(/[ \t\r\n]+$/, '\n') + text.slice(end);
  const plain = Uint8Array.from(trimmed, (c) => c.charCodeAt(0));
  if (/pdfaid:part/.test(text)) return plain.length < stream.contents.length ? PDFRawStream.of(stream.dict.clone(context), plain) : null;
  const packed = deflateBest(plain);
  if (packed.length >= stream.contents.length) return null;
  const dict = stream.dict.clone(context);
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  return PDFRawStream.of(dict, packed);
}

/**
 * Flate without a predictor, written as /FlateDecode or as a one-filter array [/FlateDecode] (with no
 * parameters, or [null]): many writers use the array form, and its streams deserve the same care.
 */
function isPlainFlate(filter: PDFObject | undefined, parms: PDFObject | undefined): boolean {
  if (filter === PDFName.of('FlateDecode')) return parms === undefined;
  if (!(filter instanceof PDFArray) || filter.size() !== 1 || filter.get(0) !== PDFName.of('FlateDecode')) return false;
  return parms === undefined || (parms instanceof PDFArray && parms.size() === 1 && parms.get(0) === PDFNull);
}

/**
 * Whether a zlib stream's header says it was written at zlib's maximum effort (FLEVEL 3, levels 7
 * to 9): our level 9 then gains nothing worth the inflate and deflate (no such stream saved the
 * 3 % of REDEFLATE_BELOW over a quarter of the training set's PDFs, 877 streams), and deflating
 * again is most of what this pass costs on text files.
 */
const deflatedAtMaximum = (bytes: Uint8Array): boolean => bytes.length >= 2 && (bytes[0] & 0x0f) === 8 && ((bytes[0] << 8) | bytes[1]) % 31 === 0 && bytes[1] >> 6 === 3;

function smallerStream(context: PDFContext, stream: PDFRawStream): PDFRawStream | null {
  const dict = stream.dict;
  if (dict.get(PDFName.of('Type')) === PDFName.of('Metadata')) return smallerMetadata(context, stream);
  if (dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) return null; // images have their own rules
  // In a file that stays encrypted (attachments only), an attachment's bytes are ciphertext.
  if (context.trailerInfo.Encrypt && dict.get(PDFName.of('Type')) === PDFName.of('EmbeddedFile')) return null;
  const filter = dict.get(PDFName.of('Filter'));
  if (filter === undefined) {
    const packed = deflateBest(stream.contents);
    if (packed.length >= stream.contents.length) return null;
    const next = dict.clone(context);
    next.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
    return PDFRawStream.of(next, packed);
  }
  if (!isPlainFlate(filter, dict.get(PDFName.of('DecodeParms')))) return null;
  if (deflatedHere(stream.contents)) return null; // written by this run at the same effort (a font program)
  if (deflatedAtMaximum(stream.contents)) return null;
  let plain: Uint8Array | null;
  try {
    plain = inflateStream(stream.contents);
  } catch {
    return null; // leave data fflate cannot read exactly as it was
  }
  if (!plain) return null; // a bomb stays as small as it came
  const packed = deflateBest(plain);
  if (packed.length >= stream.contents.length * REDEFLATE_BELOW) return null;
  const next = dict.clone(context);
  next.set(PDFName.of('Filter'), PDFName.of('FlateDecode')); // a one-filter array becomes the plain name
  next.delete(PDFName.of('DecodeParms'));
  return PDFRawStream.of(next, packed);
}

/** The ASCII filters, by every name they go by, and their full names (pdf-lib's decoder knows only those). */
const ASCII_FILTERS = new Map([
  ['/ASCIIHexDecode', 'ASCIIHexDecode'],
  ['/AHx', 'ASCIIHexDecode'],
  ['/ASCII85Decode', 'ASCII85Decode'],
  ['/A85', 'ASCII85Decode'],
]);

/** Whether text is well-formed armour of that kind (pdf-lib's decoders pass over bad characters silently). */
function wellFormed(kind: string, text: Uint8Array): boolean {
  const body = new TextDecoder('latin1').decode(text).replace(/[\0\t\n\f\r ]/g, '');
  if (kind === 'ASCIIHexDecode') return /^[0-9A-Fa-f]*>?$/.test(body);
  return /^(<~)?[!-uz]*(~>)?$/.test(body);
}

/**
 * A stream's leading ASCII filters (hex or base-85 text armour, 2 or 1.25 bytes per byte, from the
 * days of 7-bit mail) decoded away, the filters after them kept with their parameters; null when it
 * has none or they do not decode. Lossless, and the bytes can only get fewer.
 */
function withoutAsciiArmour(context: PDFContext, stream: PDFRawStream): PDFRawStream | null {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray().map((f) => context.lookup(f)) : [filter];
  let count = 0;
  while (count < filters.length && filters[count] instanceof PDFName && ASCII_FILTERS.has(filters[count]!.toString())) count += 1;
  if (count === 0) return null;
  const parms = stream.dict.lookup(PDFName.of('DecodeParms'));
  const parmsList = parms instanceof PDFArray ? parms.asArray() : filters.map((_, i) => (i === 0 && parms ? parms : PDFNull));
  let plain = stream.contents;
  try {
    // One layer at a time, each checked before it is decoded.
    for (const layer of filters.slice(0, count)) {
      const kind = ASCII_FILTERS.get(layer!.toString())!;
      if (!wellFormed(kind, plain)) return null;
      plain = decodePDFRawStream(PDFRawStream.of(context.obj({ Filter: kind }), plain)).decode();
    }
  } catch {
    return null;
  }
  const next = stream.dict.clone(context);
  const rest = filters.slice(count) as PDFObject[];
  const restParms = parmsList.slice(count);
  next.delete(PDFName.of('Filter'));
  next.delete(PDFName.of('DecodeParms'));
  if (rest.length === 1) next.set(PDFName.of('Filter'), rest[0]);
  else if (rest.length > 1) next.set(PDFName.of('Filter'), context.obj(rest));
  if (rest.length === 1 && restParms[0] && restParms[0] !== PDFNull) next.set(PDFName.of('DecodeParms'), restParms[0]);
  else if (rest.length > 1 && restParms.some((p) => p !== PDFNull)) next.set(PDFName.of('DecodeParms'), context.obj(restParms));
  return PDFRawStream.of(next, plain);
}

/** The filters Flate stands in for without a change: LZW (its forerunner, with the same predictors) and RunLength. */
const FLATE_STANDS_IN = new Set(['/LZWDecode', '/RunLengthDecode']);

/**
 * A stream under LZW or RunLength alone recoded as Flate: the filter hands out the same bytes, so an
 * LZW stream's predictor parameters apply to the Flate one as they are (/EarlyChange, LZW's own, goes).
 * Old writers (PDFWriter, Acrobat 2 and 3, Distiller) coded whole files in LZW, which Flate at its
 * best packs a third smaller; an image becomes a Flate image the image pass can read. Null for any
 * other filter, or when the data will not decode or would pass the stream budget (one LZW code can
 * stand for 4 KB: a bomb stays as small as it came).
 */
function asFlate(context: PDFContext, stream: PDFRawStream): PDFRawStream | null {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const only = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
  if (!(only instanceof PDFName) || !FLATE_STANDS_IN.has(only.toString())) return null;
  const parmsEntry = stream.dict.lookup(PDFName.of('DecodeParms'));
  const parms = parmsEntry instanceof PDFArray ? parmsEntry.lookup(0) : parmsEntry;
  let plain: Uint8Array;
  try {
    const coded = PDFRawStream.of(context.obj({ Filter: only, ...(parms instanceof PDFDict ? { DecodeParms: parms } : {}) }), stream.contents);
    plain = decodePDFRawStream(coded).getBytes(STREAM_BUDGET_BYTES + 1, false) as Uint8Array;
  } catch {
    return null;
  }
  if (plain.length > STREAM_BUDGET_BYTES) return null;
  const next = stream.dict.clone(context);
  next.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  next.delete(PDFName.of('DecodeParms'));
  if (only === PDFName.of('LZWDecode') && parms instanceof PDFDict && parms.has(PDFName.of('Predictor'))) {
    const kept = parms.clone(context);
    kept.delete(PDFName.of('EarlyChange'));
    next.set(PDFName.of('DecodeParms'), kept);
  }
  return PDFRawStream.of(next, deflateBest(plain));
}

/** Replaces every stream `plainer` gives a plainer coding for (attachments of a file that stays encrypted aside); returns how many. */
function recodeStreams(context: PDFContext, plainer: (context: PDFContext, stream: PDFRawStream) => PDFRawStream | null): number {
  let replaced = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (context.trailerInfo.Encrypt && object.dict.get(PDFName.of('Type')) === PDFName.of('EmbeddedFile')) continue;
    const plain = plainer(context, object);
    if (!plain) continue;
    context.assign(ref, plain);
    replaced += 1;
  }
  return replaced;
}

/** Decodes the ASCII armour of every stream (images included: their own filters stay); returns how many. */
export const dropAsciiArmour = (context: PDFContext): number => recodeStreams(context, withoutAsciiArmour);

/** Recodes every LZW and RunLength stream (images included) as Flate (`asFlate`); returns how many. Run after dropAsciiArmour. */
export const lzwToFlate = (context: PDFContext): number => recodeStreams(context, asFlate);

/** Compresses every stream that gets smaller; returns how many were replaced. */
export function compressStreams(context: PDFContext): number {
  let replaced = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.contents.length < MIN_STREAM_BYTES) continue;
    const smaller = smallerStream(context, object);
    if (smaller) {
      context.assign(ref, smaller);
      replaced += 1;
    }
  }
  return replaced;
}

function children(object: PDFObject | undefined): PDFObject[] {
  if (object instanceof PDFDict) return object.values();
  if (object instanceof PDFArray) return object.asArray();
  if (object instanceof PDFStream) return object.dict.values();
  return [];
}

/** Deletes every indirect object that cannot be reached from the trailer; returns how many. */
export function dropUnreferenced(context: PDFContext): number {
  const reached = new Set<string>();
  const pending: PDFObject[] = [];
  const { Root, Info, Encrypt } = context.trailerInfo;
  for (const start of [Root, Info, Encrypt]) if (start) pending.push(start);
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFRef) {
      const key = object.toString();
      if (reached.has(key)) continue;
      reached.add(key);
      for (const child of children(context.lookup(object))) pending.push(child);
    } else {
      for (const child of children(object)) pending.push(child);
    }
  }
  let dropped = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.toString())) {
      context.delete(ref);
      dropped += 1;
    }
  }
  return dropped;
}
