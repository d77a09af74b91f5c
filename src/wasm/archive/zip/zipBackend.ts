/**
 * ZIP through @zip.js/zip.js (its pure-JavaScript codecs, in our worker: no workers or wasm of
 * its own): stored, deflate and Deflate64, ZipCrypto and WinZip AES, Zip64, split archives (the
 * parts in order), names in UTF-8, CP437 or a legacy encoding the page names. Plain stored and
 * deflated entries of a one-part archive are read by plainEntry.ts instead (the same checks, three
 * times faster in Chromium). Every entry's CRC-32
 * (and AES's HMAC) is checked before its writer is closed. Entries compressed with a method
 * zip.js lacks (bzip2, LZMA, xz, PPMd) are read by libarchive, loaded only then.
 */
import { BlobReader, ZipReader, type Entry, type FileEntry } from '@zip.js/zip.js/lib/zip-core-native.js';
import type { ArchiveBackend, EntryOutput, RawEntry, RawListing } from '../backend';
import { zipEntriesOverlap, type ZipSpan } from '../limits';
import { ArchiveError } from '../problems';
import { isPlainEntry, readPlainEntry, WindowReader } from './plainEntry';
import { readZipEntry } from './zipEntry';

const ZIPJS_METHODS = new Set([0, 8, 9]);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const kindOf = (entry: Entry): RawEntry['kind'] => {
  if (entry.directory) return 'directory';
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  return mode === S_IFLNK ? 'symlink' : 'file';
};

/** The zip.js messages that mean the archive's structure cannot be read. */
function openProblem(error: unknown, parts: number): ArchiveError {
  const message = error instanceof Error ? error.message : String(error);
  if (/split zip/i.test(message) || (parts === 1 && /disk|split/i.test(message))) return new ArchiveError('partsMissing', message);
  if (/encrypted central directory/i.test(message)) return new ArchiveError('unsupportedEncryption', message);
  return new ArchiveError('damaged', message);
}

export class ZipBackend implements ArchiveBackend {
  private entries?: Entry[];

  constructor(
    private readonly parts: readonly Blob[],
    private readonly password?: string,
    private readonly nameEncoding?: string,
  ) {}

  private async load(): Promise<Entry[]> {
    if (this.entries) return this.entries;
    const source = this.parts.length > 1 ? this.parts.map((part) => new BlobReader(part)) : new BlobReader(this.parts[0]);
    const reader = new ZipReader(source, {
      // Names are judged by names.ts (refused or renamed, and reported), not rejected whole here.
      filenameValidation: 'tolerant',
      strictness: 'tolerant',
      filenameEncoding: this.nameEncoding,
      // We are in our own worker already: zip.js starts none of its own.
      useWebWorkers: false,
    });
    try {
      this.entries = await reader.getEntries();
    } catch (error) {
      throw openProblem(error, this.parts.length);
    }
    return this.entries;
  }

  async list(): Promise<RawListing> {
    const entries = await this.load();
    const byDisk = new Map<number, ZipSpan[]>();
    for (const e of entries) {
      const span = { offset: e.offset, headerSize: 30 + e.rawFilename.length, compressedSize: e.compressedSize };
      const spans = byDisk.get(e.diskNumberStart);
      if (spans) spans.push(span);
      else byDisk.set(e.diskNumberStart, [span]);
    }
    if ([...byDisk.values()].some(zipEntriesOverlap)) throw new ArchiveError('bomb', 'entries overlap');
    return {
      format: 'zip',
      entries: entries.map((e) => ({
        path: e.filename,
        kind: kindOf(e),
        size: e.directory ? 0 : e.uncompressedSize,
        compressedSize: e.compressedSize,
        date: e.lastModDate instanceof Date && !Number.isNaN(e.lastModDate.getTime()) ? e.lastModDate.getTime() : null,
        encrypted: e.encrypted,
      })),
    };
  }

  async extract(wanted: ReadonlySet<number>, out: EntryOutput, signal?: AbortSignal): Promise<void> {
    const entries = await this.load();
    const selected = entries.map((entry, index) => ({ entry, index })).filter(({ entry, index }) => wanted.has(index) && !entry.directory && kindOf(entry) === 'file');
    if (!this.password && selected.some(({ entry }) => entry.encrypted)) throw new ArchiveError('needsPassword');
    const others: number[] = [];
    // Stored and deflated entries of a one-part archive are read straight from the file (plainEntry.ts).
    const window = this.parts.length === 1 ? new WindowReader(this.parts[0]) : null;
    for (const { entry, index } of selected) {
      signal?.throwIfAborted();
      if (!ZIPJS_METHODS.has(entry.compressionMethod)) others.push(index);
      else if (window && isPlainEntry(entry as FileEntry)) await readPlainEntry(window, entry as FileEntry, await out.open(index), signal);
      else await readZipEntry(entry as FileEntry, await out.open(index), this.password, signal);
    }
    if (others.length) await this.extractWithLibarchive(entries, others, out, signal);
  }

  /** libarchive lists a ZIP's entries in the order of their local headers: match them by that order and by size. */
  private async extractWithLibarchive(entries: Entry[], indexes: number[], out: EntryOutput, signal?: AbortSignal): Promise<void> {
    const { LibarchiveBackend } = await import('../libarchive/backend');
    const backend = new LibarchiveBackend(this.parts, 'zip', undefined, this.password);
    const theirs = (await backend.list()).entries;
    const byOffset = entries.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.offset - b.entry.offset);
    const ourIndexOf = new Map<number, number>();
    byOffset.forEach(({ entry, index }, order) => {
      if (theirs[order] && (theirs[order].size === entry.uncompressedSize || entry.directory)) ourIndexOf.set(order, index);
    });
    const wantedTheirs = new Set([...ourIndexOf].filter(([, ours]) => indexes.includes(ours)).map(([order]) => order));
    const opened = new Set<number>();
    await backend.extract(wantedTheirs, { open: (order) => (opened.add(ourIndexOf.get(order) as number), out.open(ourIndexOf.get(order) as number)) }, signal);
    for (const index of indexes) if (!opened.has(index) && !ourIndexOf.size) throw new ArchiveError('unsupportedMethod');
  }
}
