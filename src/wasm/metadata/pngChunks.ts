/**
 * PNG chunk walk: signature, then chunks of (length, type, data, CRC). Text, time, EXIF and private
 * chunks carry metadata; the pixels live in IDAT (and fdAT for APNG), described by the colour chunks.
 */
import { crc32 } from '../../lib/crc32';
import { FormatError, ascii, asciiBytes, concatBytes, startsWith, u32be, u32beBytes } from './bytes';
import { PNG_SIGNATURE } from '../../lib/fileType';

export interface PngChunk {
  type: string;
  start: number;
  end: number;
  dataStart: number;
  dataEnd: number;
}

/** Chunks that change how the pixels look or move: kept when cleaning. */
const IMAGE_CHUNKS = new Set([
  'IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'mDCv', 'cLLI', 'cLLi',
  'bKGD', 'hIST', 'pHYs', 'sPLT', 'acTL', 'fcTL', 'fdAT',
]);

export function parsePngChunks(bytes: Uint8Array): PngChunk[] {
  if (!startsWith(bytes, PNG_SIGNATURE)) throw new FormatError('Not a PNG file');
  const chunks: PngChunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset + 8 <= bytes.length) {
    const length = u32be(bytes, offset);
    const type = ascii(bytes, offset + 4, 4);
    const dataStart = offset + 8;
    const dataEnd = dataStart + length;
    if (dataEnd + 4 > bytes.length) throw new FormatError(`Corrupt PNG: chunk ${type} runs past the end`);
    chunks.push({ type, start: offset, end: dataEnd + 4, dataStart, dataEnd });
    offset = dataEnd + 4;
    if (type === 'IEND') break;
  }
  if (chunks[0]?.type !== 'IHDR') throw new FormatError('Corrupt PNG: no IHDR');
  return chunks;
}

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concatBytes([asciiBytes(type), data]);
  return concatBytes([u32beBytes(data.length), typeAndData, u32beBytes(crc32(typeAndData))]);
}

function rebuild(bytes: Uint8Array, keep: (c: PngChunk) => boolean, exif?: Uint8Array): Uint8Array {
  const chunks = parsePngChunks(bytes).filter(keep);
  const parts = chunks.map((c) => bytes.subarray(c.start, c.end));
  if (exif) {
    // eXIf must come before the image data.
    const firstData = chunks.findIndex((c) => c.type === 'IDAT');
    parts.splice(firstData < 0 ? 1 : firstData, 0, pngChunk('eXIf', exif));
  }
  return concatBytes([PNG_SIGNATURE, ...parts]);
}

/** Keeps only the image and colour chunks (and APNG animation); `exif` is added back as eXIf if given. */
export function stripPng(bytes: Uint8Array, exif?: Uint8Array, keepProfile = true): Uint8Array {
  return rebuild(bytes, (c) => IMAGE_CHUNKS.has(c.type) && (keepProfile || c.type !== 'iCCP'), exif);
}

/** Replaces the eXIf chunk (or adds one), leaving every other chunk as it was. */
export function replacePngExif(bytes: Uint8Array, tiff: Uint8Array): Uint8Array {
  return rebuild(bytes, (c) => c.type !== 'eXIf', tiff);
}

export function pngExif(bytes: Uint8Array): Uint8Array | null {
  const chunk = parsePngChunks(bytes).find((c) => c.type === 'eXIf');
  return chunk ? bytes.subarray(chunk.dataStart, chunk.dataEnd) : null;
}

/** Concatenated IDAT and fdAT data, for identity checks. */
export function pngImageData(bytes: Uint8Array): Uint8Array {
  const chunks = parsePngChunks(bytes).filter((c) => c.type === 'IDAT' || c.type === 'fdAT');
  return concatBytes(chunks.map((c) => bytes.subarray(c.dataStart, c.dataEnd)));
}
