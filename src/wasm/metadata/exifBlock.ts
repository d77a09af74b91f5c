/** Finds and replaces the EXIF (TIFF) block of a JPEG, PNG or WebP file, whichever it is. */
import { startsWith } from './bytes';
import type { LosslessFormat } from './imageFormat';
import { jpegExif, replaceJpegExif, stripJpeg } from './jpegSegments';
import { pngExif, replacePngExif, stripPng } from './pngChunks';
import { readTiff, type ExifIfds } from './tiffReader';
import { replaceWebpExif, stripWebp, webpMetadataPayloads } from './webpChunks';

/** Some WebP writers keep JPEG's 'Exif\0\0' prefix inside the chunk; the TIFF block starts after it. */
export function withoutExifPrefix(block: Uint8Array): Uint8Array {
  return startsWith(block, 'Exif\0\0') ? block.subarray(6) : block;
}

function exifBlockOf(bytes: Uint8Array, format: LosslessFormat): Uint8Array | null {
  if (format === 'jpeg') return jpegExif(bytes);
  if (format === 'png') return pngExif(bytes);
  const { exif } = webpMetadataPayloads(bytes);
  return exif && withoutExifPrefix(exif);
}

/** The parsed EXIF entries, or null when the file has none or they cannot be parsed. */
export function exifIfdsOf(bytes: Uint8Array, format: LosslessFormat): ExifIfds | null {
  const block = exifBlockOf(bytes, format);
  if (!block) return null;
  try {
    return readTiff(block);
  } catch {
    return null;
  }
}

export const replaceExif: Record<LosslessFormat, (bytes: Uint8Array, tiff: Uint8Array) => Uint8Array> = {
  jpeg: replaceJpegExif,
  png: replacePngExif,
  webp: replaceWebpExif,
};

export const stripAll: Record<LosslessFormat, (bytes: Uint8Array, exif?: Uint8Array, keepProfile?: boolean) => Uint8Array> = {
  jpeg: stripJpeg,
  png: stripPng,
  webp: stripWebp,
};
