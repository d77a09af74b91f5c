/**
 * One image file made ready for a PDF page. A baseline or progressive 8-bit JPEG goes in as its
 * own bytes (DCTDecode, nothing re-encoded; its EXIF orientation is left to the page's matrix).
 * Everything else is decoded upright by the image engine (PNG, WebP, AVIF, HEIC, GIF, BMP, TIFF,
 * and JPEGs PDF readers cannot show as they are, such as arithmetic-coded or 12-bit ones).
 */
import {
  decodeImageFile,
  ImageInputError,
  readImageHeader,
  readJpegOrientation,
  type ImageFormat,
} from '../../image';
import { isTruncatedJpeg } from '../../jpeg';
import type { ExifOrientation } from './layout';

export type PreparedImage =
  | { kind: 'jpeg'; bytes: Uint8Array; orientation: ExifOrientation }
  | { kind: 'pixels'; image: ImageData; lossy: boolean };

export interface CheckedImage {
  format: ImageFormat;
  /** Upright size as the header tells it (0 when the header does not say). */
  width: number;
  height: number;
}

/** Start-of-frame markers PDF's DCTDecode reads: baseline, extended sequential, progressive. */
const PDF_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

/** The first frame header's marker and sample precision, or null when there is none. */
function jpegFrame(b: Uint8Array): { marker: number; precision: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { marker, precision: b[at + 4] };
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + ((b[at + 2] << 8) | b[at + 3]);
  }
  return null;
}

const embedsAsIs = (bytes: Uint8Array) => {
  const frame = jpegFrame(bytes);
  return frame !== null && PDF_FRAMES.has(frame.marker) && frame.precision === 8;
};

/** The header checks of every image tool (empty, not an image, a PDF in disguise, too many pixels, cut off). */
export function checkImage(bytes: Uint8Array): CheckedImage {
  const { format, width, height } = readImageHeader(bytes);
  if (format === 'jpeg') {
    if (isTruncatedJpeg(bytes)) throw new ImageInputError('This JPEG file is incomplete (it was cut off before its end).');
    if (!jpegFrame(bytes)) throw new ImageInputError('The JPEG has no frame header: the file is damaged or incomplete.');
    const swap = readJpegOrientation(bytes) >= 5;
    return { format, width: swap ? height : width, height: swap ? width : height };
  }
  // HEIC and AVIF headers give the stored size, which their own transforms may turn or crop.
  if (format === 'heic' || format === 'avif') return { format, width: 0, height: 0 };
  return { format, width, height };
}

/** A WebP is lossy unless its image data is a VP8L (lossless) chunk. */
function isLossyWebp(b: Uint8Array): boolean {
  for (let at = 12; at + 8 <= b.length; ) {
    const tag = String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);
    if (tag === 'VP8 ') return true;
    if (tag === 'VP8L') return false;
    const size = b[at + 4] | (b[at + 5] << 8) | (b[at + 6] << 16) | (b[at + 7] << 24);
    at += 8 + size + (size & 1);
  }
  return true;
}

const LOSSY: ReadonlySet<ImageFormat> = new Set(['jpeg', 'heic', 'avif']);

export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const { format } = checkImage(bytes);
  if (format === 'jpeg' && embedsAsIs(bytes)) return { kind: 'jpeg', bytes, orientation: readJpegOrientation(bytes) };
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const { image } = await decodeImageFile(buffer);
  return { kind: 'pixels', image, lossy: LOSSY.has(format) || (format === 'webp' && isLossyWebp(bytes)) };
}
