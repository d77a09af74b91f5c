/**
 * Format sniffing and header-first dimensions: an image is measured from its first bytes before
 * anything decodes it, so a "pixel bomb" (a tiny file declaring 30 000 x 30 000 pixels) is refused
 * with a clear message instead of allocating gigabytes and crashing the tab.
 */
import { sniffFileType } from '../../lib/fileType';
import { isSof } from '../jpeg';

export const MAX_PIXELS = 100_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'bmp' | 'tiff' | 'ico' | 'heic';

export interface ImageHeader {
  format: ImageFormat;
  /** Stored (pre-orientation) size; 0 when the header does not say (the decoder measures then). */
  width: number;
  height: number;
}

/** A problem with the user's file (not a bug): its message is meant to be shown as is. */
export class ImageInputError extends Error {
  override name = 'ImageInputError';
}

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

const IMAGE_FORMATS: ReadonlySet<string> = new Set<ImageFormat>(['jpeg', 'png', 'webp', 'avif', 'gif', 'bmp', 'tiff', 'ico', 'heic']);

/** The image format of these bytes (the app's one sniffer, lib/fileType.ts), 'pdf' for a PDF, else null. */
export function sniffFormat(b: Uint8Array): ImageFormat | 'pdf' | null {
  const type = sniffFileType(b);
  if (!type) return null;
  if (type.id === 'pdf') return 'pdf';
  return IMAGE_FORMATS.has(type.id) ? (type.id as ImageFormat) : null;
}

export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (bytes.length === 0) throw new ImageInputError('The file is empty (0 bytes), so there is no image to read.');
  const format = sniffFormat(bytes);
  if (format === 'pdf') throw new ImageInputError('This file is a PDF document, not an image, even though its name says otherwise.');
  if (format === null) throw new ImageInputError('This file is not an image format we can read (JPEG, PNG, WebP, AVIF, HEIC, GIF, BMP or TIFF).');
  const [width, height] = dimensions(format, bytes);
  const header = { format, width, height };
  checkPixelLimit(header.width, header.height);
  return header;
}

export function checkPixelLimit(width: number, height: number): void {
  if (width * height > MAX_PIXELS) {
    throw new ImageInputError(
      `This image is too large to process: ${width} x ${height} pixels (${Math.round((width * height) / 1e6)} megapixels; the limit is ${MAX_PIXELS / 1e6} megapixels).`,
    );
  }
}

function dimensions(format: ImageFormat, b: Uint8Array): [number, number] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  try {
    switch (format) {
      case 'png':
        return [view.getUint32(16), view.getUint32(20)];
      case 'gif':
        return [view.getUint16(6, true), view.getUint16(8, true)];
      case 'bmp':
        return [Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true))];
      case 'jpeg':
        return jpegDimensions(b, view);
      case 'webp':
        return webpDimensions(b, view);
      case 'avif':
        return ispeDimensions(b, view);
      case 'tiff':
        return tiffDimensions(view);
      // HEIC: the first 'ispe' is often a grid tile's; libheif measures the whole image before decoding.
      default:
        return [0, 0];
    }
  } catch {
    throw new ImageInputError('The image header is damaged or incomplete.');
  }
}

/** Walks the JPEG markers to the first SOFn frame header. */
function jpegDimensions(b: Uint8Array, view: DataView): [number, number] {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) throw new ImageInputError('The JPEG structure is damaged.');
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (isSof(marker)) return [view.getUint16(at + 7), view.getUint16(at + 5)];
    at += 2 + view.getUint16(at + 2);
  }
  throw new ImageInputError('The JPEG has no frame header: the file is damaged or incomplete.');
}

function webpDimensions(b: Uint8Array, view: DataView): [number, number] {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return [1 + (view.getUint32(24, true) & 0xffffff), 1 + (view.getUint32(27, true) & 0xffffff)];
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return [1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff)];
  }
  return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff];
}

/** AVIF/HEIF: the image spatial extents ('ispe') property. */
function ispeDimensions(b: Uint8Array, view: DataView): [number, number] {
  const limit = Math.min(b.length - 16, 1 << 16);
  for (let at = 0; at < limit; at++) {
    if (b[at] === 0x69 && ascii(b, at, 4) === 'ispe') return [view.getUint32(at + 8), view.getUint32(at + 12)];
  }
  return [0, 0];
}

function tiffDimensions(view: DataView): [number, number] {
  const little = view.getUint8(0) === 0x49;
  const ifd = view.getUint32(4, little);
  const count = view.getUint16(ifd, little);
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    const value = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return [width, height];
}
