/**
 * The PDF engine's Flate compressor: zlib's own algorithm at level 9, as Ghostscript, qpdf and
 * PDFium write it. fflate, quicker, leaves streams 2 to 5 % larger, and a PDF is written once and
 * read many times. zlib itself compiled to WebAssembly (the zlib engine) where it has started: in
 * Node, and in a worker that awaited `loadDeflate()` (the compressor's does); pako, its faithful
 * JavaScript port and about half as fast, otherwise and for streams over WASM_LIMIT (the module's
 * memory never shrinks). Both give the same bytes (checked on 12,431 streams of real PDFs, 522 MB).
 */
import { deflate } from 'pako/lib/deflate.js';
import { deflateReady, zlibDeflate } from '../../zlib';

/** The largest stream given to the wasm zlib: its memory then holds about twice this at most. */
const WASM_LIMIT = 16 * 1024 * 1024;

/** Every output of `deflateBest` still in use: deflating its inflation again would give the same bytes. */
const ours = new WeakSet<Uint8Array>();

export function deflateBest(bytes: Uint8Array): Uint8Array {
  const packed = bytes.length <= WASM_LIMIT && deflateReady() ? zlibDeflate(bytes, 9) : deflate(bytes, { level: 9 });
  ours.add(packed);
  return packed;
}

/** Whether `bytes` are an output of `deflateBest` (so re-deflating them cannot make them smaller). */
export const deflatedHere = (bytes: Uint8Array): boolean => ours.has(bytes);
