/**
 * libarchive 3.7.2 compiled to WebAssembly (the npm package libarchive.js: its Emscripten module,
 * not its own worker and Comlink client), driven here through the C functions the build exports.
 * The wasm is a build asset of our own origin, fetched the first time a non-ZIP archive is opened;
 * Node tests hand it the bytes from node_modules through `provideLibarchiveWasm`.
 */
import createLibarchive, { type LibarchiveModule } from 'libarchive.js/src/webworker/wasm-gen/libarchive.js';
import wasmUrl from 'libarchive.js/dist/libarchive.wasm?url&no-inline';

export interface Libarchive {
  heap(): Uint8Array;
  malloc(size: number): number;
  free(pointer: number): void;
  /** archive_read_new + every filter and format + archive_read_open_memory (the input stays ours until close). */
  open(data: number, size: number, passphrase: string | null, locale: string): number;
  /** The next header, or 0 at the end or on an error (see `error`). */
  next(archive: number): number;
  /** Reads `size` bytes of the current entry into a new malloc'ed buffer; a failure answers libarchive's negative status instead. */
  read(archive: number, size: number): number;
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
  const utf8 = fn<(entry: number) => string>('archive_entry_pathname_utf8', 'string', ['number']);
  const native = fn<(entry: number) => string>('archive_entry_pathname', 'string', ['number']);
  return {
    heap: () => module.HEAPU8,
    malloc: fn('malloc', 'number', ['number']),
    free: fn('free', null, ['number']),
    open: fn('archive_open', 'number', ['number', 'number', 'string', 'string']),
    next: fn('get_next_entry', 'number', ['number']),
    read: fn('get_filedata', 'number', ['number', 'number']),
    skip: fn('archive_read_data_skip', 'number', ['number']),
    error: fn('archive_error_string', 'string', ['number']),
    close: fn('archive_close', null, ['number']),
    pathname: (entry) => utf8(entry) || native(entry),
    size: fn('archive_entry_size', 'number', ['number']),
    filetype: fn('archive_entry_filetype', 'number', ['number']),
    encrypted: fn('archive_entry_is_encrypted', 'number', ['number']),
  };
}

export function loadLibarchive(): Promise<Libarchive> {
  loading ??= createLibarchive({
    ...(wasmBinary ? { wasmBinary } : { locateFile: () => wasmUrl }),
    // The wrapper reports failures on stderr as well; we read them from archive_error_string.
    print: () => undefined,
    printErr: () => undefined,
  }).then(wrap);
  return loading;
}
