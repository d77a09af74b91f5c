/**
 * The metadata items of a HEIC/HEIF or AVIF file: EXIF, an item of type 'Exif' (named in iinf,
 * stored where iloc says, base offset included: libheif writes one), whose payload is a 4-byte
 * offset to the TIFF header followed by the data (often 'Exif\0\0' + TIFF); and XMP, a 'mime' item
 * of type application/rdf+xml. exifr 7.1.3 skips iloc's base offset, so it misses the EXIF of
 * libheif-written files: this reader is the one every metadata view of these formats uses.
 */
import { FormatError, ascii, concatBytes, u16be, u32be } from './bytes';
import { childrenOf, findBox, parseBoxes, type Box } from './isobmff';
import { exifApp1 } from './jpegSegments';

/** Reads an unsigned big-endian integer of 0, 4 or 8 bytes (iloc's field sizes). */
function sized(b: Uint8Array, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return u32be(b, at);
  if (size === 8) return u32be(b, at) * 2 ** 32 + u32be(b, at + 4);
  throw new FormatError(`Unsupported iloc field size ${size}`);
}

/** What kind of metadata an item holds, if any. */
type MetadataItemKind = 'exif' | 'xmp';

interface ItemInfo {
  id: number;
  kind: MetadataItemKind | null;
  /** The infe box. */
  box: Box;
}

/** A null-terminated string at `at`, and where the next field starts. */
function cString(b: Uint8Array, at: number, end: number): [string, number] {
  let stop = at;
  while (stop < end && b[stop] !== 0) stop++;
  return [ascii(b, at, stop - at), stop + 1];
}

/** The items iinf names (infe version 2 and 3, the only ones HEIF allows), with their metadata kind. */
function itemInfos(b: Uint8Array, iinf: Box): ItemInfo[] {
  const version = b[iinf.dataStart];
  const entries = parseBoxes(b, iinf.dataStart + (version === 0 ? 6 : 8), iinf.end);
  const items: ItemInfo[] = [];
  for (const infe of entries.filter((e) => e.type === 'infe')) {
    const v = b[infe.dataStart];
    if (v < 2) continue;
    const idSize = v === 2 ? 2 : 4;
    const id = idSize === 2 ? u16be(b, infe.dataStart + 4) : u32be(b, infe.dataStart + 4);
    const typeAt = infe.dataStart + 4 + idSize + 2;
    const type = ascii(b, typeAt, 4);
    let kind: MetadataItemKind | null = type === 'Exif' ? 'exif' : null;
    if (type === 'mime') {
      const [, contentAt] = cString(b, typeAt + 4, infe.end);
      const [contentType] = cString(b, contentAt, infe.end);
      if (/rdf\+xml|xmp/i.test(contentType)) kind = 'xmp';
    }
    items.push({ id, kind, box: infe });
  }
  return items;
}

interface ItemLocation {
  id: number;
  /** 0: offsets in the file; 1: in the idat box. */
  method: number;
  /** Absolute (method 0) or idat-relative (method 1) [start, end) of each extent. */
  extents: [number, number][];
  /** Where this entry starts and ends in iloc (for rewriting it). */
  entryStart: number;
  entryEnd: number;
}

/** Every entry of iloc, with its extents resolved (base offset added). */
function itemLocations(b: Uint8Array, iloc: Box): ItemLocation[] {
  const version = b[iloc.dataStart];
  let at = iloc.dataStart + 4;
  const [offsetSize, lengthSize] = [b[at] >> 4, b[at] & 15];
  const [baseSize, indexSize] = [b[at + 1] >> 4, version > 0 ? b[at + 1] & 15 : 0];
  at += 2;
  const count = version < 2 ? u16be(b, at) : u32be(b, at);
  at += version < 2 ? 2 : 4;
  const locations: ItemLocation[] = [];
  for (let i = 0; i < count; i++) {
    const entryStart = at;
    const id = version < 2 ? u16be(b, at) : u32be(b, at);
    at += version < 2 ? 2 : 4;
    const method = version > 0 ? u16be(b, at) & 15 : 0;
    at += version > 0 ? 2 : 0;
    at += 2; // data_reference_index
    const base = sized(b, at, baseSize);
    at += baseSize;
    const extentCount = u16be(b, at);
    at += 2;
    const extents: [number, number][] = [];
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = sized(b, at, offsetSize);
      const length = sized(b, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      extents.push([base + offset, base + offset + length]);
    }
    if (at > iloc.end) throw new FormatError('Corrupt iloc: entries run past the box');
    locations.push({ id, method, extents, entryStart, entryEnd: at });
  }
  return locations;
}

/** The meta box's iinf and iloc (and idat), or null for a file without them. */
export function heifItems(b: Uint8Array): { meta: Box; inMeta: Box[]; infos: ItemInfo[]; locations: ItemLocation[] } | null {
  const meta = findBox(parseBoxes(b), 'meta');
  if (!meta) return null;
  const inMeta = childrenOf(b, meta);
  const iinf = findBox(inMeta, 'iinf');
  const iloc = findBox(inMeta, 'iloc');
  if (!iinf || !iloc) return null;
  return { meta, inMeta, infos: itemInfos(b, iinf), locations: itemLocations(b, iloc) };
}

/** The bytes of an item: its extents joined, from the file or from idat. */
function itemBytes(b: Uint8Array, inMeta: Box[], location: ItemLocation): Uint8Array | null {
  const idat = findBox(inMeta, 'idat');
  if (location.method > 1 || (location.method === 1 && !idat)) return null;
  const origin = location.method === 1 && idat ? idat.dataStart : 0;
  const parts = location.extents.map(([start, end]) => b.subarray(origin + start, origin + end));
  if (parts.some((part, i) => part.length !== location.extents[i][1] - location.extents[i][0])) throw new FormatError('Corrupt iloc: an item runs past the file');
  return concatBytes(parts);
}

/** The TIFF block of the EXIF item and the XMP packet, each null when absent or unreadable. */
export function heifMetadataPayloads(b: Uint8Array): { exif: Uint8Array | null; xmp: Uint8Array | null } {
  const items = heifItems(b);
  if (!items) return { exif: null, xmp: null };
  const payloadOf = (kind: MetadataItemKind) => {
    const info = items.infos.find((item) => item.kind === kind);
    const location = info && items.locations.find((l) => l.id === info.id);
    return location ? itemBytes(b, items.inMeta, location) : null;
  };
  let exif: Uint8Array | null = null;
  const payload = payloadOf('exif');
  if (payload && payload.length >= 12) {
    const tiff = payload.subarray(4 + u32be(payload, 0));
    const order = ascii(tiff, 0, 2);
    exif = order === 'II' || order === 'MM' ? tiff.slice() : null;
  }
  const xmp = payloadOf('xmp');
  return { exif, xmp: xmp && xmp.length > 0 ? xmp.slice() : null };
}

/** A HEIC's EXIF as a JPEG APP1 segment (marker included), or null when it has none we can read or fit. */
export function heifExifSegment(b: Uint8Array): Uint8Array | null {
  try {
    const { exif } = heifMetadataPayloads(b);
    return exif ? exifApp1(exif) : null;
  } catch {
    return null;
  }
}
