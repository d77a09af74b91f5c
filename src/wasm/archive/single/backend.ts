/** One compressed file (.gz, .bz2, .xz, .zst that holds no tar) as an archive of one entry. */
import type { ArchiveBackend, EntryOutput, RawListing } from '../backend';
import { ArchiveError } from '../problems';
import { decodeSingle, type SingleFormat } from './decoders';

const EXTENSIONS: Record<SingleFormat, RegExp> = {
  gzip: /\.(gz|gzip|z)$/i,
  bzip2: /\.(bz2|bzip2|bz)$/i,
  xz: /\.xz$/i,
  zstd: /\.(zst|zstd)$/i,
};

/** gzip's stored name (FNAME) and time (MTIME), when its header has them. */
async function gzipHeader(blob: Blob): Promise<{ name?: string; date: number | null }> {
  const head = new Uint8Array(await blob.slice(0, 64 * 1024).arrayBuffer());
  const flags = head[3];
  const mtime = (head[4] | (head[5] << 8) | (head[6] << 16) | (head[7] << 24)) >>> 0;
  const date = mtime ? mtime * 1000 : null;
  if (!(flags & 8)) return { date };
  let at = 10;
  if (flags & 4) at += 2 + (head[10] | (head[11] << 8));
  const end = head.indexOf(0, at);
  if (end < 0) return { date };
  return { name: new TextDecoder('latin1').decode(head.subarray(at, end)), date };
}

export class SingleFileBackend implements ArchiveBackend {
  constructor(
    private readonly blob: Blob,
    private readonly format: SingleFormat,
    private readonly archiveName: string,
    private readonly maxBytes: number,
  ) {}

  async list(): Promise<RawListing> {
    const header = this.format === 'gzip' ? await gzipHeader(this.blob) : { date: null };
    const fallback = this.archiveName.replace(EXTENSIONS[this.format], '') || 'file';
    const path = ('name' in header && header.name) || (fallback === this.archiveName ? `${fallback}.out` : fallback);
    return { format: this.format, entries: [{ path, kind: 'file', size: null, compressedSize: this.blob.size, date: header.date, encrypted: false }] };
  }

  async extract(wanted: ReadonlySet<number>, out: EntryOutput, signal?: AbortSignal): Promise<void> {
    if (!wanted.has(0)) return;
    const writer = await out.open(0);
    try {
      await decodeSingle(this.format, this.blob, async (chunk) => writer.write(chunk), this.maxBytes, signal);
    } catch (error) {
      signal?.throwIfAborted();
      const problem = error instanceof ArchiveError ? error.code : 'entryDamaged';
      await writer.abort(problem);
      if (problem !== 'entryDamaged') throw error;
      return;
    }
    await writer.close();
  }
}
