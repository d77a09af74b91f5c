/**
 * 7z, RAR 4/5, TAR (plain and .gz/.bz2/.xz/.zst), ISO 9660 and CAB through libarchive,
 * and the ZIP entries @zip.js/zip.js cannot decompress (bzip2, LZMA, xz, PPMd). Our libarchive
 * build (vendor/libarchive-wasm) pulls the archive through read/seek/skip callbacks, a slice of
 * the file at a time (FileReaderSync in the archive worker), so the archive is never held whole in
 * memory; entries come out one at a time, a megabyte at a time. libarchive cannot decrypt 7z or
 * RAR: an encrypted entry is named, not read.
 */
import type { ArchiveBackend, EntryOutput, RawEntry, RawListing } from '../backend';
import { totalSize } from '../parts';
import { ArchiveError, type ArchiveProblem } from '../problems';
import type { ArchiveFormat } from '../types';
import { loadLibarchive } from './module';
import { LibarchiveSession, type Header } from './session';

/** What a libarchive error string means for the user. */
function problemOfMessage(message: string, entryLevel: boolean): ArchiveProblem {
  if (/incorrect passphrase|wrong passphrase|passphrase.*(incorrect|wrong)/i.test(message)) return 'wrongPassword';
  if (/passphrase/i.test(message)) return 'needsPassword';
  if (/encrypt/i.test(message)) return 'unsupportedEncryption';
  if (/unrecognized archive format/i.test(message)) return 'notArchive';
  if (/unsupported|not supported|compression method/i.test(message)) return 'unsupportedMethod';
  return entryLevel ? 'entryDamaged' : 'damaged';
}

/** An empty 7z, RAR, CAB or ISO is never larger than this. */
const EMPTY_ARCHIVE_BYTES = 64 * 1024;

const toRaw = (header: Header): RawEntry => ({
  path: header.path.replace(/^\.\/+/, ''),
  kind: header.kind,
  size: header.size,
  compressedSize: null,
  date: null,
  encrypted: header.encrypted,
});

export class LibarchiveBackend implements ArchiveBackend {
  constructor(
    private readonly parts: readonly Blob[],
    private readonly format: ArchiveFormat,
    private readonly compression?: ArchiveFormat,
    private readonly password?: string,
  ) {}

  private async session(): Promise<LibarchiveSession> {
    return LibarchiveSession.open(await loadLibarchive(), this.parts, this.password);
  }

  async list(): Promise<RawListing> {
    const session = await this.session();
    try {
      const entries: RawEntry[] = [];
      for (let header = session.next(); header; header = session.next()) {
        // ISO 9660 lists its root as '.': not an entry anyone extracts.
        if (header.path !== '.' && header.path !== './') entries.push(toRaw(header));
        session.skip();
      }
      const error = session.error;
      if (error && entries.length === 0) throw new ArchiveError(problemOfMessage(error, false), error);
      // A 7z, RAR, CAB or ISO with nothing listed is one whose directory was cut off (libarchive may not say why).
      if (entries.length === 0 && this.format !== 'tar' && totalSize(this.parts) > EMPTY_ARCHIVE_BYTES) throw new ArchiveError('damaged', error);
      return { format: this.format, compression: this.compression, entries, incomplete: Boolean(error) || undefined };
    } finally {
      session.close();
    }
  }

  async extract(wanted: ReadonlySet<number>, out: EntryOutput, signal?: AbortSignal): Promise<void> {
    const session = await this.session();
    try {
      let index = 0;
      // This build decrypts no 7z or RAR entry: once one fails as encrypted, the failures after it are that too.
      let encryptedSeen = false;
      for (let header = session.next(); header; header = session.next()) {
        signal?.throwIfAborted();
        if (header.path === '.' || header.path === './') continue;
        const at = index++;
        if (!wanted.has(at) || header.kind !== 'file') {
          session.skip();
          continue;
        }
        const writer = await out.open(at);
        const error = await session.read((slice) => writer.write(slice), signal);
        if (!error) {
          await writer.close();
          continue;
        }
        let problem = problemOfMessage(error, true);
        if (this.format !== 'zip' && (header.encrypted || encryptedSeen)) problem = 'unsupportedEncryption';
        encryptedSeen ||= problem === 'unsupportedEncryption';
        await writer.abort(problem);
        if (problem === 'wrongPassword' || problem === 'needsPassword') throw new ArchiveError(problem, error);
      }
    } finally {
      session.close();
    }
  }
}
