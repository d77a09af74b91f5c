/**
 * WebP (RIFF) chunk walk: 'RIFF' size 'WEBP', then chunks of (FourCC, little-endian size, data,
 * pad byte to even). Metadata sits in EXIF and XMP chunks of the extended (VP8X) format, whose
 * flags announce them; the RIFF size must match the file after any change.
 */
import { FormatError, ascii, asciiBytes, concatBytes, u32le, u32leBytes } from './bytes';

export interface WebpChunk {
  fourcc: string;
  start: number;
  end: number;
  dataStart: number;
  dataEnd: number;
}

const VP8X_ICC = 0x20;
const VP8X_ALPHA = 0x10;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** Chunks that make up the picture (and its colour profile and animation). */
const IMAGE_CHUNKS = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);

export function parseWebpChunks(bytes: Uint8Array): WebpChunk[] {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') throw new FormatError('Not a WebP file');
  const end = Math.min(bytes.length, 8 + u32le(bytes, 4));
  const chunks: WebpChunk[] = [];
  let offset = 12;
  while (offset + 8 <= end) {
    const size = u32le(bytes, offset + 4);
    const dataStart = offset + 8;
    const dataEnd = dataStart + size;
    if (dataEnd > bytes.length) throw new FormatError('Corrupt WebP: chunk runs past the end');
    const next = Math.min(bytes.length, dataEnd + (size & 1));
    chunks.push({ fourcc: ascii(bytes, offset, 4), start: offset, end: next, dataStart, dataEnd });
    offset = next;
  }
  if (chunks.length === 0) throw new FormatError('Corrupt WebP: no chunks');
  return chunks;
}

function webpChunk(fourcc: string, data: Uint8Array): Uint8Array {
  const pad = data.length & 1 ? [Uint8Array.of(0)] : [];
  return concatBytes([asciiBytes(fourcc), u32leBytes(data.length), data, ...pad]);
}

const chunkData = (bytes: Uint8Array, c: WebpChunk) => bytes.subarray(c.dataStart, c.dataEnd);

function riff(chunks: Uint8Array[]): Uint8Array {
  const body = concatBytes([asciiBytes('WEBP'), ...chunks]);
  return concatBytes([asciiBytes('RIFF'), u32leBytes(body.length), body]);
}

/** Canvas size and alpha of a simple (VP8 / VP8L) WebP, needed to build a VP8X header. */
function simpleImageInfo(bytes: Uint8Array, c: WebpChunk): { width: number; height: number; alpha: boolean } {
  const d = chunkData(bytes, c);
  if (c.fourcc === 'VP8L') {
    const bits = u32le(d, 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, alpha: ((bits >>> 28) & 1) === 1 };
  }
  if (c.fourcc === 'VP8 ') {
    return { width: (d[6] | (d[7] << 8)) & 0x3fff, height: (d[8] | (d[9] << 8)) & 0x3fff, alpha: false };
  }
  throw new FormatError(`Unexpected WebP chunk ${c.fourcc}`);
}

function vp8x(flags: number, width: number, height: number): Uint8Array {
  const d = new Uint8Array(10);
  d[0] = flags;
  const w = width - 1;
  const h = height - 1;
  d.set([w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff], 4);
  return webpChunk('VP8X', d);
}

/** Rewrites the chunk list with the given EXIF payload (or none), with flags and sizes made right. */
function rebuild(bytes: Uint8Array, keep: (c: WebpChunk) => boolean, exif?: Uint8Array): Uint8Array {
  const chunks = parseWebpChunks(bytes).filter(keep);
  const header = chunks.find((c) => c.fourcc === 'VP8X');
  const rest = chunks.filter((c) => c !== header).map((c) => bytes.subarray(c.start, c.end));
  const hasXmp = chunks.some((c) => c.fourcc === 'XMP ');
  const exifChunk = exif ? [webpChunk('EXIF', exif)] : [];
  if (!header) {
    if (!exif) return riff(rest);
    const info = simpleImageInfo(bytes, chunks[0]);
    return riff([vp8x((info.alpha ? VP8X_ALPHA : 0) | VP8X_EXIF, info.width, info.height), ...rest, ...exifChunk]);
  }
  const data = chunkData(bytes, header).slice();
  data[0] = (data[0] & ~(VP8X_EXIF | VP8X_XMP)) | (exif ? VP8X_EXIF : 0) | (hasXmp ? VP8X_XMP : 0);
  if (!chunks.some((c) => c.fourcc === 'ICCP')) data[0] &= ~VP8X_ICC;
  // EXIF belongs after the image data and before XMP.
  const xmpAt = chunks.filter((c) => c !== header).findIndex((c) => c.fourcc === 'XMP ');
  rest.splice(xmpAt < 0 ? rest.length : xmpAt, 0, ...exifChunk);
  return riff([webpChunk('VP8X', data), ...rest]);
}

/** Sets the ICCP chunk (right after VP8X, as the container requires) and VP8X's ICC flag. */
export function setWebpProfile(bytes: Uint8Array, icc: Uint8Array): Uint8Array {
  const chunks = parseWebpChunks(bytes).filter((c) => c.fourcc !== 'ICCP');
  const header = chunks.find((c) => c.fourcc === 'VP8X');
  const rest = chunks.filter((c) => c !== header).map((c) => bytes.subarray(c.start, c.end));
  let vp8xChunk: Uint8Array;
  if (header) {
    const data = chunkData(bytes, header).slice();
    data[0] |= VP8X_ICC;
    vp8xChunk = webpChunk('VP8X', data);
  } else {
    const info = simpleImageInfo(bytes, chunks[0]);
    vp8xChunk = vp8x((info.alpha ? VP8X_ALPHA : 0) | VP8X_ICC, info.width, info.height);
  }
  return riff([vp8xChunk, webpChunk('ICCP', icc), ...rest]);
}

/** Drops EXIF, XMP and unknown chunks, fixing the VP8X flags and RIFF size; `exif` is put back if given. */
export function stripWebp(bytes: Uint8Array, exif?: Uint8Array, keepProfile = true): Uint8Array {
  return rebuild(bytes, (c) => IMAGE_CHUNKS.has(c.fourcc) && (keepProfile || c.fourcc !== 'ICCP'), exif);
}

/** Replaces the EXIF chunk (or adds one, turning a simple WebP into an extended one). */
export function replaceWebpExif(bytes: Uint8Array, tiff: Uint8Array): Uint8Array {
  return rebuild(bytes, (c) => c.fourcc !== 'EXIF', tiff);
}

/** The EXIF and XMP payloads, for the metadata reader (exifr cannot walk RIFF itself). */
export function webpMetadataPayloads(bytes: Uint8Array): { exif: Uint8Array | null; xmp: Uint8Array | null } {
  const chunks = parseWebpChunks(bytes);
  const find = (fourcc: string) => {
    const c = chunks.find((x) => x.fourcc === fourcc);
    return c ? chunkData(bytes, c) : null;
  };
  return { exif: find('EXIF'), xmp: find('XMP ') };
}

/** Concatenated image chunks (VP8/VP8L/ALPH/ANMF), for identity checks. */
export function webpImageData(bytes: Uint8Array): Uint8Array {
  const image = parseWebpChunks(bytes).filter((c) => ['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(c.fourcc));
  return concatBytes(image.map((c) => chunkData(bytes, c)));
}
