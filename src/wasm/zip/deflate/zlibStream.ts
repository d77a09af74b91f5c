/**
 * DEFLATE through pako's port of zlib, driven by zlib's own z_stream interface: one stream per level
 * and thread, reset between uses (its window, hash chains and pending buffer are made once), reading
 * the caller's bytes and writing into the caller's buffer. Nothing is allocated per call, which is
 * the point: V8 frees dead ArrayBuffers only once about 64 MB of them have piled up in a thread, so a
 * compressor that allocates its output and hash tables per call (fflate's one-shot and streaming
 * APIs both do) kept tens of MB of garbage alive in each ZIP thread through a whole archive.
 */
import { deflate, deflateInit2, deflateReset, deflateSetDictionary } from 'pako/lib/zlib/deflate.js';
import ZStream from 'pako/lib/zlib/zstream.js';

const Z_OK = 0;
const Z_STREAM_END = 1;
const Z_SYNC_FLUSH = 2;
const Z_FINISH = 4;
const Z_DEFLATED = 8;
const RAW_WINDOW_BITS = -15;
const MEM_LEVEL = 8;
const WINDOW_BYTES = 1 << -RAW_WINDOW_BITS;

/** Room for any DEFLATE output of `bytes` input: zlib's compressBound, a sync marker and slack. */
export const deflateBound = (bytes: number) => bytes + (bytes >> 12) + (bytes >> 14) + (bytes >> 25) + 64;

const streams = new Map<number, ZStream>();

function streamFor(level: number): ZStream {
  let stream = streams.get(level);
  if (!stream) {
    stream = new ZStream();
    if (deflateInit2(stream, level, Z_DEFLATED, RAW_WINDOW_BITS, MEM_LEVEL, 0) !== Z_OK) throw new Error(`zlib refused level ${level}`);
    streams.set(level, stream);
  }
  return stream;
}

/**
 * Raw DEFLATE of `data` into `out` (at least deflateBound(data.length) long); returns the bytes
 * written. `final` ends the stream; otherwise it ends with a sync flush (byte-aligned, open).
 */
export function deflateInto(data: Uint8Array, out: Uint8Array, level: number, final: boolean, dictionary?: Uint8Array): number {
  if (out.length < deflateBound(data.length)) throw new RangeError('DEFLATE output buffer too small');
  const stream = streamFor(level);
  deflateReset(stream);
  // A dictionary as long as the window (32 KB) makes pako copy it into a new array on every call;
  // one byte shorter is used in place, and loses only matches exactly 32 KB back.
  if (dictionary?.length) deflateSetDictionary(stream, dictionary.length < WINDOW_BYTES ? dictionary : dictionary.subarray(dictionary.length - WINDOW_BYTES + 1));
  stream.input = data;
  stream.next_in = 0;
  stream.avail_in = data.length;
  stream.output = out;
  stream.next_out = 0;
  stream.avail_out = out.length;
  const status = deflate(stream, final ? Z_FINISH : Z_SYNC_FLUSH);
  const written = stream.next_out;
  stream.input = null;
  stream.output = null;
  // The bound leaves room for every block zlib can make, so one call always completes it.
  if (final ? status !== Z_STREAM_END : status !== Z_OK || stream.avail_out === 0) throw new Error(`DEFLATE failed (zlib status ${status})`);
  return written;
}

let scratch = new Uint8Array(0);

/** Compressed size of `data` alone (a trial), written into one reused scratch buffer. */
export function deflatedSize(data: Uint8Array, level: number): number {
  if (scratch.length < deflateBound(data.length)) scratch = new Uint8Array(deflateBound(data.length));
  return deflateInto(data, scratch, level, true);
}
