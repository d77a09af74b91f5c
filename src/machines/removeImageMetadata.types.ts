/** Types of the metadata remover machine (its context, events, emitted events, actor contracts and texts). */
import type { MetadataView } from '../wasm/metadata';
import type { ToastEmitted, ToastMessage } from '../lib/toast';

export interface RemoverFile {
  id: string;
  file: File;
}

export interface CleanResult {
  id: string;
  blob: Blob;
  fileName: string;
  /** True when the image data was copied untouched (JPEG/PNG/WebP); false for the canvas path. */
  lossless: boolean;
  /** Set when the clean file is in another format than the original ('HEIC' became JPEG, 'TIFF' became PNG: we do not write them). */
  convertedFrom?: string;
  /** What changed besides the metadata, when anything did: an AVIF re-encoded as AVIF, or redrawn as PNG (the page words why). */
  note?: 'avifReencoded' | 'avifRedrawn';
  /** Set when the original is animated and the clean file keeps its first frame only: the original's frame count. */
  firstFrameOf?: { frames: number; gif: boolean };
  /** What a fresh read of the output still finds. */
  remaining: MetadataView;
}

export interface CleanOutput {
  results: CleanResult[];
  failedIds: string[];
  /** What is wrong with the first failed file, when the file itself is the problem (damaged, unreadable). */
  problem?: string;
}

export interface RemoverOptions {
  /** 'Also remove colour profile and bake in rotation': the canvas path for every file. */
  stripProfile: boolean;
}

export interface RemoverContext {
  files: RemoverFile[];
  nextId: number;
  selected: string[];
  processed: boolean;
  results: Record<string, CleanResult>;
  /** Ids the running job is cleaning. */
  targets: string[];
  progress: number;
  shownId: string | null;
  shown: MetadataView | null;
  showSensitive: boolean;
  options: RemoverOptions;
}

export type RemoverEvent =
  | { type: 'FILES_ADDED'; files: File[]; via: 'pick' | 'drop' }
  | { type: 'FILE_REMOVED'; id: string }
  | { type: 'TOGGLE_FILE'; id: string }
  | { type: 'TOGGLE_ALL' }
  | { type: 'INSPECT'; id: string }
  | { type: 'CLEAR_INSPECTOR' }
  | { type: 'TOGGLE_SENSITIVE' }
  | { type: 'SET_OPTIONS'; options: Partial<RemoverOptions> }
  | { type: 'REMOVE_ALL' }
  | { type: 'REMOVE_SELECTED' }
  | { type: 'DOWNLOAD' }
  | { type: 'DOWNLOAD_SELECTED' }
  | { type: 'PROGRESS'; value: number };

export type RemoverEmitted = ToastEmitted | { type: 'download'; blob: Blob; fileName: string };

export interface PackInput {
  results: CleanResult[];
  zipName: string;
}

/** The page's toasts (the spec's error catalogue); the machine picks one, the page words it. */
export interface RemoverTexts {
  invalidPick: ToastMessage;
  invalidDrop: ToastMessage;
  noImages: ToastMessage;
  noneSelected: ToastMessage;
  cannotDownload: ToastMessage;
  downloadFailed: ToastMessage;
  selectedNotProcessed: ToastMessage;
  processingFailed: ToastMessage;
  /** A file could not be cleaned because of what it is (a damaged HEIC ...): the reason, as the engine words it. */
  fileProblem: (problem: string) => ToastMessage;
  unreadable: ToastMessage;
  /** The inspector found the file damaged (no image data, impossible header ...): its name and what is wrong. */
  damaged: (problem: string) => ToastMessage;
  removed: (count: number) => ToastMessage;
}
