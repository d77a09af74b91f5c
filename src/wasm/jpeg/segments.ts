/**
 * JPEG marker syntax. A JPEG is SOI, then marker segments (FFxx + 2-byte length + payload), then
 * entropy-coded scan data after each SOS, then EOI. The walk splits a file into its segments
 * without decoding anything; the metadata engine cuts and rebuilds files from them, the image
 * engine rewrites scans, the PDF engine merges them.
 */
import { FormatError } from '../../lib/formatError';

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
export const APP14 = 0xee;
export const DQT = 0xdb;
export const DHT = 0xc4;
export const DRI = 0xdd;
/** A frame (SOFn) marker: 0xC0..0xCF except DHT, JPG and DAC. */
export const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== DHT && marker !== 0xc8 && marker !== 0xcc;
/** An application segment (APP0..APP15): where JFIF, EXIF, XMP, ICC profiles and the like live. */
export const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;

const standalone = (marker: number) => marker === SOI || marker === EOI || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const u16be = (b: Uint8Array, o: number) => (b[o] << 8) | b[o + 1];

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

/** A JPEG whose last end-of-image marker comes before its last scan was cut short. */
export function isTruncatedJpeg(b: Uint8Array): boolean {
  let lastScan = -1;
  let lastEnd = -1;
  for (let i = 0; i < b.length - 1; i++) {
    if (b[i] !== 0xff) continue;
    if (b[i + 1] === SOS) lastScan = i;
    else if (b[i + 1] === EOI) lastEnd = i;
  }
  return lastScan >= 0 && lastEnd < lastScan;
}
