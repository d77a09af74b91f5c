/** What every reader (ZIP, libarchive, single compressed files) gives the engine. */
import type { ArchiveProblem } from './problems';
import type { ArchiveFormat, EntryKind, EntryWriter } from './types';

export interface RawEntry {
  path: string;
  kind: EntryKind;
  size: number | null;
  compressedSize: number | null;
  date: number | null;
  encrypted: boolean;
}

export interface RawListing {
  format: ArchiveFormat;
  compression?: ArchiveFormat;
  entries: RawEntry[];
  /** The listing breaks off (a truncated archive): entries after the damage are unknown. */
  incomplete?: boolean;
}

/** Where a reader hands entry bytes: one writer per wanted entry, opened in archive order. */
export interface EntryOutput {
  open(index: number): Promise<EntryWriter>;
}

export interface ArchiveBackend {
  list(): Promise<RawListing>;
  /**
   * Reads the wanted entries (indexes into list().entries), writing each one's bytes to the writer
   * `out.open(index)` gives, then closing it; an entry that fails its check is aborted with its
   * problem and the others go on. Problems that concern the whole archive (a wrong password) throw.
   */
  extract(wanted: ReadonlySet<number>, out: EntryOutput, signal?: AbortSignal): Promise<void>;
}

export const throwIfAborted = (signal?: AbortSignal) => signal?.throwIfAborted();

/** Writes bytes in slices, so a sink never receives one huge chunk. */
export async function writeSliced(writer: EntryWriter, bytes: Uint8Array, slice = 1024 * 1024): Promise<void> {
  for (let at = 0; at < bytes.length; at += slice) await writer.write(bytes.slice(at, at + slice));
}

export type { ArchiveProblem };
