/** The shapes of the Images to PDF machine: its list, its events, its texts and what the page injects. */
import type { ToastMessage } from '../lib/toast';
import type { PageLayout } from '../wasm/pdf';

export interface ImageItem {
  id: string;
  file: File;
  /** 'checking' until the worker has read its header. */
  status: 'checking' | 'ready' | 'problem';
  /** What is wrong with it, worded for the user (status 'problem'). */
  problem: string | null;
  /** Upright size from the header, once checked (0 when the header does not say). */
  width: number | null;
  height: number | null;
}

export interface ImagesToPdfResult {
  blob: Blob;
  fileName: string;
  pages: number;
}

export interface ImagesToPdfLimits {
  maxImages: number;
  /** Total of all images, in bytes. */
  maxBytes: number;
}

export interface ConvertInput {
  files: File[];
  layout: PageLayout;
  fileName: string;
  onProgress: (fraction: number) => void;
}

export type CheckRequest = { type: 'CHECK'; sources: { id: string; file: File }[] };

export type ImagesToPdfEvent =
  | { type: 'FILES_ADDED'; files: File[] }
  | { type: 'FILE_REMOVED'; id: string }
  | { type: 'FILE_MOVED'; id: string; to: number }
  | { type: 'FILES_CLEARED' }
  | { type: 'FILE_CHECKED'; id: string; problem: string | null; width?: number; height?: number }
  | { type: 'PROBLEM_FILES_REMOVED' }
  | { type: 'LAYOUT_CHANGED'; layout: Partial<PageLayout> }
  | { type: 'CONVERT' }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number };

/** The page's toasts; the machine picks one, the page words it. */
export interface ImagesToPdfTexts {
  /** Files that are not images at all (by type and name); none of them joins the list. */
  invalidType: (names: string[]) => ToastMessage;
  /** One file that cannot be used, and why. */
  unreadable: (name: string, reason: string) => ToastMessage;
  tooMany: (max: number, left: number) => ToastMessage;
  tooLarge: (maxMB: number, left: number) => ToastMessage;
  noImages: ToastMessage;
  /** Refused to start: these files are marked as unusable in the list. */
  hasProblems: (names: string[]) => ToastMessage;
  success: (pages: number) => ToastMessage;
  failure: (reason?: string) => ToastMessage;
}
