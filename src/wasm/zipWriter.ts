/**
 * The ZIP engine: fflate's streaming `Zip` fed slice by slice (Blob.slice), so a multi-GB input
 * never sits in memory at once. Runs the same in a Web Worker and in Node (tests, benchmark).
 */
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import { uniqueNames } from './zipNames';
import { ZipLimitError, zipLimitProblem } from './zipLimits';
import { deflateWouldNotHelp, looksCompressed, PROBE_BYTES, PROBE_SAMPLES, probeRanges, zipTime } from './zipPolicy';
import type { ZipSink } from './zipSink';

export interface ZipSourceEntry {
  /** Path inside the archive ('folder/file.txt'); made safe and unique by the engine. */
  name: string;
  blob: Blob;
  /** ms since epoch; the archive keeps it as the entry's modification time. */
  lastModified?: number;
}

export type ZipLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface WriteZipOptions {
  /** DEFLATE level 1-9; the builder's default is 6 when none is given. */
  level?: number;
  signal?: AbortSignal;
  /** Fraction of input bytes read so far, 0..1. */
  onProgress?: (fraction: number) => void;
  sliceBytes?: number;
}

export interface ZipEntryReport {
  name: string;
  size: number;
  method: 'store' | 'deflate';
}

export const DEFAULT_LEVEL = 6;
export const SLICE_BYTES = 2 * 1024 * 1024;

const readSlice = async (blob: Blob, start: number, end: number) =>
  new Uint8Array(await blob.slice(start, end).arrayBuffer());

export const clampLevel = (level: number | undefined): ZipLevel =>
  Math.min(9, Math.max(1, Math.round(level ?? DEFAULT_LEVEL))) as ZipLevel;

async function chooseMethod(entry: ZipSourceEntry, head: Uint8Array): Promise<'store' | 'deflate'> {
  // Big files are always probed (a PDF full of JPEG images, an encrypted blob); small ones only
  // when their type says compressed, since probing them costs about as much as deflating them.
  const large = entry.blob.size > PROBE_SAMPLES * PROBE_BYTES;
  if (!large && !looksCompressed(entry.name, entry.blob.type, head)) return 'deflate';
  const samples = await Promise.all(
    probeRanges(entry.blob.size).map(([start, end]) =>
      end <= head.length ? head.subarray(start, end) : readSlice(entry.blob, start, end),
    ),
  );
  return deflateWouldNotHelp(samples) ? 'store' : 'deflate';
}

interface Slice {
  index: number;
  start: number;
  end: number;
  bytes: Uint8Array;
}

/**
 * Every entry's bytes in order, in slices, with the next slice (possibly of the next file) already
 * being read: reading goes through the browser process, so overlapping it with compression hides
 * most of that latency, while at most two slices are held at once.
 */
async function* slicesOf(entries: readonly ZipSourceEntry[], sliceBytes: number): AsyncGenerator<Slice> {
  function* ranges() {
    for (const [index, { blob }] of entries.entries()) {
      let start = 0;
      do {
        const end = Math.min(blob.size, start + sliceBytes);
        yield { index, start, end };
        start = end;
      } while (start < blob.size);
    }
  }
  const load = (r: Omit<Slice, 'bytes'>) => {
    const bytes = readSlice(entries[r.index].blob, r.start, r.end);
    bytes.catch(() => undefined); // a read still in flight when the job stops must not surface as unhandled
    return { ...r, bytes };
  };
  const plan = ranges();
  let step = plan.next();
  let pending = step.done ? null : load(step.value);
  while (pending) {
    const current = pending;
    step = plan.next();
    pending = step.done ? null : load(step.value);
    yield { ...current, bytes: await current.bytes };
  }
}

/** Writes all entries into `sink` as one ZIP; resolves with what the sink made (a Blob, or null for a stream). */
export async function writeZip(entries: readonly ZipSourceEntry[], sink: ZipSink, options: WriteZipOptions = {}) {
  const names = uniqueNames(entries.map((e) => e.name));
  const problem = zipLimitProblem(entries.map((e, i) => ({ name: names[i], size: e.blob.size })));
  if (problem) throw new ZipLimitError(problem);
  const { signal, onProgress } = options;
  const level = clampLevel(options.level);
  const sliceBytes = options.sliceBytes ?? SLICE_BYTES;
  const total = entries.reduce((sum, e) => sum + e.blob.size, 0);
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else sink.write(chunk);
  });
  const report: ZipEntryReport[] = [];
  let read = 0;
  let stream: (ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void }) | null = null;
  try {
    for await (const slice of slicesOf(entries, sliceBytes)) {
      signal?.throwIfAborted();
      const entry = entries[slice.index];
      if (slice.start === 0) {
        const method = await chooseMethod(entry, slice.bytes);
        const name = names[slice.index];
        stream = method === 'store' ? new ZipPassThrough(name) : new ZipDeflate(name, { level });
        stream.mtime = zipTime(entry.lastModified);
        zip.add(stream);
        report.push({ name, size: entry.blob.size, method });
      }
      stream?.push(slice.bytes, slice.end >= entry.blob.size);
      read += slice.bytes.length;
      onProgress?.(total > 0 ? read / total : 1);
      await sink.drain();
      if (failure) throw failure;
    }
    zip.end();
    if (failure) throw failure;
    const archive = await sink.close();
    onProgress?.(1);
    return { archive, size: sink.size, entries: report };
  } catch (error) {
    zip.terminate();
    await sink.abort(error);
    throw error;
  }
}
