/** Messages between the page and zip.worker.ts (typed, one job per worker). */
import type { ZipEntryReport, ZipSourceEntry } from './writer';

/** Sent to a fresh worker ahead of its job, so it can start its DEFLATE helpers while the user chooses. */
export interface ZipWarmRequest {
  type: 'warm';
}

export interface ZipJobRequest {
  type: 'job';
  entries: ZipSourceEntry[];
  level?: number;
  /** When given (save-file picker), the archive streams into this file instead of a Blob. */
  target?: FileSystemFileHandle;
}

export interface ZipJobResult {
  /** The archive, or null when it was written to `target`. */
  archive: Blob | null;
  size: number;
  entries: ZipEntryReport[];
}

export type ZipWorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: ZipJobResult }
  | { type: 'error'; name: string; message: string };
