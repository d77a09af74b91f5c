/**
 * JPEG marker walk. A JPEG is SOI, then marker segments (FFxx + 2-byte length + payload), then
 * entropy-coded scan data after each SOS, then EOI. Metadata lives only in APPn and COM segments,
 * so removing those (and anything after EOI) leaves every image byte untouched.
 */
import { FormatError, concatBytes, startsWith, u16be, u16beBytes } from './bytes';

export interface JpegSegment {
  /** The marker's second byte (0xE1 for APP1 ...). */
  marker: number;
  /** Offset of the 0xFF of the marker. */
  start: number;
  /** Offset just past the segment, including the scan data that follows an SOS. */
  end: number;
  /** Offset of the payload (after the length field); equals `end` for markers without one. */
  payloadStart: number;
  /** End of the payload (an SOS's header, not its scan data). */
  payloadEnd: number;
}

export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;
export const COM = 0xfe;
export const APP0 = 0xe0;
export const APP1 = 0xe1;
export const APP2 = 0xe2;
export const APP13 = 0xed;
export const APP14 = 0xee;
export const DQT = 0xdb;
export const DHT = 0xc4;
export const DRI = 0xdd;
/** A frame (SOFn) marker: 0xC0..0xCF except DHT, JPG and DAC. */
export const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== DHT && marker !== 0xc8 && marker !== 0xcc;

const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;
const standalone = (marker: number) => marker === SOI || marker === EOI || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Offset of the first marker after the entropy-coded data starting at `from` (RSTn and FF00 are data). */
function scanEnd(bytes: Uint8Array, from: number): number {
  // indexOf jumps between 0xFF bytes natively: a JS loop over every byte of a big photo is 10x slower.
  for (let i = bytes.indexOf(0xff, from); i >= 0 && i < bytes.length - 1; i = bytes.indexOf(0xff, i + 1)) {
    const next = bytes[i + 1];
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return i;
  }
  return bytes.length;
}

/** Splits a JPEG into segments, up to and including EOI; bytes after EOI are not part of the image. */
export function parseJpegSegments(bytes: Uint8Array): JpegSegment[] {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) throw new FormatError('Not a JPEG file');
  const segments: JpegSegment[] = [{ marker: SOI, start: 0, end: 2, payloadStart: 2, payloadEnd: 2 }];
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new FormatError(`Corrupt JPEG: no marker at ${offset}`);
    let markerAt = offset;
    while (bytes[markerAt + 1] === 0xff) markerAt++; // fill bytes
    const marker = bytes[markerAt + 1];
    if (marker === undefined) break;
    if (standalone(marker)) {
      segments.push({ marker, start: offset, end: markerAt + 2, payloadStart: markerAt + 2, payloadEnd: markerAt + 2 });
      offset = markerAt + 2;
      if (marker === EOI) break;
      continue;
    }
    if (markerAt + 4 > bytes.length) throw new FormatError('Corrupt JPEG: truncated marker');
    const payloadStart = markerAt + 4;
    const payloadEnd = Math.min(bytes.length, markerAt + 2 + u16be(bytes, markerAt + 2));
    const end = marker === SOS ? scanEnd(bytes, payloadEnd) : payloadEnd;
    segments.push({ marker, start: offset, end, payloadStart, payloadEnd });
    offset = end;
  }
  return segments;
}

export const payloadOf = (bytes: Uint8Array, s: JpegSegment) => bytes.subarray(s.payloadStart, s.payloadEnd);

export const EXIF_HEADER = 'Exif\0\0';

export const isExifSegment = (bytes: Uint8Array, s: JpegSegment) => s.marker === APP1 && startsWith(bytes, EXIF_HEADER, s.payloadStart);

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
