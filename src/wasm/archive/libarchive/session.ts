/**
 * One pass over an archive that libarchive pulls through callbacks: headers in order, each
 * entry's bytes read a slice at a time until libarchive says it ended. In the archive worker the
 * read callback takes each slice of the File with FileReaderSync, so only that slice is in memory;
 * where no synchronous reader exists (Node tests, unless they provide one) the parts are read
 * into JavaScript memory first.
 */
import type { Libarchive, ReadAt } from './module';
import type { EntryKind } from '../types';

const AE_IFMT = 0o170000;
const KINDS: Record<number, EntryKind> = { 0o100000: 'file', 0o040000: 'directory', 0o120000: 'symlink' };
const SLICE = 1024 * 1024;

export interface Header {
  path: string;
  kind: EntryKind;
  size: number;
  encrypted: boolean;
}

/** Reads bytes [start, end) of one Blob synchronously. */
export type BlobReader = (start: number, end: number) => ArrayBuffer | Uint8Array;

interface FileReaderSyncLike {
  readAsArrayBuffer(blob: Blob): ArrayBuffer;
}
const FileReaderSyncClass = (globalThis as { FileReaderSync?: new () => FileReaderSyncLike }).FileReaderSync;
let readerFor: (blob: Blob) => BlobReader | undefined = FileReaderSyncClass
  ? (blob) => (start, end) => new FileReaderSyncClass().readAsArrayBuffer(blob.slice(start, end))
  : () => undefined;

/** Node tests and measurements: how to read a Blob synchronously (undefined: read it into memory first). Workers have FileReaderSync. */
export function provideSyncRead(reader: (blob: Blob) => BlobReader | undefined): void {
  readerFor = reader;
}

/** The parts, in order, as one stream of bytes read at any offset. */
async function readerOf(parts: readonly Blob[]): Promise<ReadAt> {
  const blobs: { start: number; size: number; read: BlobReader }[] = [];
  let start = 0;
  for (const blob of parts) {
    let read = readerFor(blob);
    if (!read) {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      read = (from, to) => bytes.subarray(from, to);
    }
    blobs.push({ start, size: blob.size, read });
    start += blob.size;
  }
  return (offset, into) => {
    const part = blobs.find((p) => p.start <= offset && offset < p.start + p.size);
    if (!part) return 0;
    const from = offset - part.start;
    const got = part.read(from, Math.min(part.size, from + into.length));
    const slice = got instanceof Uint8Array ? got : new Uint8Array(got);
    into.set(slice);
    return slice.length;
  };
}

export class LibarchiveSession {
  private current = 0;

  private constructor(
    private readonly lib: Libarchive,
    private readonly archive: number,
    private readonly buffer: number,
  ) {}

  /** Opens the parts, in order, as one archive that libarchive reads through its callbacks. */
  static async open(lib: Libarchive, parts: readonly Blob[], password?: string): Promise<LibarchiveSession> {
    const size = parts.reduce((sum, part) => sum + part.size, 0);
    const archive = lib.open(await readerOf(parts), size, password ?? null);
    return new LibarchiveSession(lib, archive, lib.malloc(SLICE));
  }

  /** The next header, or null at the end; `error` then says whether the end was a failure. */
  next(): Header | null {
    this.current = this.lib.next(this.archive);
    if (!this.current) return null;
    const kind = KINDS[this.lib.filetype(this.current) & AE_IFMT] ?? 'other';
    return {
      path: this.lib.pathname(this.current),
      kind,
      size: kind === 'file' ? this.lib.size(this.current) : 0,
      encrypted: this.lib.encrypted(this.current) > 0,
    };
  }

  /** The error libarchive reports now, or '' (after `next()` returned null: why it stopped). */
  get error(): string {
    return this.lib.error(this.archive) ?? '';
  }

  skip(): void {
    this.lib.skip(this.archive);
  }

  /**
   * Reads the current entry slice by slice until libarchive says it ended. Returns '' when all
   * came out, else the error that stopped it.
   */
  async read(onSlice: (slice: Uint8Array) => void | Promise<void>, signal?: AbortSignal): Promise<string> {
    for (;;) {
      signal?.throwIfAborted();
      const count = this.lib.read(this.archive, this.buffer, SLICE);
      if (count === 0) return '';
      if (count < 0) return this.lib.error(this.archive) || `libarchive status ${count}`;
      await onSlice(this.lib.heap().slice(this.buffer, this.buffer + count));
    }
  }

  close(): void {
    this.lib.close(this.archive);
    this.lib.free(this.buffer);
  }
}
