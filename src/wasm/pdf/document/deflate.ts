/**
 * The PDF engine's Flate compressor: zlib's own algorithm at level 9 (pako is a faithful port), as
 * Ghostscript, qpdf and PDFium write it. fflate, quicker, leaves streams 2 to 5 % larger, and a
 * PDF is written once and read many times.
 */
import { deflate } from 'pako/lib/deflate.js';

/** Every output of `deflateBest` still in use: deflating its inflation again would give the same bytes. */
const ours = new WeakSet<Uint8Array>();

export function deflateBest(bytes: Uint8Array): Uint8Array {
  const packed = deflate(bytes, { level: 9 });
  ours.add(packed);
  return packed;
}

/** Whether `bytes` are an output of `deflateBest` (so re-deflating them cannot make them smaller). */
export const deflatedHere = (bytes: Uint8Array): boolean => ours.has(bytes);
