/** The job zip.worker.ts takes and what it answers (shared by the worker entry and its client). */
import type { ZipEntryReport, ZipSourceEntry } from './writer';

export interface ZipJob {
  entries: ZipSourceEntry[];
  level?: number;
  /** When given, every entry is encrypted with WinZip AES-256 under this password (encrypted.ts). */
  password?: string;
  /** When given (save-file picker), the archive streams into this file instead of a Blob. */
  target?: FileSystemFileHandle;
}

export interface ZipJobResult {
  /** The archive, or null when it was written to `target`. */
  archive: Blob | null;
  size: number;
  entries: ZipEntryReport[];
}
