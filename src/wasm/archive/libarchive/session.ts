/**
 * One pass over an archive held in wasm memory: headers in order, each entry's bytes read in
 * slices of known size. The wrapper's read call does not return a count, so an entry is read
 * only as far as its listed size, and a failed read is recognised by the error libarchive sets.
 */
import type { Libarchive } from './module';
import { ArchiveError } from '../problems';
import type { EntryKind } from '../types';

const AE_IFMT = 0o170000;
const KINDS: Record<number, EntryKind> = { 0o100000: 'file', 0o040000: 'directory', 0o120000: 'symlink' };
const SLICE = 1024 * 1024;
/** How much of the archive file is read at a time on its way into wasm memory. */
const COPY_SLICE = 8 * 1024 * 1024;

export interface Header {
  path: string;
  kind: EntryKind;
  size: number;
  encrypted: boolean;
}

export class LibarchiveSession {
  private current = 0;
  /** The error set while the current header was read (a warning), so a later one is told apart. */
  private headerError = '';

  private constructor(
    private readonly lib: Libarchive,
    private readonly input: number,
    private readonly archive: number,
  ) {}

  /** Copies the parts, in order, into wasm memory slice by slice (never whole in JavaScript) and opens them as one archive. */
  static async open(lib: Libarchive, parts: readonly Blob[], password?: string): Promise<LibarchiveSession> {
    const size = parts.reduce((sum, part) => sum + part.size, 0);
    const input = lib.malloc(Math.max(size, 1));
    if (!input) throw new ArchiveError('tooComplex', `no ${size} bytes of wasm memory`);
    let at = input;
    for (const part of parts) {
      for (let offset = 0; offset < part.size; offset += COPY_SLICE) {
        const slice = new Uint8Array(await part.slice(offset, offset + COPY_SLICE).arrayBuffer());
        lib.heap().set(slice, at); // heap() again each time: a growing memory replaces the view
        at += slice.length;
      }
    }
    return new LibarchiveSession(lib, input, lib.open(input, size, password ?? null, 'en_US.UTF-8'));
  }

  /** The next header, or null at the end; `error` then says whether the end was a failure. */
  next(): Header | null {
    this.current = this.lib.next(this.archive);
    if (!this.current) return null;
    this.headerError = this.lib.error(this.archive) ?? '';
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
   * Reads the current entry's `size` bytes slice by slice. Returns '' when all came out, else the
   * error that stopped it (the slice it happened in is not handed on).
   */
  async read(size: number, onSlice: (slice: Uint8Array) => void | Promise<void>, signal?: AbortSignal): Promise<string> {
    for (let done = 0; done < size; ) {
      signal?.throwIfAborted();
      const length = Math.min(SLICE, size - done);
      const pointer = this.lib.read(this.archive, length);
      // The wrapper answers a failed read with libarchive's (negative) status, its buffer already freed.
      if (pointer <= 0) return this.lib.error(this.archive) || `libarchive status ${pointer}`;
      const error = this.lib.error(this.archive) ?? '';
      if (error && error !== this.headerError) {
        this.lib.free(pointer);
        return error;
      }
      const slice = this.lib.heap().slice(pointer, pointer + length);
      this.lib.free(pointer);
      await onSlice(slice);
      done += length;
    }
    return '';
  }

  close(): void {
    this.lib.close(this.archive);
    this.lib.free(this.input);
  }
}
