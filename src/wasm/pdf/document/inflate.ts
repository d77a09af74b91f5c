/**
 * Inflating within a budget. A Flate stream of a few hundred kilobytes can expand to gigabytes (a
 * decompression bomb); inflated in one go it would take the worker's memory down with it. Here it
 * is inflated in small slices and abandoned as soon as the output passes the budget, so the engine
 * leaves such a stream exactly as it found it.
 */
import { Unzlib } from 'fflate';

/** Content streams, fonts and the like: far above any real page's needs. */
export const STREAM_BUDGET_BYTES = 128 * 1024 * 1024;
/** Images with more pixels than this are left as they are (their RGBA alone would be 400 MB). */
export const IMAGE_PIXEL_BUDGET = 100_000_000;

/** Deflate expands at most about 1032 times; input beyond budget / 1032 cannot fit in any case. */
const MAX_DEFLATE_RATIO = 1032;
/** Small slices keep the output of a single push (at most 1032 times the slice) small too. */
const SLICE = 16 * 1024;

/** The inflated bytes, or null when they would pass `limit`; throws on data that is not zlib. */
export function inflateWithin(data: Uint8Array, limit: number): Uint8Array | null {
  if (data.length === 0) throw new Error('empty zlib stream');
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Unzlib((chunk) => {
    total += chunk.length;
    if (total <= limit) chunks.push(chunk);
  });
  for (let at = 0; at < data.length && total <= limit; at += SLICE) {
    inflater.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
  }
  if (total > limit) return null;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Whether even a fully expanded `compressed` stays within `limit` (so any decoder may be used). */
export const fitsAnyway = (compressed: Uint8Array, limit: number) => compressed.length * MAX_DEFLATE_RATIO <= limit;

/**
 * Streams inflated while a compression runs (`keepingInflated`): its passes read each page's
 * content three times (unused resources, image sizes, glyphs) and font programs up to four times.
 * Keyed by the stored bytes, which nothing changes in place (a changed stream is a new object), and
 * within a budget, so a document of huge content streams is read again rather than held.
 */
let kept: { plain: WeakMap<Uint8Array, Uint8Array>; room: number } | null = null;
const KEPT_BYTES = 64 * 1024 * 1024;

/** Runs `run` with inflated streams kept for its duration (see `inflateStream`). */
export async function keepingInflated<T>(run: () => Promise<T>): Promise<T> {
  const outer = kept;
  kept = { plain: new WeakMap(), room: KEPT_BYTES };
  try {
    return await run();
  } finally {
    kept = outer;
  }
}

/** `inflateWithin(data, STREAM_BUDGET_BYTES)`, once per stored bytes inside `keepingInflated`; callers must not change the result. */
export function inflateStream(data: Uint8Array): Uint8Array | null {
  const cached = kept?.plain.get(data);
  if (cached) return cached;
  const plain = inflateWithin(data, STREAM_BUDGET_BYTES);
  if (plain && kept && plain.length <= kept.room) {
    kept.room -= plain.length;
    kept.plain.set(data, plain);
  }
  return plain;
}
