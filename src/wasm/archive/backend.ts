/** What every reader (ZIP, libarchive, single compressed files) gives the engine. */
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

