/**
 * Our own WebAssembly build of libarchive (vendor/libarchive-wasm, built by
 * scripts/build-libarchive-wasm.sh), driven through the small C API of its shim. libarchive pulls
 * the archive through callbacks: its read callback calls `readAt` here, synchronously, for one
 * slice at a time, so the archive is never copied whole into wasm memory. The wasm is a build asset
 * of our own origin, fetched the first time a non-ZIP archive is opened; Node tests hand it the
 * bytes through `provideLibarchiveWasm`.
 */
import createLibarchive, { type LibarchiveModule } from '../../../../vendor/libarchive-wasm/libarchive.js';
import wasmUrl from '../../../../vendor/libarchive-wasm/libarchive.wasm?url&no-inline';

/** Where libarchive's read callback gets the archive's bytes: `into` filled from `offset`, the count answered. */
export type ReadAt = (offset: number, into: Uint8Array) => number;

export interface Libarchive {
  heap(): Uint8Array;
  malloc(size: number): number;
  free(pointer: number): void;
  /** Opens the archive whose `size` bytes `read` gives (the read callback is live until close). */
  open(read: ReadAt, size: number, passphrase: string | null): number;
  /** The next header, or 0 at the end or on an error (see `error`). */
  next(archive: number): number;
  /** Up to `length` bytes of the current entry into `buffer`: the count, 0 at its end, or libarchive's negative status. */
  read(archive: number, buffer: number, length: number): number;
  skip(archive: number): number;
  error(archive: number): string;
  close(archive: number): void;
  pathname(entry: number): string;
  size(entry: number): number;
  filetype(entry: number): number;
  encrypted(entry: number): number;
}

let wasmBinary: Uint8Array | undefined;
let loading: Promise<Libarchive> | undefined;

/** Node tests: the wasm bytes to use instead of fetching the asset URL. */
export function provideLibarchiveWasm(bytes: Uint8Array): void {
  wasmBinary = bytes;
}

function wrap(module: LibarchiveModule): Libarchive {
  const fn = <T>(name: string, result: string | null, args: string[]) => module.cwrap(name, result, args) as T;
  const sources = new Map<number, ReadAt>();
  let nextSource = 1;
  module.readAt = (source, offset, pointer, length) => {
    const read = sources.get(source);
    if (!read) return -1;
    try {
      return read(offset, module.HEAPU8.subarray(pointer, pointer + length));
    } catch {
      return -1; // libarchive names it a read failure
    }
  };
  const open = fn<(source: number, size: number, passphrase: string | null) => number>('la_open', 'number', ['number', 'number', 'string']);
  const close = fn<(archive: number) => void>('la_close', null, ['number']);
  const sourceOf = new Map<number, number>();
  return {
    heap: () => module.HEAPU8,
    malloc: fn('malloc', 'number', ['number']),
    free: fn('free', null, ['number']),
    open: (read, size, passphrase) => {
      const source = nextSource++;
      sources.set(source, read);
      const archive = open(source, size, passphrase);
      sourceOf.set(archive, source);
      return archive;
    },
    next: fn('la_next', 'number', ['number']),
    read: fn('la_read', 'number', ['number', 'number', 'number']),
    skip: fn('la_skip', 'number', ['number']),
    error: fn('la_error', 'string', ['number']),
    close: (archive) => {
      close(archive);
      sources.delete(sourceOf.get(archive) ?? 0);
      sourceOf.delete(archive);
    },
    pathname: fn('la_pathname', 'string', ['number']),
    size: fn('la_size', 'number', ['number']),
    filetype: fn('la_filetype', 'number', ['number']),
    encrypted: fn('la_encrypted', 'number', ['number']),
  };
}

export function loadLibarchive(): Promise<Libarchive> {
  loading ??= createLibarchive({
    ...(wasmBinary ? { wasmBinary } : { locateFile: () => wasmUrl }),
    print: () => undefined,
    printErr: () => undefined,
  }).then(wrap);
  return loading;
}
