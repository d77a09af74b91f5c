/**
 * The ZIP engine: fflate's streaming `Zip` fed slice by slice, so a multi-GB input never sits in
 * memory at once. Slices of files to deflate are compressed as independent blocks (block.ts)
 * by a runner — a pool of helper workers, one per core, in the browser — with a bounded window of
 * slices in flight; results are written in order. Slices, blocks and dictionaries travel in a few
 * reused buffers (bufferPool.ts), read into by BYOB readers and handed back by the helpers, so the
 * job allocates next to nothing per slice. Runs the same in a Web Worker and in Node (tests,
 * benchmark), where the runner is in-thread.
 */
import { ZipPassThrough, Zip } from 'fflate';
import { crc32 } from '../../lib/crc32';
import { BufferPool } from './bufferPool';
import { deflateBound, deflateInThread, DICTIONARY_BYTES, loadDeflate, type DeflateRunner } from './deflate/block';
import { uniqueNames } from './names';
import { ZipLimitError, zipLimitOf } from './limits';
import { deflateWouldNotHelp, looksCompressed, PROBE_BYTES, PROBE_SAMPLES, probeRanges, zipTime } from './policy';
import type { ZipSink } from './sink';

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
  /** Compresses deflate blocks (default: in this thread). */
  deflate?: DeflateRunner;
  /**
   * True when the runner has enough queued: the next block is then compressed in this thread, which
   * would otherwise wait for the helpers (reading and writing cannot run ahead of the window).
   */
  runnerSaturated?: () => boolean;
  /** Slices in flight at once (default 4): enough to keep every helper busy, few enough to stay small. */
  window?: number;
  /** Where the job's buffers come from (a pool of its own by default); tests read `made`. */
  pool?: BufferPool;
}

export interface ZipEntryReport {
  name: string;
  size: number;
  method: 'store' | 'deflate';
}

const DEFAULT_LEVEL = 6;
const SLICE_BYTES = 256 * 1024;
/** Blocks smaller than this deflate in-thread: posting them to a helper costs more than it saves. */
const INLINE_BYTES = 16 * 1024;

/**
 * Bytes `start`..`end` of a file, read into a buffer of `room` bytes from the pool by a BYOB reader,
 * so no slice allocates. Each slice is a stream of its own: the browser fills a stream's pipe ahead
 * of the reader, up to the smaller of the blob's size and 2 MB in Chromium, so a stream over a
 * whole big file held 2 MB per open file (six of them at once in the corpus benchmark), while a
 * slice's pipe is the slice. A whole file is read without slicing it: in a worker each Blob.slice
 * costs a round trip. The stream is cancelled once its bytes are in, so its pipe can close now
 * rather than when the stream is garbage-collected (rarely, in a thread that allocates little).
 * Where Blob streams take no BYOB reader, the slice is read into a buffer of its own.
 */
async function readRange(blob: Blob, start: number, end: number, pool: BufferPool, room: number): Promise<Uint8Array> {
  const part = start === 0 && end === blob.size ? blob : blob.slice(start, end);
  let reader: ReadableStreamBYOBReader;
  try {
    reader = part.stream().getReader({ mode: 'byob' });
  } catch {
    return new Uint8Array(await part.arrayBuffer());
  }
  const length = end - start;
  let buffer = pool.take(Math.max(room, length)).buffer;
  let filled = 0;
  while (filled < length) {
    const { value, done } = await reader.read(new Uint8Array(buffer, filled, length - filled));
    if (done || !value) throw new Error('The file changed while it was being read');
    buffer = value.buffer;
    filled += value.length;
  }
  await reader.cancel();
  return new Uint8Array(buffer, 0, length);
}

const clampLevel = (level: number | undefined): ZipLevel =>
  Math.min(9, Math.max(1, Math.round(level ?? DEFAULT_LEVEL))) as ZipLevel;

async function chooseMethod(entry: ZipSourceEntry, head: Uint8Array, samples: Promise<Uint8Array[]>): Promise<'store' | 'deflate'> {
  // Big files are always probed (a PDF full of JPEG images, an encrypted blob); small ones only
  // when their type says compressed, since probing them costs about as much as deflating them.
  const large = entry.blob.size > PROBE_SAMPLES * PROBE_BYTES;
  if (!large && !looksCompressed(entry.name, entry.blob.type, head)) return 'deflate';
  return deflateWouldNotHelp(await samples) ? 'store' : 'deflate';
}

/**
 * The probe samples of a file, read alongside its first slice (samples inside that slice are views
 * of it; the others come in pooled buffers, given back once the method is chosen).
 */
function probeSamples(blob: Blob, head: Promise<Uint8Array>, headEnd: number, pool: BufferPool): Promise<Uint8Array[]> {
  return Promise.all(
    probeRanges(blob.size).map(([start, end]) =>
      end <= headEnd ? head.then((h) => h.subarray(start, end)) : readRange(blob, start, end, pool, PROBE_BYTES),
    ),
  );
}

interface Slice {
  index: number;
  start: number;
  end: number;
  bytes: Uint8Array;
  /** On a file's first slice: the samples that decide between store and deflate. */
  samples?: Promise<Uint8Array[]>;
}

/**
 * Every entry's bytes in order, in slices, with the next few slices (possibly of the next files)
 * and their probe samples already being read: each read is a round trip through the browser
 * process, so keeping several in flight hides that latency behind compression, while at most
 * READ_AHEAD_BYTES of slices wait in memory.
 */
const READ_AHEAD_SLICES = 4;
const READ_AHEAD_BYTES = 1024 * 1024;

async function* slicesOf(entries: readonly ZipSourceEntry[], sliceBytes: number, pool: BufferPool): AsyncGenerator<Slice> {
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
  const load = (r: Omit<Slice, 'bytes' | 'samples'>) => {
    const { blob } = entries[r.index];
    const bytes = readRange(blob, r.start, r.end, pool, sliceBytes);
    const samples = r.start === 0 ? probeSamples(blob, bytes, r.end, pool) : undefined;
    // A read still in flight when the job stops must not surface as unhandled.
    bytes.catch(() => undefined);
    samples?.catch(() => undefined);
    return { ...r, bytes, samples };
  };
  const plan = ranges();
  const queue: ReturnType<typeof load>[] = [];
  let queued = 0;
  let step = plan.next();
  const fill = () => {
    while (!step.done && queue.length < READ_AHEAD_SLICES && (queue.length === 0 || queued + (step.value.end - step.value.start) <= READ_AHEAD_BYTES)) {
      queue.push(load(step.value));
      queued += step.value.end - step.value.start;
      step = plan.next();
    }
  };
  fill();
  while (queue.length) {
    const current = queue.shift()!;
    queued -= current.end - current.start;
    fill();
    yield { ...current, bytes: await current.bytes };
  }
}

/**
 * A stored entry. fflate's pass-through computes the CRC a byte at a time; ours folds 8 bytes per
 * step (src/lib/crc32.ts): about 700 MB/s against 300 MB/s in Node on this machine, for
 * the stored photos and videos that are the bulk of a typical archive. `size` and `crc` are the
 * entry's public fields in fflate's ZipInputFile contract.
 */
class StoredEntry extends ZipPassThrough {
  private running = 0;
  override push(chunk: Uint8Array, final = false): void {
    this.running = crc32(chunk, this.running);
    this.size += chunk.length;
    if (final) this.crc = this.running;
    this.process(chunk as Uint8Array<ArrayBuffer>, final);
  }
}

/**
 * A ZIP entry whose data is DEFLATE blocks made elsewhere: the CRC and size come from the raw bytes
 * pushed (in order, before they go to a helper), and the compressed blocks are emitted separately,
 * in the same order, as they come back.
 */
class BlockDeflateEntry extends StoredEntry {
  flag: number;
  constructor(name: string, level: number) {
    super(name);
    this.compression = 8;
    this.flag = level === 1 ? 3 : level < 6 ? 2 : level === 9 ? 1 : 0; // fflate's own ZipDeflate flags
  }
  protected override process(): void {
    // The raw bytes only feed the CRC; the entry's data arrives through emit().
  }
  emit(chunk: Uint8Array, final: boolean): void {
    this.ondata(null, chunk as Uint8Array<ArrayBuffer>, final);
  }
}

interface InFlight {
  file: StoredEntry;
  last: boolean;
  raw: number;
  /** Stored: the slice itself (pushed when written); deflated: the compressed block. */
  bytes: Promise<{ chunk: Uint8Array; buffers: Uint8Array[] }>;
}

/** The last 32 KB of a slice (the next block's dictionary), copied into a pooled buffer. */
function copyTail(bytes: Uint8Array, pool: BufferPool): Uint8Array {
  const tail = bytes.subarray(-DICTIONARY_BYTES);
  const copy = pool.take(DICTIONARY_BYTES).subarray(0, tail.length);
  copy.set(tail);
  return copy;
}

/** Writes all entries into `sink` as one ZIP; resolves with what the sink made (a Blob, or null for a stream). */
export async function writeZip(entries: readonly ZipSourceEntry[], sink: ZipSink, options: WriteZipOptions = {}) {
  const names = uniqueNames(entries.map((e) => e.name));
  const limit = zipLimitOf(entries.map((e, i) => ({ name: names[i], size: e.blob.size })));
  if (limit) throw new ZipLimitError(limit);
  const { signal, onProgress } = options;
  const level = clampLevel(options.level);
  const sliceBytes = options.sliceBytes ?? SLICE_BYTES;
  const runner = options.deflate ?? deflateInThread;
  const windowSize = Math.max(1, options.window ?? 4);
  // Slices, blocks, dictionaries and probe samples live in reused buffers: a job's memory is its
  // window and read-ahead, not its input.
  const pool = options.pool ?? new BufferPool(windowSize + READ_AHEAD_SLICES + 1);
  const total = entries.reduce((sum, e) => sum + e.blob.size, 0);
  // This thread deflates small blocks and the store-or-deflate trials itself: zlib's wasm first.
  await loadDeflate();
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else sink.write(chunk);
  });
  const report: ZipEntryReport[] = [];
  const inFlight: InFlight[] = [];
  let read = 0;
  const writeOldest = async () => {
    const oldest = inFlight.shift();
    if (!oldest) return;
    const { chunk, buffers } = await oldest.bytes;
    if (oldest.file instanceof BlockDeflateEntry) oldest.file.emit(chunk, oldest.last);
    else oldest.file.push(chunk, oldest.last);
    read += oldest.raw;
    onProgress?.(total > 0 ? read / total : 1);
    await sink.drain();
    if (failure) throw failure;
    // The sink has copied or written the chunk: its buffers can take the next slices.
    for (const buffer of buffers) pool.give(buffer);
  };
  let file: StoredEntry | null = null;
  let tail: Uint8Array | undefined;
  try {
    for await (const slice of slicesOf(entries, sliceBytes, pool)) {
      signal?.throwIfAborted();
      const entry = entries[slice.index];
      const last = slice.end >= entry.blob.size;
      if (slice.start === 0) {
        const samples = slice.samples ?? Promise.resolve([slice.bytes]);
        const method = await chooseMethod(entry, slice.bytes, samples);
        samples.then((all) => all.forEach((sample) => sample.buffer !== slice.bytes.buffer && pool.give(sample)), () => undefined);
        const name = names[slice.index];
        file = method === 'store' ? new StoredEntry(name) : new BlockDeflateEntry(name, level);
        file.mtime = zipTime(entry.lastModified);
        zip.add(file);
        report.push({ name, size: entry.blob.size, method });
        tail = undefined;
      }
      if (!file) continue;
      const raw = slice.bytes.length; // read now: a helper takes the buffer itself (transferred)
      let bytes: InFlight['bytes'];
      if (file instanceof BlockDeflateEntry) {
        file.push(slice.bytes, last); // CRC and size, before the buffer is handed to a helper
        const task = { data: slice.bytes, dictionary: tail, level, final: last, out: pool.take(deflateBound(sliceBytes)) };
        tail = last ? undefined : copyTail(slice.bytes, pool);
        const here = slice.bytes.length < INLINE_BYTES || options.runnerSaturated?.() === true;
        bytes = (here ? deflateInThread(task) : runner(task)).then(({ block, data, dictionary }) => ({
          chunk: block,
          buffers: [block, data, dictionary].filter((b) => b !== undefined),
        }));
      } else {
        bytes = Promise.resolve({ chunk: slice.bytes, buffers: [slice.bytes] });
      }
      bytes.catch(() => undefined); // surfaced in order by writeOldest, not as unhandled
      inFlight.push({ file, last, raw, bytes });
      while (inFlight.length >= windowSize) await writeOldest();
    }
    while (inFlight.length) await writeOldest();
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
