/**
 * Lossless clean-up before writing: other applications' private data (/PieceInfo: Illustrator and
 * Acrobat keep whole editable copies of a page there; readers ignore it), page thumbnails
 * (/Thumb: readers draw their own) and the XMP metadata of single objects (a placed photo's or a
 * font's own editing history, which InDesign and Illustrator carry along; the document's own
 * metadata, on the catalog, stays) go; identical streams and identical font, descriptor, encoding
 * and graphics-state dictionaries become one object, every reference pointing at the survivor.
 * Page content coded with an image filter goes too (see dropImageCodedContents), and references to
 * single names, numbers and booleans become the values (inlineScalars). dropUnreferenced then
 * removes what nothing points at any more.
 */
import { PDFArray, PDFBool, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

const PIECE_INFO = PDFName.of('PieceInfo');
const THUMB = PDFName.of('Thumb');
const METADATA = PDFName.of('Metadata');
const TYPE = PDFName.of('Type');

/** Removes /PieceInfo from every object, /Thumb from pages and /Metadata from all but the catalog; returns how many entries went. */
export function dropPrivateData(context: PDFContext): number {
  let dropped = 0;
  const root = context.trailerInfo.Root;
  const catalog = root instanceof PDFRef ? context.lookup(root) : root;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) continue;
    if (dict.delete(PIECE_INFO)) dropped += 1;
    if (dict.lookup(TYPE) === PDFName.of('Page') && dict.delete(THUMB)) dropped += 1;
    if (dict !== catalog && dict.delete(METADATA)) dropped += 1;
  }
  return dropped;
}

/**
 * Every reference to a name, a number or a boolean object becomes that value, in every dictionary
 * and array at any depth. Readers resolve such references wherever they stand, so nothing changes
 * for them; but an image whose /Subtype, /Filter and /Width are indirect objects (as in the SHA-1
 * collision PDFs, and in files of some generators) is then an image to every pass that reads its
 * entries, and each reference costs more bytes than the value it points at. The objects become
 * orphans for dropUnreferenced. Returns how many references went.
 */
export function inlineScalars(context: PDFContext): number {
  let inlined = 0;
  const valueOf = (value: PDFObject): PDFObject => {
    if (value instanceof PDFRef) {
      const target = context.lookup(value);
      if (target instanceof PDFName || target instanceof PDFNumber || target instanceof PDFBool) {
        inlined += 1;
        return target;
      }
      return value;
    }
    visit(value);
    return value;
  };
  const visit = (object: PDFObject): void => {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) for (const [key, value] of dict.entries()) dict.set(key, valueOf(value));
    else if (object instanceof PDFArray) for (let i = 0; i < object.size(); i++) object.set(i, valueOf(object.get(i)));
  };
  for (const [, object] of context.enumerateIndirectObjects()) visit(object);
  return inlined;
}

/** Filters that only ever decode an image: a content stream under one cannot hold operators. */
const IMAGE_FILTERS = new Set(['/DCTDecode', '/JPXDecode', '/JBIG2Decode', '/CCITTFaxDecode']);

function imageCoded(context: PDFContext, part: PDFObject): boolean {
  const stream = context.lookup(part);
  if (!(stream instanceof PDFStream)) return false;
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const last = filter instanceof PDFArray ? filter.lookup(filter.size() - 1) : filter;
  return last instanceof PDFName && IMAGE_FILTERS.has(last.toString());
}

/**
 * Removes page content streams coded with an image filter: no reader can get drawing operators
 * out of them, and a JBIG2 or JPEG 2000 "content" is at best garbage and at worst a decompression
 * bomb (pdf.js's bomb_giant.pdf). Returns how many went.
 */
export function dropImageCodedContents(context: PDFContext): number {
  let dropped = 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.lookup(TYPE) !== PDFName.of('Page')) continue;
    const contents = object.get(PDFName.of('Contents'));
    const parts = context.lookup(contents);
    if (parts instanceof PDFArray) {
      for (let i = parts.size() - 1; i >= 0; i--) {
        if (!imageCoded(context, parts.get(i))) continue;
        parts.remove(i);
        dropped += 1;
      }
    } else if (contents && imageCoded(context, contents)) {
      object.delete(PDFName.of('Contents'));
      dropped += 1;
    }
  }
  return dropped;
}

/** Dictionaries that mean the same wherever they are used: a copy may serve every user. */
const SHAREABLE_TYPES = new Set(['/Font', '/FontDescriptor', '/Encoding', '/ExtGState']);
/** Streams that are parts of the file's own structure, never merged. */
const STRUCTURAL_STREAMS = new Set(['/XRef', '/ObjStm']);

function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return hash >>> 0;
}

/** A key equal for objects that may be merged, or null for objects that must stay themselves. */
function keyOf(object: PDFObject): string | null {
  if (object instanceof PDFRawStream) {
    const type = object.dict.get(TYPE)?.toString();
    if (type && STRUCTURAL_STREAMS.has(type)) return null;
    const dict = object.dict.clone();
    dict.delete(PDFName.of('Length'));
    return `s${object.contents.length}:${fnv1a(object.contents)}:${dict.toString()}`;
  }
  if (object instanceof PDFDict && !(object instanceof PDFStream)) {
    const type = object.get(TYPE)?.toString();
    return type && SHAREABLE_TYPES.has(type) ? `d${object.toString()}` : null;
  }
  return null;
}

const sameStream = (a: PDFObject, b: PDFObject) =>
  !(a instanceof PDFRawStream && b instanceof PDFRawStream) || a.contents.every((byte, i) => byte === b.contents[i]);

/** Points every reference in `object` (any depth of direct dictionaries and arrays) at its survivor. */
function redirect(object: PDFObject, survivors: Map<string, PDFRef>): void {
  const swap = (value: PDFObject) => (value instanceof PDFRef ? (survivors.get(value.toString()) ?? value) : (redirect(value, survivors), value));
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) for (const [key, value] of dict.entries()) dict.set(key, swap(value));
  if (object instanceof PDFArray) for (let i = 0; i < object.size(); i++) object.set(i, swap(object.get(i)));
}

function mergeRound(context: PDFContext): number {
  const firstByKey = new Map<string, [PDFRef, PDFObject]>();
  const survivors = new Map<string, PDFRef>();
  const duplicates: PDFRef[] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const key = keyOf(object);
    if (key === null) continue;
    const first = firstByKey.get(key);
    if (!first) firstByKey.set(key, [ref, object]);
    else if (sameStream(first[1], object)) {
      survivors.set(ref.toString(), first[0]);
      duplicates.push(ref);
    }
  }
  if (survivors.size === 0) return 0;
  for (const ref of duplicates) context.delete(ref);
  for (const [, object] of context.enumerateIndirectObjects()) redirect(object, survivors);
  const { trailerInfo } = context;
  for (const key of ['Root', 'Info', 'Encrypt'] as const) {
    const value = trailerInfo[key];
    if (value instanceof PDFRef) trailerInfo[key] = survivors.get(value.toString()) ?? value;
  }
  return survivors.size;
}

/** Merges duplicates until none are left (a font is equal to its twin once their files are one). */
export function mergeDuplicates(context: PDFContext, maxRounds = 4): number {
  let merged = 0;
  for (let round = 0; round < maxRounds; round++) {
    const count = mergeRound(context);
    merged += count;
    if (count === 0) break;
  }
  return merged;
}
