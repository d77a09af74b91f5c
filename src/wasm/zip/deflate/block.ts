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
 * whole files (policy.ts). Runs in deflate.worker.ts, or in-thread (Node, small tasks).
 *
 * The compressor is zlib in WebAssembly through the zlib engine (loadDeflate() first in a browser
 * thread), writing into the caller's buffer; a
 * runner in another thread hands the task's buffers back with the block, so nothing is allocated
 * per block on either side.
 */
import { deflateBound, deflateInto, loadDeflate } from '../../zlib';
import { deflateWouldNotHelp } from '../policy';

export interface DeflateTask {
  data: Uint8Array;
  /** Up to the last 32 KB before `data` in the same file; absent for a file's first block. */
  dictionary?: Uint8Array;
  level: number;
  /** True for the file's last block: it ends the DEFLATE stream. */
  final: boolean;
  /** Where to write the block (its start is returned); a new buffer is made when it is too small. */
  out?: Uint8Array;
}

export { deflateBound, loadDeflate };

/**
 * A compressed block, and the task's input back: a runner in another thread takes the task's
 * buffers (transferred) and returns them, so the caller can reuse them for the next slice.
 */
export interface DeflateDone {
  block: Uint8Array;
  data: Uint8Array;
  dictionary?: Uint8Array;
}

export type DeflateRunner = (task: DeflateTask) => Promise<DeflateDone>;

export const DICTIONARY_BYTES = 32 * 1024;

export function deflateBlock({ data, dictionary, level, final, out }: DeflateTask): Uint8Array {
  const room = out && out.length >= deflateBound(data.length) ? out : new Uint8Array(deflateBound(data.length));
  if (data.length > 0 && deflateWouldNotHelp([data])) return storedBlocks(data, final, room);
  return room.subarray(0, deflateInto(data, room, level, final, dictionary));
}

const STORED_MAX = 65_535;

/** `data` as DEFLATE stored blocks (header byte, LEN, NLEN, bytes), from a byte boundary to one. */
function storedBlocks(data: Uint8Array, final: boolean, room: Uint8Array): Uint8Array {
  const count = Math.ceil(data.length / STORED_MAX);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const part = data.subarray(i * STORED_MAX, (i + 1) * STORED_MAX);
    room[at] = final && i === count - 1 ? 1 : 0; // BFINAL, BTYPE 00, then padding to the byte
    room[at + 1] = part.length & 0xff;
    room[at + 2] = part.length >> 8;
    room[at + 3] = ~part.length & 0xff;
    room[at + 4] = (~part.length >> 8) & 0xff;
    room.set(part, at + 5);
    at += 5 + part.length;
  }
  return room.subarray(0, at);
}

/** The distinct buffers behind these views: what a block's trip to or from a helper transfers. */
export const buffersOf = (...views: (Uint8Array | undefined)[]): ArrayBuffer[] => [
  ...new Set(views.flatMap((view) => (view?.buffer instanceof ArrayBuffer ? [view.buffer] : []))),
];

export const deflateInThread: DeflateRunner = async (task) => ({ block: deflateBlock(task), data: task.data, dictionary: task.dictionary });
