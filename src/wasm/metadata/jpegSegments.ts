/**
 * JPEG metadata segments. Metadata lives only in APPn and COM segments (the marker walk is the
 * JPEG engine's), so removing those (and anything after EOI) leaves every image byte untouched;
 * the EXIF block is an APP1 'Exif' segment.
 */
import { APP0, APP1, APP2, APP14, COM, isApp, parseJpegSegments, type JpegSegment } from '../jpeg';
import { FormatError, concatBytes, startsWith, u16beBytes } from './bytes';

const EXIF_HEADER = 'Exif\0\0';

const isExifSegment = (bytes: Uint8Array, s: JpegSegment) => s.marker === APP1 && startsWith(bytes, EXIF_HEADER, s.payloadStart);

/** Segments worth keeping in a cleaned file: they describe how to show the pixels, not who/where/when. */
function keepsImageMeaning(bytes: Uint8Array, s: JpegSegment, keepProfile: boolean): boolean {
  if (s.marker === APP0) return startsWith(bytes, 'JFIF\0', s.payloadStart);
  if (s.marker === APP2) return keepProfile && startsWith(bytes, 'ICC_PROFILE\0', s.payloadStart);
  if (s.marker === APP14) return startsWith(bytes, 'Adobe', s.payloadStart);
  return !isApp(s.marker) && s.marker !== COM;
}

/** The TIFF block of the first Exif APP1, if any. */
export function jpegExif(bytes: Uint8Array): Uint8Array | null {
  const segment = parseJpegSegments(bytes).find((s) => isExifSegment(bytes, s));
  return segment ? bytes.subarray(segment.payloadStart + EXIF_HEADER.length, segment.payloadEnd) : null;
}

/** An APP1 Exif segment holding `tiff`. */
export function exifApp1(tiff: Uint8Array): Uint8Array {
  const length = 2 + EXIF_HEADER.length + tiff.length;
  if (length > 0xffff) throw new FormatError('EXIF block too large for one JPEG segment');
  return concatBytes([Uint8Array.of(0xff, APP1), u16beBytes(length), Uint8Array.from(EXIF_HEADER, (c) => c.charCodeAt(0)), tiff]);
}

/**
 * Rebuilds the JPEG from the segments `keep` accepts, dropping bytes after EOI, with `insert`
 * placed right after SOI and a leading JFIF APP0 (where an Exif APP1 belongs).
 */
function rebuild(bytes: Uint8Array, keep: (s: JpegSegment) => boolean, insert?: Uint8Array): Uint8Array {
  const segments = parseJpegSegments(bytes).filter(keep);
  const parts = segments.map((s) => bytes.subarray(s.start, s.end));
  if (insert) {
    const afterJfif = segments[1]?.marker === APP0 ? 2 : 1;
    parts.splice(afterJfif, 0, insert);
  }
  return concatBytes(parts);
}

/** Cuts every APPn (except JFIF, ICC unless `keepProfile` is false, Adobe), every COM and trailing data; `exif` is put back if given. */
export function stripJpeg(bytes: Uint8Array, exif?: Uint8Array, keepProfile = true): Uint8Array {
  return rebuild(bytes, (s) => keepsImageMeaning(bytes, s, keepProfile), exif && exifApp1(exif));
}

/** Replaces the Exif APP1 (or adds one), leaving every other segment as it was. */
export function replaceJpegExif(bytes: Uint8Array, tiff: Uint8Array): Uint8Array {
  return rebuild(bytes, (s) => !isExifSegment(bytes, s), exifApp1(tiff));
}

/** Everything that defines the pixels (tables, frame, scans and their data), for identity checks. */
export function jpegImageData(bytes: Uint8Array): Uint8Array {
  const segments = parseJpegSegments(bytes).filter((s) => !isApp(s.marker) && s.marker !== COM);
  return concatBytes(segments.map((s) => bytes.subarray(s.start, s.end)));
}
