/** The jobs archive.worker.ts takes and what it answers (shared by the worker entry and its client). */
import type { ArchiveLimits, ArchiveListing, ExtractReport } from './types';

interface ArchiveJobOptions {
  password?: string;
  nameEncoding?: string;
  limits?: Partial<ArchiveLimits>;
}

export type ArchiveJob =
  | { type: 'list'; parts: Blob[]; options: ArchiveJobOptions }
  /** The entries' bytes come back through `port` (see port.ts); the reply is the report. */
  | { type: 'extract'; parts: Blob[]; options: ArchiveJobOptions & { indexes?: number[] }; port: MessagePort }
  /** The entries are written by the worker itself into `folder` (see folder.ts); nothing comes back but the report. */
  | { type: 'extractToFolder'; parts: Blob[]; options: ArchiveJobOptions & { indexes?: number[] }; folder: FileSystemDirectoryHandle };

/** The report of an extraction into a folder, with the files written and closed there. */
export type FolderReport = ExtractReport & { files: number };

export type ArchiveJobResult = ArchiveListing | ExtractReport | FolderReport;
