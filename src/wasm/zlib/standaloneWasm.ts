/**
 * Loading a standalone WebAssembly module of the zlib engine (no Emscripten JavaScript runtime; its
 * one import is a memory-growth notice): in a browser thread `load()` fetches it from our origin (a
 * build asset, precached by the service worker like every other file of dist/) and must have
 * resolved before its first use; in Node (tests, scripts) `ready()` and `exports()` read it
 * synchronously from disk. A failed fetch (offline before the cache has it) can be retried.
 */
const imports = { env: { emscripten_notify_memory_growth: () => undefined } };

export interface StandaloneWasm<T> {
  /** Whether the module can run now (in Node this starts it); a thread that never loaded it can use another compressor. */
  ready(): boolean;
  /** Fetches and starts the module once; later calls share the first. */
  load(): Promise<void>;
  /** The started module's exports (in Node, started here); throws in a browser before `load()` resolved. */
  exports(): T;
}

/** `start` runs once on the instance's exports, after `_initialize`. */
export function standaloneWasm<T extends { _initialize(): void }>(url: URL, name: string, start: (exports: T) => void = () => undefined): StandaloneWasm<T> {
  let started: T | undefined;
  let loading: Promise<void> | undefined;
  const begin = (instance: WebAssembly.Instance) => {
    if (started) return;
    const exports = instance.exports as unknown as T;
    exports._initialize();
    start(exports);
    started = exports;
  };
  const exports = (): T => {
    if (!started) {
      // Node: the module is a file next to this one; no fetch, no wait.
      const fs = url.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined;
      if (!fs) throw new Error(`${name} used before it loaded`);
      begin(new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(url)), imports));
    }
    return started!;
  };
  return {
    ready() {
      if (!started && url.protocol === 'file:') {
        try {
          exports();
        } catch {
          // not Node after all: load() first
        }
      }
      return started !== undefined;
    },
    load() {
      if (started) return Promise.resolve();
      if (url.protocol === 'file:') {
        exports(); // Node reads it from disk
        return Promise.resolve();
      }
      loading ??= (async () => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${name} did not load (HTTP ${response.status})`);
        const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), imports);
        begin(instance);
      })();
      loading.catch(() => (loading = undefined));
      return loading;
    },
    exports,
  };
}

/** A buffer in a module's memory, reallocated (never shrunk) when a bigger one is asked for. */
export class GrowingRegion {
  /** Where the region starts in the module's memory (0 before the first `ensure`). */
  pointer = 0;
  private bytes = 0;

  /** `owner` names the module in the error a failed allocation throws. */
  constructor(private readonly owner: string) {}

  /** The region's start, with room for at least `bytes`; `malloc` and `free` are the module's own. */
  ensure(bytes: number, malloc: (size: number) => number, free: (pointer: number) => void): number {
    if (this.bytes < bytes) {
      if (this.pointer) free(this.pointer);
      this.pointer = malloc(bytes);
      this.bytes = this.pointer ? bytes : 0;
      if (!this.pointer) throw new Error(`${this.owner} could not allocate memory`);
    }
    return this.pointer;
  }
}
