/**
 * Where the archive's bytes go. fflate hands over many small chunks; holding them as one growing
 * ArrayBuffer would double memory at the end. BlobSink folds them into Blob parts every few MB
 * (the browser keeps Blob data outside the JS heap and pages it to disk when large); StreamSink
 * writes them to a WritableStream such as a file chosen with the save-file picker.
 */
export interface ZipSink {
  write(chunk: Uint8Array): void;
  /** Resolves once written data may be released (back-pressure point between slices). */
  drain(): Promise<void>;
  close(): Promise<Blob | null>;
  abort(reason?: unknown): Promise<void>;
  readonly size: number;
}

const FOLD_BYTES = 2 * 1024 * 1024;

export class BlobSink implements ZipSink {
  private parts: Blob[] = [];
  private pending: Uint8Array<ArrayBuffer>[] = [];
  private pendingBytes = 0;
  size = 0;

  write(chunk: Uint8Array): void {
    this.pending.push(chunk as Uint8Array<ArrayBuffer>);
    this.pendingBytes += chunk.length;
    this.size += chunk.length;
    if (this.pendingBytes >= FOLD_BYTES) this.fold();
  }

  private fold(): void {
    if (this.pending.length === 0) return;
    this.parts.push(new Blob(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
  }

  async drain(): Promise<void> {}

  async close(): Promise<Blob> {
    this.fold();
    const blob = new Blob(this.parts, { type: 'application/zip' });
    this.parts = [];
    return blob;
  }

  async abort(): Promise<void> {
    this.parts = [];
    this.pending = [];
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
