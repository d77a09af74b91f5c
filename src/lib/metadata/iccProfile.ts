/**
 * The ICC colour profile, read from any source format and written into any output format, so a
 * re-encoded image shows the same colours (an Adobe RGB photo without its profile looks dull).
 *   JPEG: APP2 'ICC_PROFILE\0' segments (seq, count, up to 65 519 bytes each), in order.
 *   PNG:  one iCCP chunk after IHDR (name, method 0, zlib data); an sRGB chunk must not sit beside it.
 *   WebP: one ICCP chunk right after VP8X, with VP8X's ICC flag set.
 *   AVIF: a 'colr' property of type 'prof' associated with the primary item.
 *   TIFF: tag 34675 (InterColorProfile) in IFD0 (read only).
 */
import { unzlibSync, zlibSync } from 'fflate';
import { FormatError, asciiBytes, concatBytes, startsWith, u16beBytes, u32be, u32beBytes } from './bytes';
import { heifLayout, type Box } from './isobmff';
import { APP0, APP2, parseJpegSegments } from './jpegSegments';
import { parsePngChunks, pngChunk } from './pngChunks';
import { parseWebpChunks, setWebpProfile } from './webpChunks';
import { findEntry, readTiff } from './tiffReader';

export type IccSource = 'jpeg' | 'png' | 'webp' | 'avif' | 'tiff';
export type IccTarget = 'jpeg' | 'png' | 'webp' | 'avif';

const ICC_SIGNATURE = 'ICC_PROFILE\0';
/** Payload room in one APP2 segment: 65 535 − length field (2) − signature (12) − seq/count (2). */
const JPEG_ICC_CHUNK = 65_519;
const INTER_COLOR_PROFILE = 0x8773;

/** The source's ICC profile, or null when it has none (or it cannot be read: never fatal). */
export function readIccProfile(bytes: Uint8Array, format: IccSource): Uint8Array | null {
  try {
    const icc = readers[format](bytes);
    return icc && icc.length >= 128 ? icc : null; // an ICC header alone is 128 bytes
  } catch {
    return null; // a damaged profile or container: the image still converts, as untagged sRGB
  }
}

/** The profile's data colour space ('RGB ', 'GRAY', 'CMYK', ...), from its header. */
export const profileColourSpace = (icc: Uint8Array) => String.fromCharCode(...icc.subarray(16, 20));

/**
 * Whether `icc` describes the output's channels: a CMYK profile on an RGB re-encode (or an RGB one
 * on a PNG that OxiPNG reduced to grey) would make viewers misread every pixel, so it is left out.
 */
export function profileFits(icc: Uint8Array, output: Uint8Array, format: IccTarget): boolean {
  const space = profileColourSpace(icc);
  if (format !== 'png') return space === 'RGB ';
  const colourType = output[25]; // IHDR: signature 8, length 4, type 4, width 4, height 4, depth 1
  return colourType === 0 || colourType === 4 ? space === 'GRAY' : space === 'RGB ';
}

/** `bytes` with `icc` as its colour profile (replacing any it had). */
export function embedIccProfile(bytes: Uint8Array, format: IccTarget, icc: Uint8Array): Uint8Array {
  return writers[format](bytes, icc);
}

const readers: Record<IccSource, (bytes: Uint8Array) => Uint8Array | null> = {
  jpeg(bytes) {
    const parts = parseJpegSegments(bytes)
      .filter((s) => s.marker === APP2 && startsWith(bytes, ICC_SIGNATURE, s.payloadStart))
      .map((s) => ({ seq: bytes[s.payloadStart + 12], data: bytes.subarray(s.payloadStart + 14, s.payloadEnd) }))
      .sort((a, b) => a.seq - b.seq);
    return parts.length ? concatBytes(parts.map((p) => p.data)) : null;
  },
  png(bytes) {
    const chunk = parsePngChunks(bytes).find((c) => c.type === 'iCCP');
    if (!chunk) return null;
    const nameEnd = bytes.indexOf(0, chunk.dataStart);
    if (nameEnd < 0 || nameEnd + 2 > chunk.dataEnd || bytes[nameEnd + 1] !== 0) return null;
    return unzlibSync(bytes.subarray(nameEnd + 2, chunk.dataEnd));
  },
  webp(bytes) {
    const chunk = parseWebpChunks(bytes).find((c) => c.fourcc === 'ICCP');
    return chunk ? bytes.slice(chunk.dataStart, chunk.dataEnd) : null;
  },
  avif(bytes) {
    const { properties } = heifLayout(bytes);
    const colr = properties.find((p) => p.type === 'colr' && isProfileColr(bytes, p));
    return colr ? bytes.slice(colr.dataStart + 4, colr.end) : null;
  },
  tiff(bytes) {
    return findEntry(readTiff(bytes).ifd0, INTER_COLOR_PROFILE)?.value ?? null;
  },
};

const isProfileColr = (bytes: Uint8Array, box: Box) =>
  startsWith(bytes, 'prof', box.dataStart) || startsWith(bytes, 'rICC', box.dataStart);

const writers: Record<IccTarget, (bytes: Uint8Array, icc: Uint8Array) => Uint8Array> = {
  jpeg(bytes, icc) {
    const segments = parseJpegSegments(bytes).filter((s) => !(s.marker === APP2 && startsWith(bytes, ICC_SIGNATURE, s.payloadStart)));
    const count = Math.ceil(icc.length / JPEG_ICC_CHUNK);
    if (count > 255) throw new FormatError('ICC profile too large for JPEG');
    const app2 = Array.from({ length: count }, (_, i) => {
      const data = icc.subarray(i * JPEG_ICC_CHUNK, (i + 1) * JPEG_ICC_CHUNK);
      return concatBytes([Uint8Array.of(0xff, APP2), u16beBytes(2 + 14 + data.length), asciiBytes(ICC_SIGNATURE), Uint8Array.of(i + 1, count), data]);
    });
    // After SOI and a JFIF APP0 (which must come first), before everything else.
    const at = segments[1]?.marker === APP0 ? 2 : 1;
    const parts = segments.map((s) => bytes.subarray(s.start, s.end));
    parts.splice(at, 0, ...app2);
    return concatBytes(parts);
  },
  png(bytes, icc) {
    const chunks = parsePngChunks(bytes).filter((c) => c.type !== 'iCCP' && c.type !== 'sRGB');
    const iccp = pngChunk('iCCP', concatBytes([asciiBytes('ICC profile'), Uint8Array.of(0, 0), zlibSync(icc, { level: 9 })]));
    const parts = chunks.map((c) => bytes.subarray(c.start, c.end));
    parts.splice(1, 0, iccp); // right after IHDR: before PLTE and IDAT, as the PNG spec requires
    return concatBytes([bytes.subarray(0, chunks[0].start), ...parts]);
  },
  webp(bytes, icc) {
    return setWebpProfile(bytes, icc);
  },
  avif(bytes, icc) {
    return addAvifProfile(bytes, icc);
  },
};

/**
 * Adds a colr/prof property to an AVIF and associates it with the primary item. Everything after
 * the insertions moves, so the enclosing box sizes grow and every item location (iloc) that points
 * past the meta box (the coded image in mdat) is shifted by the same amount.
 */
function addAvifProfile(bytes: Uint8Array, icc: Uint8Array): Uint8Array {
  const layout = heifLayout(bytes);
  const { meta, iprp, ipco, ipma, iloc, primary, properties } = layout;
  if (properties.some((p) => p.type === 'colr' && isProfileColr(bytes, p))) throw new FormatError('AVIF already has a profile');
  if (![meta, iprp, ipco, ipma].every((b) => b.compactSize)) throw new FormatError('AVIF with 64-bit box sizes');
  const out = bytes.slice();
  const colr = concatBytes([u32beBytes(12 + icc.length), asciiBytes('colr'), asciiBytes('prof'), icc]);
  const index = properties.length + 1;
  const entry = ipmaEntry(bytes, ipma, primary);
  const association = entry.wide ? u16beBytes(index) : Uint8Array.of(index);
  if ((!entry.wide && index > 0x7f) || bytes[entry.countAt] === 0xff) throw new FormatError('AVIF has too many properties');
  out[entry.countAt] += 1;
  const grow = colr.length + association.length;
  const setSize = (box: Box, by: number) => out.set(u32beBytes(box.end - box.start + by), box.start);
  setSize(meta, grow);
  setSize(iprp, grow);
  setSize(ipco, colr.length);
  setSize(ipma, association.length);
  if (iloc) shiftItemLocations(out, iloc, meta.end, grow);
  const inserts = [
    { at: ipco.end, data: colr },
    { at: entry.insertAt, data: association },
  ].sort((a, b) => a.at - b.at);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const { at, data } of inserts) {
    parts.push(out.subarray(from, at), data);
    from = at;
  }
  parts.push(out.subarray(from));
  return concatBytes(parts);
}

/** Where the primary item's association list sits in ipma (count byte, end of list, entry width). */
function ipmaEntry(bytes: Uint8Array, ipma: Box, item: number) {
  const version = bytes[ipma.dataStart];
  const wide = (bytes[ipma.dataStart + 3] & 1) === 1;
  let at = ipma.dataStart + 4;
  const entries = u32be(bytes, at);
  at += 4;
  for (let i = 0; i < entries && at < ipma.end; i++) {
    const id = version < 1 ? (bytes[at] << 8) | bytes[at + 1] : u32be(bytes, at);
    at += version < 1 ? 2 : 4;
    const countAt = at;
    const listEnd = at + 1 + bytes[at] * (wide ? 2 : 1);
    if (id === item) return { countAt, insertAt: listEnd, wide };
    at = listEnd;
  }
  throw new FormatError('Corrupt AVIF: the primary item has no properties');
}

function readUint(b: Uint8Array, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return u32be(b, at);
  if (size === 8) return u32be(b, at) * 2 ** 32 + u32be(b, at + 4);
  throw new FormatError(`Unsupported iloc field size ${size}`);
}

function writeUint(b: Uint8Array, at: number, size: number, value: number) {
  if (size === 4) {
    if (value > 0xffffffff) throw new FormatError('iloc offset overflow');
    b.set(u32beBytes(value), at);
  } else if (size === 8) {
    b.set(u32beBytes(Math.floor(value / 2 ** 32)), at);
    b.set(u32beBytes(value >>> 0), at + 4);
  }
}

/** Adds `by` to every file offset in iloc that points at or after `from` (fields patched in place). */
function shiftItemLocations(b: Uint8Array, iloc: Box, from: number, by: number) {
  const version = b[iloc.dataStart];
  let at = iloc.dataStart + 4;
  const offsetSize = b[at] >> 4;
  const lengthSize = b[at] & 15;
  const baseSize = b[at + 1] >> 4;
  const indexSize = version === 1 || version === 2 ? b[at + 1] & 15 : 0;
  at += 2;
  const items = version < 2 ? (b[at] << 8) | b[at + 1] : u32be(b, at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < items; i++) {
    at += version < 2 ? 2 : 4; // item_ID
    let method = 0;
    if (version === 1 || version === 2) {
      method = b[at + 1] & 15;
      at += 2;
    }
    const dataReference = (b[at] << 8) | b[at + 1];
    at += 2;
    const inFile = method === 0 && dataReference === 0; // offsets from the start of this file
    const base = readUint(b, at, baseSize);
    const shiftBase = inFile && baseSize > 0 && base >= from;
    if (shiftBase) writeUint(b, at, baseSize, base + by);
    at += baseSize;
    const extents = (b[at] << 8) | b[at + 1];
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readUint(b, at, offsetSize);
      if (inFile && !shiftBase && offsetSize > 0 && base + offset >= from) writeUint(b, at, offsetSize, offset + by);
      at += offsetSize + lengthSize;
    }
  }
  if (at > iloc.end) throw new FormatError('Corrupt AVIF: iloc runs past its box');
}
