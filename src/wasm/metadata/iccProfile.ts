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
import { APP0, APP2, parseJpegSegments } from '../jpeg';
import { FormatError, asciiBytes, concatBytes, startsWith, u16beBytes, u32be, u32beBytes } from './bytes';
import { heifLayout, type Box } from './isobmff';
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

/** sRGB's primaries adapted to D50, as sRGB profiles store them in rXYZ, gXYZ and bXYZ. */
const SRGB_PRIMARIES: Record<string, readonly number[]> = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
};
const PRIMARY_TOLERANCE = 0.002;
const CURVE_TOLERANCE = 0.002;

/** The sRGB transfer function: encoded value (0..1) to linear light. */
const srgbToLinear = (x: number) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);

/**
 * Whether `icc` is an sRGB profile (by what it says, not by its name): an RGB matrix/TRC profile
 * with sRGB's primaries and sRGB's tone curve on all three channels. Browsers and image viewers
 * treat untagged images as sRGB, so such a profile changes nothing on screen and an output can go
 * without it (about 3 KB: a tenth of a small photo). Any doubt (a LUT-based profile, a pure gamma
 * 2.2 curve, another white) answers false and the profile is kept.
 */
export function isSrgbProfile(icc: Uint8Array): boolean {
  try {
    if (profileColourSpace(icc) !== 'RGB ' || String.fromCharCode(...icc.subarray(20, 24)) !== 'XYZ ') return false;
    const view = new DataView(icc.buffer, icc.byteOffset, icc.byteLength);
    const tags = new Map<string, Uint8Array>();
    const count = view.getUint32(128);
    if (count > 200) return false;
    for (let i = 0; i < count; i++) {
      const at = 132 + i * 12;
      const offset = view.getUint32(at + 4);
      const size = view.getUint32(at + 8);
      if (offset + size > icc.length) return false;
      tags.set(String.fromCharCode(...icc.subarray(at, at + 4)), icc.subarray(offset, offset + size));
    }
    // A LUT would take precedence over the matrix and curves in colour-managed viewers.
    if (['A2B0', 'A2B1', 'A2B2'].some((tag) => tags.has(tag))) return false;
    for (const [tag, expected] of Object.entries(SRGB_PRIMARIES)) {
      const xyz = tags.get(tag);
      if (!xyz || String.fromCharCode(...xyz.subarray(0, 4)) !== 'XYZ ' || xyz.length < 20) return false;
      const values = [0, 1, 2].map((k) => fixed16(xyz, 8 + 4 * k));
      if (values.some((v, k) => Math.abs(v - expected[k]) > PRIMARY_TOLERANCE)) return false;
    }
    return ['rTRC', 'gTRC', 'bTRC'].every((tag) => {
      const curve = tags.get(tag);
      const evaluate = curve && toneCurve(curve);
      if (!evaluate) return false;
      for (let i = 0; i <= 64; i++) if (Math.abs(evaluate(i / 64) - srgbToLinear(i / 64)) > CURVE_TOLERANCE) return false;
      return true;
    });
  } catch {
    return false;
  }
}

/** An s15Fixed16Number at `at`. */
const fixed16 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset + at, 4).getInt32(0) / 65536;

/** An ICC 'curv' or 'para' tone curve as a function of 0..1, or null for anything else. */
function toneCurve(tag: Uint8Array): ((x: number) => number) | null {
  const type = String.fromCharCode(...tag.subarray(0, 4));
  const view = new DataView(tag.buffer, tag.byteOffset, tag.byteLength);
  if (type === 'curv') {
    const entries = view.getUint32(8);
    if (entries < 2 || tag.length < 12 + entries * 2) return null; // identity or a plain gamma: not sRGB
    return (x) => {
      const position = x * (entries - 1);
      const low = Math.floor(position);
      const high = Math.min(entries - 1, low + 1);
      const a = view.getUint16(12 + low * 2) / 65535;
      const b = view.getUint16(12 + high * 2) / 65535;
      return a + (b - a) * (position - low);
    };
  }
  if (type === 'para') {
    const kind = view.getUint16(8);
    if (kind !== 3 && kind !== 4) return null;
    const params = Array.from({ length: kind === 3 ? 5 : 7 }, (_, k) => fixed16(tag, 12 + 4 * k));
    const [g, a, b, c, d, e = 0, f = 0] = params;
    return (x) => (x >= d ? (a * x + b) ** g + e : c * x + f);
  }
  return null;
}
