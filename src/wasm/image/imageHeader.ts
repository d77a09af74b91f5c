/**
 * Format sniffing and header-first dimensions: an image is measured from its first bytes before
 * anything decodes it, so a "pixel bomb" (a tiny file declaring 30 000 x 30 000 pixels) is refused
 * with a clear message instead of allocating gigabytes and crashing the tab. The bytes are named by
 * the app's one sniffer (lib/fileType.ts) and measured by the format's descriptor (./formats).
 */
import { sniffFileType } from '../../lib/fileType';
import { EMPTY_FILE, PDF_NOT_IMAGE } from '../../lib/imageProblems';
import type { ExifSource } from '../metadata';
import { ImageInputError } from './problem';
import { formatById, formatOfSniffed, READ_FORMATS, type ImageFormat } from './formats';

export type { ImageFormat } from './formats';

export const MAX_PIXELS = 100_000_000;

export interface ImageHeader {
  format: ImageFormat;
  /** Stored (pre-orientation) size; 0 when the header does not say (the decoder measures then). */
  width: number;
  height: number;
}

/** A problem with the user's file (in ./problem.ts, which pages load without this module's format tables). */
export { ImageInputError } from './problem';

/** The image format of these bytes, 'pdf' for a PDF (which gets its own message), else null. */
export function sniffFormat(b: Uint8Array): ImageFormat | 'pdf' | null {
  const type = sniffFileType(b);
  if (!type) return null;
  return type.id === 'pdf' ? 'pdf' : (formatOfSniffed(type.id) ?? null);
}

/** 'JPEG, PNG, ... or ICO': the formats we read, for the message about a file that is none of them. */
const readable = READ_FORMATS.map((f) => f.label);
const READABLE_VALUES = { formats: readable.slice(0, -1).join(', '), last: readable.at(-1) ?? '' };
const READABLE = `${READABLE_VALUES.formats} or ${READABLE_VALUES.last}`;

export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (bytes.length === 0) throw new ImageInputError(EMPTY_FILE, 'empty');
  const format = sniffFormat(bytes);
  if (format === 'pdf') throw new ImageInputError(PDF_NOT_IMAGE, 'pdf');
  if (format === null) throw new ImageInputError(`This file is not an image format we can read (${READABLE}).`, 'notImage', READABLE_VALUES);
  const [width, height] = dimensions(format, bytes);
  const header = { format, width, height };
  checkPixelLimit(header.width, header.height);
  return header;
}

/**
 * Where the metadata engine reads the EXIF of a file: its format descriptor's `exifIn` ('heif' for
 * HEIC/HEIF and AVIF, whose EXIF is an item), undefined for a format whose walker it knows by itself.
 */
export function exifSourceOf(bytes: Uint8Array): ExifSource | undefined {
  const format = sniffFormat(bytes);
  return format && format !== 'pdf' ? formatById(format).metadata.exifIn : undefined;
}

export function checkPixelLimit(width: number, height: number): void {
  if (width * height > MAX_PIXELS) {
    const megapixels = Math.round((width * height) / 1e6);
    const limit = MAX_PIXELS / 1e6;
    throw new ImageInputError(
      `This image is too large to process: ${width} x ${height} pixels (${megapixels} megapixels; the limit is ${limit} megapixels).`,
      'tooLarge',
      { width, height, megapixels, limit },
    );
  }
}

/** The format's header reader; [0, 0] for a format whose header does not say. */
function dimensions(format: ImageFormat, b: Uint8Array): [number, number] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  try {
    return formatById(format).size?.(b, view) ?? [0, 0];
  } catch {
    throw new ImageInputError('The image header is damaged or incomplete.', 'headerDamaged');
  }
}
