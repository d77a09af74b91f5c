/** The Emscripten module of libarchive.js here (scripts/build-libarchive-wasm.sh, scripts/libarchive-wasm/shim.c). */
export interface LibarchiveModule {
  HEAPU8: Uint8Array;
  cwrap(name: string, result: string | null, args: string[]): (...args: unknown[]) => unknown;
  /** Called by the shim's read callback: fills `length` bytes at `pointer` from `offset` of source `source`; the count, or -1. */
  readAt?: (source: number, offset: number, pointer: number, length: number) => number;
}

export default function createLibarchive(options: {
  wasmBinary?: Uint8Array;
  locateFile?: (path: string) => string;
  print?: (...text: unknown[]) => void;
  printErr?: (...text: unknown[]) => void;
}): Promise<LibarchiveModule>;
