/**
 * Encrypted 7z and RAR archives through 7-Zip (module.ts): libarchive lists what it can of them
 * but decrypts nothing, so open.ts hands them here (route.ts decides). Listing is
 * `7zz l -slt -p<password>`; extracting is `7zz x` of the wanted entries, a batch of at most
 * BATCH_BYTES at a time, into the instance's in-memory file system, each file then handed to its
 * writer a slice at a time and deleted, so the memory it takes stays near one batch (or one file,
 * when a file is larger) whatever the archive's size. 7-Zip checks every entry's CRC (and RAR 5's
 * password check value): an entry it names on stderr is aborted with its problem, never handed out.
 * A password that opens no encrypted entry is named as wrong before anything is handed out; with
 * several passwords in one archive (RAR allows one per file) the entries the typed one does not
 * open are each named 'wrongPassword', and the others come out.
 */
import type { ArchiveBackend, EntryOutput, RawEntry, RawListing } from '../backend';
import { ArchiveError } from '../problems';
import type { ArchiveFormat } from '../types';
import { archiveProblem, entryErrors, parseTechnicalListing } from './listing';
import { SevenZipProgram } from './module';

/** Bytes of entries extracted into memory by one `7zz x` before they are handed out. */
export const BATCH_BYTES = 64 * 1024 * 1024;
const OUT = '/out';
const LIST = '/wanted.txt';
const SLICE = 1024 * 1024;

/** Names for parts that have none (a Blob): 7-Zip finds the next volume by the first one's name. */
function partNames(parts: readonly Blob[], format: ArchiveFormat): { name: string; data: Blob }[] {
  return parts.map((data, i) => {
    const given = 'name' in data && typeof data.name === 'string' && data.name && !data.name.includes('/') ? data.name : '';
    if (given) return { name: given, data };
    if (parts.length === 1) return { name: `archive.${format}`, data };
    return { name: format === 'rar' ? `archive.part${i + 1}.rar` : `archive.7z.${String(i + 1).padStart(3, '0')}`, data };
  });
}

/** The batches of wanted entries (archive order), each of at most BATCH_BYTES unless one file is larger. */
function batchesOf(indexes: number[], entries: readonly RawEntry[]): number[][] {
  const batches: number[][] = [];
  let batch: number[] = [];
  let bytes = 0;
  for (const index of indexes) {
    const size = entries[index].size ?? 0;
    if (batch.length > 0 && bytes + size > BATCH_BYTES) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(index);
    bytes += size;
  }
  if (batch.length) batches.push(batch);
  return batches;
}

function unlinkQuietly(program: SevenZipProgram, path: string): void {
  try {
    program.fs.unlink(`${OUT}/${path}`);
  } catch {
    // 7-Zip wrote nothing there
  }
}

export class SevenZipBackend implements ArchiveBackend {
  private program?: Promise<SevenZipProgram>;
  private entries?: RawEntry[];
  private readonly parts: { name: string; data: Blob }[];

  constructor(
    parts: readonly Blob[],
    private readonly format: ArchiveFormat,
    private readonly password?: string,
  ) {
    this.parts = partNames(parts, format);
  }

  private start(): Promise<SevenZipProgram> {
    this.program ??= SevenZipProgram.start(this.parts);
    return this.program;
  }

  /** The switches of every command: UTF-8 names on the console and in list files, no prompts, the password (empty when none). */
  private switches(): string[] {
    return ['-sccUTF-8', '-scsUTF-8', '-bsp0', '-y', `-p${this.password ?? ''}`];
  }

  private get archivePath(): string {
    return SevenZipProgram.pathOf(this.parts[0].name);
  }

  async list(): Promise<RawListing> {
    if (this.entries) return { format: this.format, entries: this.entries };
    const program = await this.start();
    const result = program.run(['l', '-slt', ...this.switches(), this.archivePath]);
    const entries = parseTechnicalListing(result.stdout);
    if (result.code !== 0 && entries.length === 0) throw new ArchiveError(archiveProblem(result.stderr, Boolean(this.password)), result.stderr.join('\n').trim());
    this.entries = entries;
    return { format: this.format, entries, incomplete: result.code !== 0 || undefined };
  }

  async extract(wanted: ReadonlySet<number>, out: EntryOutput, signal?: AbortSignal): Promise<void> {
    const { entries } = await this.list();
    const indexes = [...wanted].filter((i) => entries[i]?.kind === 'file').sort((a, b) => a - b);
    if (!this.password && indexes.some((i) => entries[i].encrypted)) throw new ArchiveError('needsPassword');
    const program = await this.start();
    const { fs } = program;
    let unlocked = false;
    for (const batch of batchesOf(indexes, entries)) {
      signal?.throwIfAborted();
      // Names, not wildcards (-spd), one per line of a UTF-8 list file (no command line to outgrow).
      fs.writeFile(LIST, batch.map((i) => entries[i].path).join('\n'));
      const result = program.run(['x', ...this.switches(), '-spd', '-bso0', `-o${OUT}`, this.archivePath, `@${LIST}`]);
      const errors = entryErrors(result.stderr, Boolean(this.password));
      const locked = batch.filter((i) => entries[i].encrypted);
      const openedNow = locked.some((i) => !errors.has(entries[i].path) && (entries[i].size ?? 0) > 0);
      // A 7z has one password: once it opened an entry, "Wrong password?" on another means damaged data.
      if ((unlocked || openedNow) && this.format === '7z') for (const [path, problem] of errors) if (problem === 'wrongPassword') errors.set(path, 'entryDamaged');
      // Not one encrypted entry opened with this password: it is wrong (or missing), and nothing is handed out.
      const passwordProblem = locked.map((i) => errors.get(entries[i].path)).find((p) => p === 'wrongPassword' || p === 'needsPassword');
      if (!unlocked && !openedNow && passwordProblem) {
        for (const index of batch) unlinkQuietly(program, entries[index].path);
        throw new ArchiveError(passwordProblem, result.stderr.join('\n').trim());
      }
      unlocked ||= openedNow;
      for (const index of batch) {
        signal?.throwIfAborted();
        await this.handOut(program, index, entries[index], errors.get(entries[index].path), out);
      }
    }
  }

  /** One extracted file to its writer, a slice at a time, then deleted; or its problem. */
  private async handOut(program: SevenZipProgram, index: number, entry: RawEntry, problem: string | undefined, out: EntryOutput): Promise<void> {
    const { fs } = program;
    const path = `${OUT}/${entry.path}`;
    const writer = await out.open(index);
    let stream: ReturnType<typeof fs.open> | undefined;
    try {
      if (problem) return await writer.abort(problem);
      try {
        stream = fs.open(path, 'r');
      } catch {
        return await writer.abort('entryDamaged'); // 7-Zip wrote nothing for it (the archive broke off before it)
      }
      const buffer = new Uint8Array(Math.min(SLICE, Math.max(1, entry.size ?? SLICE)));
      for (let position = 0; ; ) {
        const count = fs.read(stream, buffer, 0, buffer.length, position);
        if (count <= 0) break;
        position += count;
        await writer.write(buffer.slice(0, count));
      }
      await writer.close();
    } finally {
      if (stream) fs.close(stream);
      unlinkQuietly(program, entry.path);
    }
  }
}
