/**
 * DEFLATE through zlib itself, compiled to WebAssembly (vendor/zlib-wasm/zlib.wasm, built by
 * scripts/build-zlib-wasm.sh from Debian's zlib 1.2.13; about twice as fast as pako's JavaScript
 * port, and the same bytes as pako at the same level): one raw-DEFLATE stream per level and
 * thread, reset between uses (its window, hash chains
 * and pending buffer are made once), reading from and writing into two regions of the module's
 * memory that grow only when a bigger block comes. A block costs two copies: its input into wasm
 * memory, its output once into the caller's buffer. Nothing is allocated per call on the JavaScript
 * side, which matters: V8 frees dead ArrayBuffers only once about 64 MB of them have piled up in a
 * thread, so a compressor that allocated its output per call kept tens of MB of garbage alive in
 * each ZIP thread through a whole archive.
 *
 * The module is a standalone wasm (standaloneWasm.ts): `loadDeflate()` must have resolved before
 * the first DEFLATE in a browser thread; in Node the first call loads it from disk.
 */
import { GrowingRegion, standaloneWasm } from './standaloneWasm';

const WASM_URL = new URL('../../../vendor/zlib-wasm/zlib.wasm', import.meta.url);

interface ZlibExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  zs_stream(level: number): number;
  zs_reset(stream: number): number;
  zs_dictionary(stream: number, dictionary: number, length: number): number;
  zs_deflate(stream: number, input: number, inputLength: number, output: number, outputLength: number, final: number): number;
  zs_malloc(size: number): number;
  zs_free(pointer: number): void;
}

const WINDOW_BYTES = 32 * 1024;

const streams = new Map<number, number>();
/** The input, output and dictionary regions in wasm memory. */
const inputRegion = new GrowingRegion('zlib');
const outputRegion = new GrowingRegion('zlib');
let dictionaryRegion = 0;

const module = standaloneWasm<ZlibExports>(WASM_URL, 'The DEFLATE module', (exports) => {
  dictionaryRegion = exports.zs_malloc(WINDOW_BYTES);
  if (!dictionaryRegion) throw new Error('zlib could not allocate its dictionary');
});

/** A view of all of wasm memory, made again only after the memory grew (which replaces its buffer). */
let heapView = new Uint8Array(0);
function heap(z: ZlibExports): Uint8Array {
  if (heapView.buffer !== z.memory.buffer) heapView = new Uint8Array(z.memory.buffer);
  return heapView;
}

/**
 * Whether DEFLATE can run now without waiting: the module has started (in Node, where it is read
 * from disk, this starts it). A thread that never called loadDeflate() can use another compressor.
 */
export const deflateReady = (): boolean => module.ready();

/** Fetches and starts the DEFLATE module once; later calls share the first. */
export const loadDeflate = (): Promise<void> => module.load();

const engine = (): ZlibExports => module.exports();

/** Room for any DEFLATE output of `bytes` input: zlib's compressBound, a sync marker and slack. */
export const deflateBound = (bytes: number) => bytes + (bytes >> 12) + (bytes >> 14) + (bytes >> 25) + 64;

function streamFor(z: ZlibExports, level: number): number {
  let stream = streams.get(level);
  if (stream === undefined) {
    stream = z.zs_stream(level);
    if (!stream) throw new Error(`zlib refused level ${level}`);
    streams.set(level, stream);
  }
  return stream;
}

/** Compresses `data` into the output region; returns the bytes written there. */
function deflateInWasm(data: Uint8Array, level: number, final: boolean, dictionary?: Uint8Array): number {
  const z = engine();
  const stream = streamFor(z, level);
  const bound = deflateBound(data.length);
  const input = inputRegion.ensure(Math.max(1, data.length), z.zs_malloc, z.zs_free);
  const output = outputRegion.ensure(bound, z.zs_malloc, z.zs_free);
  const memory = heap(z); // after the allocations, which may have grown the memory
  memory.set(data, input);
  let status = z.zs_reset(stream);
  // Real zlib takes the whole 32 KB window as dictionary, so matches reach exactly as far back as
  // one single-threaded stream's would.
  if (status === 0 && dictionary?.length) {
    const used = dictionary.subarray(-WINDOW_BYTES);
    memory.set(used, dictionaryRegion);
    status = z.zs_dictionary(stream, dictionaryRegion, used.length);
  }
  if (status !== 0) throw new Error(`DEFLATE failed (zlib status ${status})`);
  const written = z.zs_deflate(stream, input, data.length, output, bound, final ? 1 : 0);
  // The bound leaves room for every block zlib can make, so one call always completes it.
  if (written < 0) throw new Error(`DEFLATE failed (zlib status ${written + 1000})`);
  return written;
}

/**
 * Raw DEFLATE of `data` into `out` (at least deflateBound(data.length) long); returns the bytes
 * written. `final` ends the stream; otherwise it ends with a sync flush (byte-aligned, open).
 * `dictionary`: the bytes just before `data` in the same stream (its last 32 KB are used).
 */
export function deflateInto(data: Uint8Array, out: Uint8Array, level: number, final: boolean, dictionary?: Uint8Array): number {
  if (out.length < deflateBound(data.length)) throw new RangeError('DEFLATE output buffer too small');
  const written = deflateInWasm(data, level, final, dictionary);
  out.set(heap(engine()).subarray(outputRegion.pointer, outputRegion.pointer + written));
  return written;
}

/** Compressed size of `data` alone (a trial): nothing is copied out. */
export function deflatedSize(data: Uint8Array, level: number): number {
  return deflateInWasm(data, level, true);
}

/** zlib's Adler-32 of `bytes` (the zlib format's trailer). */
function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(bytes.length, i + 5552); // the most bytes before the sums can pass 2^32
    for (; i < end; i++) {
      a += bytes[i];
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return (b * 65536 + a) >>> 0;
}

/** zlib's header byte after 0x78 (32 KB window, no dictionary) for a level: FLEVEL and the check bits. */
const headerByte = (level: number) => (level >= 7 ? 0xda : level === 6 ? 0x9c : level >= 2 ? 0x5e : 0x01);

/**
 * `data` in the zlib format (RFC 1950: header, DEFLATE, Adler-32), as zlib's compress2() and pako's
 * deflate() write it at `level` (windowBits 15, memLevel 8, default strategy): the same bytes as
 * pako. A new array of its own.
 */
export function zlibDeflate(data: Uint8Array, level: number): Uint8Array {
  const written = deflateInWasm(data, level, true);
  const out = new Uint8Array(written + 6);
  out[0] = 0x78;
  out[1] = headerByte(level);
  out.set(heap(engine()).subarray(outputRegion.pointer, outputRegion.pointer + written), 2);
  const check = adler32(data);
  out[written + 2] = check >>> 24;
  out[written + 3] = (check >>> 16) & 0xff;
  out[written + 4] = (check >>> 8) & 0xff;
  out[written + 5] = check & 0xff;
  return out;
}
