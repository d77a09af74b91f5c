/**
 * Carrying metadata from a source image into its re-encoded output, as the two formats'
 * descriptors allow (./formats: `metadata`): the ICC colour profile always (the colours must not
 * shift), from any source format that holds one into any output format that can, when it describes
 * the output's channels, except an sRGB profile, which says what an untagged image already means
 * (about 3 KB saved); the EXIF block only when the user asks ('Keep metadata', JPEG or HEIC to
 * JPEG), with its Orientation reset to 1 because our pixels are already upright.
 */
import { embedIccProfile, heifExifSegment, isSrgbProfile, profileFits, readIccProfile } from '../metadata';
import { formatById, type FormatId, type ImageFormatDescriptor } from './formats';
import { findExifSegment, orientationOffset } from './orientation';

/** The source's EXIF APP1 segment with Orientation set to 1, or null. */
function uprightExifSegment(jpeg: Uint8Array): Uint8Array | null {
  const segment = findExifSegment(jpeg);
  if (!segment) return null;
  const copy = jpeg.slice(segment.start, segment.end);
  const orientation = orientationOffset(withSoi(copy));
  if (orientation) new DataView(copy.buffer).setUint16(orientation.at - 2, 1, orientation.little);
  return copy;
}

/** orientationOffset walks a whole JPEG; give it SOI + the segment (offsets then shift by 2). */
function withSoi(segment: Uint8Array): Uint8Array {
  const out = new Uint8Array(segment.length + 2);
  out.set([0xff, 0xd8]);
  out.set(segment, 2);
  return out;
}

/** Inserts APPn segments right after SOI (EXIF must come first to be found by every reader). */
function insertSegments(jpeg: Uint8Array, segments: Uint8Array[]): Uint8Array {
  if (segments.length === 0) return jpeg;
  const extra = segments.reduce((sum, s) => sum + s.length, 0);
  const out = new Uint8Array(jpeg.length + extra);
  out.set(jpeg.subarray(0, 2));
  let at = 2;
  for (const segment of segments) {
    out.set(segment, at);
    at += segment.length;
  }
  out.set(jpeg.subarray(2), at);
  return out;
}

export function carryMetadata(source: Uint8Array, sourceFormat: FormatId, output: Uint8Array, outputFormat: FormatId, keepExif: boolean): Uint8Array {
  let out = output;
  const from = formatById(sourceFormat).metadata;
  const to = formatById(outputFormat).metadata;
  const icc = from.iccIn ? readIccProfile(source, from.iccIn) : null;
  if (icc && to.iccOut && profileFits(icc, out, to.iccOut) && !isSrgbProfile(icc)) {
    try {
      out = embedIccProfile(out, to.iccOut, icc);
    } catch {
      // An encoder layout we cannot extend (never seen from our codecs): the image, untagged.
    }
  }
  const exif = keepExif && to.exifOut ? sourceExif(source, from.exifIn) : null;
  return exif ? insertSegments(out, [exif]) : out;
}

/** The source's EXIF as an upright APP1 segment: a JPEG's own, or a HEIF's 'Exif' item. */
function sourceExif(source: Uint8Array, where: ImageFormatDescriptor['metadata']['exifIn']): Uint8Array | null {
  if (where === 'jpeg') return uprightExifSegment(source);
  const segment = where === 'heif' ? heifExifSegment(source) : null;
  return segment ? uprightExifSegment(withSoi(segment)) : null;
}
