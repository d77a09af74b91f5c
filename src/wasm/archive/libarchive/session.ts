/**
 * One pass over an archive held in wasm memory: headers in order, each entry's bytes read in
 * slices of known size. The wrapper's read call does not return a count, so an entry is read
 * only as far as its listed size, and a failed read is recognised by the error libarchive sets.
 */
import type { Libarchive } from './module';
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

export class LibarchiveSession {
  private current = 0;
  /** The error set while the current header was read (a warning), so a later one is told apart. */
  private headerError = '';

  private constructor(
    private readonly lib: Libarchive,
    private readonly input: number,
    private readonly archive: number,
  ) {}

  static open(lib: Libarchive, bytes: Uint8Array, password?: string): LibarchiveSession {
    const input = lib.malloc(Math.max(bytes.length, 1));
    lib.heap().set(bytes, input);
    return new LibarchiveSession(lib, input, lib.open(input, bytes.length, password ?? null, 'en_US.UTF-8'));
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
