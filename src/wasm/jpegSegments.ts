/**
 * Carrying metadata from a source JPEG into a re-encoded one: the ICC colour profile always (the
 * colours must not shift), the EXIF block only when the user asks ('Keep metadata'), with its
 * Orientation reset to 1 because our pixels are already upright.
 */
import { findExifSegment, orientationOffset } from './orientation';

function appSegments(b: Uint8Array, marker: number, signature: string): Uint8Array[] {
  const found: Uint8Array[] = [];
  let at = 2;
  while (at + 4 < b.length && b[at] === 0xff) {
    const type = b[at + 1];
    if (type === 0xda || type === 0xd9) break;
    const length = (b[at + 2] << 8) | b[at + 3];
    if (type === marker && String.fromCharCode(...b.subarray(at + 4, at + 4 + signature.length)) === signature) {
      found.push(b.slice(at, at + 2 + length));
    }
    at += 2 + length;
  }
  return found;
}

export const iccSegments = (jpeg: Uint8Array) => appSegments(jpeg, 0xe2, 'ICC_PROFILE\0');

/** The source's EXIF APP1 segment with Orientation set to 1, or null. */
export function uprightExifSegment(jpeg: Uint8Array): Uint8Array | null {
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
export function insertSegments(jpeg: Uint8Array, segments: Uint8Array[]): Uint8Array {
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

export function carryJpegMetadata(source: Uint8Array, output: Uint8Array, keepExif: boolean): Uint8Array {
  const exif = keepExif ? uprightExifSegment(source) : null;
  return insertSegments(output, [...(exif ? [exif] : []), ...iccSegments(source)]);
}
