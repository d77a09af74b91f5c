/** What the archive engine lists and extracts (shared by the worker, its client and the page). */
export type ArchiveFormat = 'zip' | '7z' | 'rar' | 'tar' | 'gzip' | 'bzip2' | 'xz' | 'zstd' | 'iso' | 'cab';

export type EntryKind = 'file' | 'directory' | 'symlink' | 'other';

/** Why an entry is never written: its name would leave the target folder, or it is a link. */
export type UnsafeReason = 'parent' | 'absolute' | 'drive' | 'throughLink' | 'link';

export interface ArchiveEntry {
  /** Position in the listing; extraction selects entries by it. */
  index: number;
  /** The name as stored (what the user sees, dangerous names included). */
  path: string;
  /** Where the entry goes inside the chosen folder ('/'-separated, no '..', no drive), or null when it is refused. */
  safePath: string | null;
  /** Set when the entry is refused (safePath is null). */
  unsafe?: UnsafeReason;
  /** True when a part of the name was changed to be a valid file name (a device name, a reserved character). */
  renamed?: boolean;
  kind: EntryKind;
  /** Uncompressed size in bytes (0 for directories and links); null when the format does not say. */
  size: number | null;
  /** Bytes the entry takes in the archive, when the format says (ZIP). */
  compressedSize: number | null;
  /** Last modification time (ms since 1970), when the reader gives it. */
  date: number | null;
  encrypted: boolean;
}

export interface ArchiveListing {
  format: ArchiveFormat;
  /** For a compressed tar (.tar.gz ...): the compression around it. */
  compression?: ArchiveFormat;
  entries: ArchiveEntry[];
  /** Sum of the known file sizes. */
  totalSize: number;
  fileCount: number;
  /** At least one entry needs a password. */
  encrypted: boolean;
  /** Entries that will not be written (dangerous names, links). */
  refused: number;
  /** The archive breaks off (truncated or damaged): the entries after the damage could not be listed. */
  incomplete?: boolean;
}

/** Where one extracted entry's bytes go. Nothing written is good until `close()`: `abort()` means discard it. */
export interface EntryWriter {
  write(chunk: Uint8Array): void | Promise<void>;
  close(): void | Promise<void>;
  abort(problem: string): void | Promise<void>;
}

/** Called once per extracted entry, in archive order; the writer receives that entry's bytes. */
export type ArchiveSink = (entry: ArchiveEntry) => EntryWriter | Promise<EntryWriter>;

export interface EntryFailure {
  index: number;
  path: string;
  /** An ArchiveProblem code (see problems.ts). */
  problem: string;
}

export interface ExtractReport {
  /** Entries written in full and checked (files and folders). */
  extracted: number;
  bytes: number;
  /** Entries that could not be read (damaged, truncated); their bytes were aborted, never handed out. */
  failed: EntryFailure[];
  /** Entries refused for safety (see UnsafeReason). */
  refused: EntryFailure[];
  /** True when something asked for could not be extracted. */
  partial: boolean;
}

/** Safety limits, checked on the listing before anything is expanded and again while bytes come out. */
export interface ArchiveLimits {
  /** The most bytes all selected entries may expand to. */
  maxTotalBytes: number;
  /** The largest expansion ratio (uncompressed / compressed) allowed for an entry or the whole archive. */
  maxRatio: number;
}

export interface ArchiveOptions {
  password?: string;
  /** The legacy encoding of ZIP names without the UTF-8 flag when they are not UTF-8 (default CP437), e.g. 'shift_jis'. */
  nameEncoding?: string;
  limits?: Partial<ArchiveLimits>;
  signal?: AbortSignal;
}

export interface ExtractOptions extends ArchiveOptions {
  /** Entry indexes to extract (default: all). */
  indexes?: number[];
  onProgress?: (fraction: number) => void;
}
