/**
 * The EXIF block of a HEIC/HEIF (or AVIF) file: an item of type 'Exif' (named in iinf, stored where
 * iloc says), whose payload is a 4-byte offset to the TIFF header followed by the data (often
 * 'Exif\0\0' + TIFF). Returned as the TIFF bytes, so it can become a JPEG APP1 segment.
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

function exifItemId(b: Uint8Array, iinf: Box): number | null {
  const version = b[iinf.dataStart];
  const entries = parseBoxes(b, iinf.dataStart + (version === 0 ? 6 : 8), iinf.end);
  for (const infe of entries.filter((e) => e.type === 'infe')) {
    const v = b[infe.dataStart];
    if (v < 2) continue;
    const idSize = v === 2 ? 2 : 4;
    const id = idSize === 2 ? u16be(b, infe.dataStart + 4) : u32be(b, infe.dataStart + 4);
    if (ascii(b, infe.dataStart + 4 + idSize + 2, 4) === 'Exif') return id;
  }
  return null;
}

/** The bytes of item `id`, from its file-offset extents (other construction methods are not used for EXIF). */
function itemBytes(b: Uint8Array, iloc: Box, id: number): Uint8Array | null {
  const version = b[iloc.dataStart];
  let at = iloc.dataStart + 4;
  const [offsetSize, lengthSize] = [b[at] >> 4, b[at] & 15];
  const [baseSize, indexSize] = [b[at + 1] >> 4, version > 0 ? b[at + 1] & 15 : 0];
  at += 2;
  const count = version < 2 ? u16be(b, at) : u32be(b, at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const itemId = version < 2 ? u16be(b, at) : u32be(b, at);
    at += version < 2 ? 2 : 4;
    const method = version > 0 ? u16be(b, at) & 15 : 0;
    at += version > 0 ? 2 : 0;
    at += 2; // data_reference_index
    const base = sized(b, at, baseSize);
    at += baseSize;
    const extents = u16be(b, at);
    at += 2;
    const parts: Uint8Array[] = [];
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = sized(b, at, offsetSize);
      const length = sized(b, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      parts.push(b.subarray(base + offset, base + offset + length));
    }
    if (itemId !== id) continue;
    return method === 0 ? concatBytes(parts) : null;
  }
  return null;
}

function readHeifExifTiff(b: Uint8Array): Uint8Array | null {
  const meta = findBox(parseBoxes(b), 'meta');
  if (!meta) return null;
  const inMeta = childrenOf(b, meta);
  const iinf = findBox(inMeta, 'iinf');
  const iloc = findBox(inMeta, 'iloc');
  const id = iinf && iloc ? exifItemId(b, iinf) : null;
  const payload = id !== null && iloc ? itemBytes(b, iloc, id) : null;
  if (!payload || payload.length < 12) return null;
  const tiff = payload.subarray(4 + u32be(payload, 0));
  const order = ascii(tiff, 0, 2);
  return order === 'II' || order === 'MM' ? tiff.slice() : null;
}

/** A HEIC's EXIF as a JPEG APP1 segment (marker included), or null when it has none we can read or fit. */
export function heifExifSegment(b: Uint8Array): Uint8Array | null {
  try {
    const tiff = readHeifExifTiff(b);
    return tiff ? exifApp1(tiff) : null;
  } catch {
    return null;
  }
}
