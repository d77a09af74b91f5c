/**
 * Decoders for one compressed file (.gz, .bz2, .xz, .zst), each handing out its bytes as they
 * come: fflate's Gunzip (every member of a multi-member file, each member's length checked against
 * its trailer, the CRC too when there is one member), xz-decompress (xz-embedded, which checks the
 * stream's own CRC), fzstd, and SheetJS's bz2 (a whole-file decoder with CRC checks, so a .bz2 is
 * decoded in one piece: its size is capped by the caller's limits).
 */
import { Gunzip } from 'fflate';
import { Decompress as ZstdDecompress } from 'fzstd';
import { XzReadableStream } from 'xz-decompress';
import { decompress as bunzip } from 'bz2';
import { crc32 } from '../../../lib/crc32';
import { ArchiveError } from '../problems';

export type Emit = (chunk: Uint8Array) => Promise<void>;
export type SingleFormat = 'gzip' | 'bzip2' | 'xz' | 'zstd';

const READ_SLICE = 1024 * 1024;

async function* slices(blob: Blob, signal?: AbortSignal): AsyncGenerator<{ chunk: Uint8Array; last: boolean }> {
  if (blob.size === 0) yield { chunk: new Uint8Array(0), last: true };
  for (let at = 0; at < blob.size; at += READ_SLICE) {
    signal?.throwIfAborted();
    const chunk = new Uint8Array(await blob.slice(at, at + READ_SLICE).arrayBuffer());
    yield { chunk, last: at + READ_SLICE >= blob.size };
  }
}

const uint32At = (bytes: Uint8Array, at: number) => (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;

async function gunzip(blob: Blob, emit: Emit, signal?: AbortSignal): Promise<void> {
  const out: Uint8Array[] = [];
  const members: number[] = [0];
  const gunzip = new Gunzip((chunk) => out.push(chunk));
  gunzip.onmember = (offset) => members.push(offset);
  let crc = 0;
  let length = 0;
  for await (const { chunk, last } of slices(blob, signal)) {
    gunzip.push(chunk, last);
    for (const piece of out.splice(0)) {
      crc = crc32(piece, crc);
      length += piece.length;
      await emit(piece);
    }
  }
  // Each member's trailer: CRC-32 and length (mod 2^32) of what it holds.
  const ends = [...members.slice(1), blob.size].map((end) => end - 8);
  const trailers = await Promise.all(ends.map(async (at) => new Uint8Array(await blob.slice(at, at + 8).arrayBuffer())));
  const declared = trailers.reduce((sum, trailer) => sum + uint32At(trailer, 4), 0);
  if (declared % 2 ** 32 !== length % 2 ** 32) throw new ArchiveError('entryDamaged', 'gzip length');
  if (trailers.length === 1 && uint32At(trailers[0], 0) !== crc) throw new ArchiveError('entryDamaged', 'gzip CRC');
}

async function unzstd(blob: Blob, emit: Emit, signal?: AbortSignal): Promise<void> {
  const out: Uint8Array[] = [];
  let ended = false;
  const decoder = new ZstdDecompress((chunk, final) => {
    out.push(chunk);
    if (final) ended = true;
  });
  for await (const { chunk, last } of slices(blob, signal)) {
    decoder.push(chunk, last);
    for (const piece of out.splice(0)) await emit(piece);
  }
  if (!ended) throw new ArchiveError('entryDamaged', 'zstd stream ends early');
}

async function unxz(blob: Blob, emit: Emit, signal?: AbortSignal): Promise<void> {
  const reader = new XzReadableStream(blob.stream() as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    signal?.throwIfAborted();
    const { value, done } = await reader.read();
    if (done) return;
    await emit(value);
  }
}

async function bunzip2(blob: Blob, emit: Emit, maxBytes: number): Promise<void> {
  if (blob.size * 1000 > maxBytes && blob.size > 256 * 1024 ** 2) throw new ArchiveError('tooLarge');
  const bytes = bunzip(new Uint8Array(await blob.arrayBuffer()), true);
  for (let at = 0; at < bytes.length; at += READ_SLICE) await emit(bytes.subarray(at, at + READ_SLICE));
}

/** Decodes the whole file to `emit`; a damaged or truncated stream throws (an ArchiveError or the decoder's own error). */
export function decodeSingle(format: SingleFormat, blob: Blob, emit: Emit, maxBytes: number, signal?: AbortSignal): Promise<void> {
  if (format === 'gzip') return gunzip(blob, emit, signal);
  if (format === 'zstd') return unzstd(blob, emit, signal);
  if (format === 'xz') return unxz(blob, emit, signal);
  return bunzip2(blob, emit, maxBytes);
}

/** The first bytes a stream decodes to (at most `want`), to tell a compressed tar from one compressed file. */
export async function decodedHead(format: Exclude<SingleFormat, 'bzip2'>, blob: Blob, want = 512): Promise<Uint8Array> {
  const sample = new Uint8Array(await blob.slice(0, Math.min(blob.size, 256 * 1024)).arrayBuffer());
  const out: Uint8Array[] = [];
  try {
    if (format === 'gzip') new Gunzip((chunk) => out.push(chunk)).push(sample, false);
    else if (format === 'zstd') new ZstdDecompress((chunk) => out.push(chunk)).push(sample, false);
    else {
      const reader = new XzReadableStream(new Blob([sample]).stream() as ReadableStream<Uint8Array>).getReader();
      for (let have = 0; have < want; ) {
        const { value, done } = await reader.read();
        if (done) break;
        out.push(value);
        have += value.length;
      }
      await reader.cancel().catch(() => undefined);
    }
  } catch {
    // A damaged start decodes to nothing: the file is then read as one compressed file and fails there, named.
  }
  const head = new Uint8Array(want);
  let have = 0;
  for (const chunk of out) {
    if (have >= want) break;
    head.set(chunk.subarray(0, want - have), have);
    have += Math.min(chunk.length, want - have);
  }
  return head.subarray(0, have);
}
