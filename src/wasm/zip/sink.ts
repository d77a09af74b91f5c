/**
 * Where the archive's bytes go. The engine reuses its buffers once `drain()` has resolved, so a sink
 * must have copied or written a chunk by then. BlobSink copies into Blob parts (the browser keeps
 * Blob data outside the JS heap and pages it to disk when large): chunks are gathered in one reused
 * 1 MB staging buffer, as every Blob made costs a round trip to the browser process (a part per
 * 256 KB slice took a sixth of the ZIP worker's time in a profile); only bigger chunks become a
 * part of their own. StreamSink writes to a WritableStream
 * such as a file chosen with the save-file picker, and `drain()` waits for those writes.
 */
export interface ZipSink {
  /** Takes a chunk; it may be overwritten by the engine once `drain()` has resolved. */
  write(chunk: Uint8Array): void;
  /** Resolves once written data may be released (back-pressure point between slices). */
  drain(): Promise<void>;
  close(): Promise<Blob | null>;
  abort(reason?: unknown): Promise<void>;
  readonly size: number;
}

const STAGING_BYTES = 1024 * 1024;

export class BlobSink implements ZipSink {
  private parts: Blob[] = [];
  private staging: Uint8Array<ArrayBuffer> | null = null;
  private staged = 0;
  size = 0;

  write(chunk: Uint8Array): void {
    this.size += chunk.length;
    if (chunk.length >= STAGING_BYTES) {
      this.fold();
      this.parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>])); // the Blob constructor copies
      return;
    }
    this.staging ??= new Uint8Array(STAGING_BYTES);
    if (this.staged + chunk.length > STAGING_BYTES) this.fold();
    this.staging.set(chunk, this.staged);
    this.staged += chunk.length;
  }

  private fold(): void {
    if (this.staged === 0 || !this.staging) return;
    this.parts.push(new Blob([this.staging.subarray(0, this.staged)]));
    this.staged = 0;
  }

  async drain(): Promise<void> {}

  async close(): Promise<Blob> {
    this.fold();
    this.staging = null;
    const blob = new Blob(this.parts, { type: 'application/zip' });
    this.parts = [];
    return blob;
  }

  async abort(): Promise<void> {
    this.parts = [];
    this.staging = null;
    this.staged = 0;
  }
}

export class StreamSink implements ZipSink {
  private writer: WritableStreamDefaultWriter<Uint8Array>;
  private writes: Promise<void>[] = [];
  size = 0;

  constructor(stream: WritableStream<Uint8Array>) {
    this.writer = stream.getWriter();
  }

  write(chunk: Uint8Array): void {
    this.size += chunk.length;
    this.writes.push(this.writer.write(chunk));
  }

  async drain(): Promise<void> {
    const writes = this.writes;
    this.writes = [];
    await Promise.all(writes);
    await this.writer.ready;
  }

  async close(): Promise<null> {
    await this.drain();
    await this.writer.close();
    return null;
  }

  async abort(reason?: unknown): Promise<void> {
    await this.writer.abort(reason).catch(() => undefined);
  }
}

