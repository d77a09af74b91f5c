/**
 * One block of a DEFLATE stream compressed on its own, pigz-style, so the blocks of one file can be
 * compressed on several cores at once and simply concatenated:
 * - the previous block's last 32 KB is the dictionary, so matches reach back across the boundary
 *   exactly as a single-threaded compressor's would (the decoder has that data in its window);
 * - a block that is not the file's last ends with a sync flush (an empty stored block) instead of a
 *   final block, which leaves the output byte-aligned and open for the next block's stream.
 * The cost is about 5 bytes per block. A block DEFLATE would barely shrink (the compressed video
 * after an MP4's zero padding, the image data after a JPEG's big colour profile) is written as
 * stored blocks instead, which costs 5 bytes per 64 KB and no CPU, by the same rule that stores
 * whole files (zipPolicy.ts). Runs in deflate.worker.ts, or in-thread (Node, small tasks).
 *
 * fflate 0.8.3's own `flush(true)` writes that empty block at a wrong offset whenever the stream
 * ends mid-byte (it passes its packed bit state as a bit position), which corrupts the output, so
 * we flush without it and write the sync marker ourselves from the same state: `s.r` holds the bit
 * position in the low 3 bits and the pending partial byte above them.
 */
import { Deflate } from 'fflate';
import { concatBytes } from '../lib/metadata/bytes';
import { deflateWouldNotHelp } from './zipPolicy';

export interface DeflateTask {
  data: Uint8Array;
  /** Up to the last 32 KB before `data` in the same file; absent for a file's first block. */
  dictionary?: Uint8Array;
  level: number;
  /** True for the file's last block: it ends the DEFLATE stream. */
  final: boolean;
}

export type DeflateRunner = (task: DeflateTask) => Promise<Uint8Array>;

export const DICTIONARY_BYTES = 32 * 1024;

export function deflateBlock({ data, dictionary, level, final }: DeflateTask): Uint8Array {
  if (data.length > 0 && deflateWouldNotHelp([data])) return storedBlocks(data, final);
  const chunks: Uint8Array[] = [];
  const mem = memoryLevel(data.length + (dictionary?.length ?? 0));
  const stream = new Deflate({ level: level as 1, mem, ...(dictionary?.length ? { dictionary } : {}) }, (chunk) => chunks.push(chunk));
  stream.push(data, final);
  if (!final) {
    stream.flush(false);
    chunks.push(syncMarker(stream));
  }
  return chunks.length === 1 ? chunks[0] : concatBytes(chunks);
}

/**
 * fflate's hash table size for `bytes` of input, as its one-shot deflateSync picks it: a streaming
 * Deflate always takes the largest (2^20 entries, 2 MB zeroed per block), which for a folder of
 * small files was most of the time and memory spent on them.
 */
export function memoryLevel(bytes: number): 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 {
  const hashBits = Math.ceil(Math.max(8, Math.min(13, Math.log(Math.max(1, bytes)))) * 1.5);
  return (hashBits - 12) as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
}

const STORED_MAX = 65_535;

/** `data` as DEFLATE stored blocks (header byte, LEN, NLEN, bytes), from a byte boundary to one. */
function storedBlocks(data: Uint8Array, final: boolean): Uint8Array {
  const count = Math.ceil(data.length / STORED_MAX);
  const out = new Uint8Array(data.length + count * 5);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const part = data.subarray(i * STORED_MAX, (i + 1) * STORED_MAX);
    out[at] = final && i === count - 1 ? 1 : 0; // BFINAL, BTYPE 00, then padding to the byte
    out[at + 1] = part.length & 0xff;
    out[at + 2] = part.length >> 8;
    out[at + 3] = ~part.length & 0xff;
    out[at + 4] = (~part.length >> 8) & 0xff;
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  return out;
}

/** The pending bits, a non-final empty stored block header (3 zero bits), byte padding, LEN 0, NLEN 0xFFFF. */
function syncMarker(stream: Deflate): Uint8Array {
  const state = (stream as unknown as { s?: { r?: number } }).s;
  if (typeof state?.r !== 'number') throw new Error('fflate internals changed: cannot sync-flush a DEFLATE block');
  const bit = state.r & 7;
  const pending = state.r >> 3;
  state.r = 0;
  // The 3 header bits start at `bit`; from bit 6 on they spill into a second (zero) byte.
  return bit <= 5 ? Uint8Array.of(pending, 0, 0, 0xff, 0xff) : Uint8Array.of(pending, 0, 0, 0, 0xff, 0xff);
}

export const deflateInThread: DeflateRunner = async (task) => deflateBlock(task);
