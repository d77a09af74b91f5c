/** Types of the ZIP creators' machine (its context, events, emitted events, engine contract and texts). */
import type { ToastEmitted, ToastMessage } from '../lib/toast';
import type { ZipLimit } from '../wasm/zip';

/** 'creator' is /create-zip (level slider, archive.zip); 'file' is /create-zip-file (name field, level 6). */
export type ZipVariant = 'creator' | 'file';

export interface ZipItem {
  id: number;
  file: File;
  /** Path inside the archive: the file name, or its relative path when it came in a folder. */
  path: string;
}

export interface ZipEngineInput {
  entries: { name: string; blob: Blob; lastModified: number }[];
  /** Undefined on the variant page: the engine then uses the builder's default, 6. */
  level?: number;
  /** Set when the archive is protected: every entry encrypted with WinZip AES-256 under it. */
  password?: string;
  /** The name the archive will be saved under (suggested to a save-file picker). */
  fileName: string;
  onProgress: (fraction: number) => void;
}

export interface ZipEngineOutput {
  /** The archive, or null when it was streamed straight to a file the user picked. */
  blob: Blob | null;
  size: number;
  savedAs?: string;
}

interface ZipArchive extends ZipEngineOutput {
  fileCount: number;
  level: number;
}

export interface ZipContext {
  variant: ZipVariant;
  items: ZipItem[];
  nextId: number;
  level: number;
  zipName: string;
  /** "Protect with a password" is ticked. */
  protect: boolean;
  password: string;
  progress: number;
  archive: ZipArchive | null;
}

export type ZipEvent =
  | { type: 'FILES_ADDED'; files: { file: File; path?: string }[] }
  | { type: 'FILE_REMOVED'; id: number }
  | { type: 'LEVEL_CHANGED'; level: number }
  | { type: 'NAME_CHANGED'; name: string }
  | { type: 'PROTECT_CHANGED'; protect: boolean }
  | { type: 'PASSWORD_CHANGED'; password: string }
  | { type: 'CREATE' }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number }
  | { type: 'DOWNLOAD' };

export type ZipEmitted = ToastEmitted | { type: 'download'; blob: Blob; fileName: string };

/** A page's toasts (the spec's error catalogue); the machine picks one, the page words it. */
export interface ZipTexts {
  noFiles: ToastMessage;
  invalidName: ToastMessage;
  /** "Protect with a password" is ticked but no password was typed. */
  noPassword: ToastMessage;
  /** `limit` is the ZIP limit the archive would break, when that is why it failed. */
  failure: (limit?: ZipLimit) => ToastMessage;
  noArchive: ToastMessage;
  created: (fileCount: number, level: number, name: string) => ToastMessage;
  downloadStarted: (name: string, size: number) => ToastMessage;
}
