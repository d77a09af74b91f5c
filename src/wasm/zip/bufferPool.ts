/**
 * Byte buffers taken and given back, so a long job reuses a few buffers instead of allocating one
 * per slice: V8 frees dead ArrayBuffers only after about 64 MB of them have piled up in a thread, so
 * per-slice buffers made a thread's memory grow by the size of everything it had touched, up to
 * that limit. Buffers are kept by size; one given back detached (transferred away) is dropped, and
 * at most `keep` of each size wait to be reused.
 */
export class BufferPool {
  private free = new Map<number, Uint8Array<ArrayBuffer>[]>();
  /** Buffers made so far (for tests and benchmarks). */
  made = 0;

  constructor(private readonly keep = 16) {}

  take(size: number): Uint8Array<ArrayBuffer> {
    const reused = this.free.get(size)?.pop();
    if (reused) return reused;
    this.made++;
    return new Uint8Array(size);
  }

  give(bytes: Uint8Array | undefined): void {
    const buffer = bytes?.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength === 0) return;
    const list = this.free.get(buffer.byteLength) ?? [];
    if (list.length >= this.keep || list.some((b) => b.buffer === buffer)) return;
    list.push(new Uint8Array(buffer));
    this.free.set(buffer.byteLength, list);
  }
}
