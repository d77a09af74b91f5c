/**
 * Opens an archive: sniffs its format from its first bytes, picks the reader (zip.js for ZIP,
 * libarchive for the rest, a stream decoder for one compressed file), and lists it with every name
 * made safe and the bomb checks done, before a single byte is expanded.
 */
import type { ArchiveBackend, RawListing } from './backend';
import { checkListing, limitsOf } from './limits';
import { refuseThroughLinks, safeNameOf } from './names';
import { orderParts, totalSize } from './parts';
import { ArchiveError } from './problems';
import { decodedHead } from './single/decoders';
import { hasZipEndRecord, isTarHeader, sniffFormat, SNIFF_BYTES } from './sniff';
import type { ArchiveEntry, ArchiveFormat, ArchiveListing, ArchiveOptions } from './types';

export interface OpenedArchive {
  backend: ArchiveBackend;
  listing: ArchiveListing;
  archiveBytes: number;
}

const nameOf = (part: Blob) => ('name' in part && typeof part.name === 'string' ? part.name : 'archive');

async function libarchive(parts: Blob[], format: ArchiveFormat, compression: ArchiveFormat | undefined, password?: string): Promise<ArchiveBackend> {
  const { LibarchiveBackend } = await import('./libarchive/backend');
  return new LibarchiveBackend(parts, format, compression, password);
}

async function backendFor(parts: Blob[], options: ArchiveOptions): Promise<ArchiveBackend> {
  const size = totalSize(parts);
  if (size === 0) throw new ArchiveError('emptyFile');
  const head = new Uint8Array(await parts[0].slice(0, SNIFF_BYTES).arrayBuffer());
  let format = sniffFormat(head);
  if (!format && hasZipEndRecord(new Uint8Array(await parts[parts.length - 1].slice(-66 * 1024).arrayBuffer()))) format = 'zip';
  if (!format) throw new ArchiveError('notArchive');
  const { password } = options;
  if (format === 'zip') {
    const { ZipBackend } = await import('./zip/zipBackend');
    return new ZipBackend(parts, password, options.nameEncoding);
  }
  const { SingleFileBackend } = await import('./single/backend');
  const single = () => new SingleFileBackend(new Blob(parts as BlobPart[]), format as 'gzip', nameOf(parts[0]), limitsOf(options.limits).maxTotalBytes);
  if (format === 'gzip' || format === 'xz' || format === 'zstd') {
    const tar = isTarHeader(await decodedHead(format, new Blob(parts as BlobPart[])));
    if (!tar) return single();
    return libarchive(parts, 'tar', format, password);
  }
  if (format === 'bzip2') {
    // No streaming bzip2 decoder to peek with: libarchive tries it as a tar first.
    const backend = await libarchive(parts, 'tar', 'bzip2', password);
    const listing = await backend.list().catch(() => null);
    return listing && listing.entries.length > 0 && !listing.incomplete ? backend : single();
  }
  // Encrypted 7z and RAR: 7-Zip (sevenzip/, loaded only for them); the others stay with libarchive.
  if (format === '7z' || format === 'rar') {
    const { readerFor7zOrRar } = await import('./sevenzip/route');
    return readerFor7zOrRar(parts, format, password, () => libarchive(parts, format, undefined, password));
  }
  return libarchive(parts, format, undefined, password);
}

function entriesOf(raw: RawListing): ArchiveEntry[] {
  const entries: ArchiveEntry[] = raw.entries.map((entry, index) => ({ index, ...safeNameOf(entry.path), ...entry }));
  refuseThroughLinks(entries);
  return entries;
}

export async function openArchive(input: readonly Blob[], options: ArchiveOptions = {}): Promise<OpenedArchive> {
  const parts = orderParts(input);
  const archiveBytes = totalSize(parts);
  const backend = await backendFor(parts, options);
  options.signal?.throwIfAborted();
  const raw = await backend.list();
  const entries = entriesOf(raw);
  checkListing(entries, archiveBytes, limitsOf(options.limits));
  const files = entries.filter((e) => e.kind === 'file');
  const listing: ArchiveListing = {
    format: raw.format,
    ...(raw.compression ? { compression: raw.compression } : {}),
    entries,
    totalSize: files.reduce((sum, e) => sum + (e.size ?? 0), 0),
    fileCount: files.length,
    encrypted: entries.some((e) => e.encrypted),
    refused: entries.filter((e) => !e.safePath || e.unsafe).length,
    ...(raw.incomplete ? { incomplete: true } : {}),
  };
  return { backend, listing, archiveBytes };
}
