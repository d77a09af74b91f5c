/**
 * The PDF engine's Flate compressor: libdeflate at level 9 (the zlib engine), about 1.5 % smaller
 * than zlib's own level 9 (what Ghostscript, qpdf and PDFium write) and quicker, where it has
 * started: in Node, and in a worker that awaited `loadLibdeflate()` (the compressor's does). Else
 * zlib at level 9: in WebAssembly where `loadDeflate()` has run, pako (its faithful JavaScript port,
 * the same bytes, about half as fast) otherwise and for streams over WASM_LIMIT (a module's memory
 * never shrinks). fflate, quicker still, leaves streams 2 to 5 % larger, and a PDF is written once
 * and read many times.
 */
import { deflate } from 'pako/lib/deflate.js';
import { deflateReady, libdeflateReady, libdeflateZlib, zlibDeflate } from '../../zlib';

/** The largest stream given to a wasm compressor: its memory then holds about twice this at most. */
const WASM_LIMIT = 16 * 1024 * 1024;

/** Every output of `deflateBest` still in use: deflating its inflation again would give the same bytes. */
const ours = new WeakSet<Uint8Array>();

export function deflateBest(bytes: Uint8Array): Uint8Array {
  const inWasm = bytes.length <= WASM_LIMIT;
  const packed = inWasm && libdeflateReady() ? libdeflateZlib(bytes, 9) : inWasm && deflateReady() ? zlibDeflate(bytes, 9) : deflate(bytes, { level: 9 });
  ours.add(packed);
  return packed;
}

/** Whether `bytes` are an output of `deflateBest` (so re-deflating them cannot make them smaller). */
export const deflatedHere = (bytes: Uint8Array): boolean => ours.has(bytes);
