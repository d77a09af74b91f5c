/** The shapes of the Organize PDF machine: its pages, events, texts and what the page injects. */
import type { ToastMessage } from '../lib/toast';
import type { OrganizedPage, OrganizeInspection, PageSize, PdfProblem, QuarterTurn } from '../wasm/pdf';

export interface OrganizeSourceFile {
  file: File;
  password?: string;
  sizes: PageSize[];
}

/** One page of the result: page `page` of source `source` (0 = the opened file), or a blank page. */
export interface OrganizePageItem {
  id: string;
  from: { source: number; page: number } | { blank: PageSize };
  /** Extra clockwise turn on top of the page's own rotation. */
  rotate: QuarterTurn;
}

export interface OrganizeResult {
  blob: Blob;
  fileName: string;
  pages: number;
}

export interface OpenInput {
  file: File;
  password?: string;
}

export interface SaveInput {
  files: { file: File; password?: string }[];
  edits: OrganizedPage[];
  fileName: string;
  onProgress: (fraction: number) => void;
}

export type OrganizeEvent =
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'PASSWORD_ENTERED'; password: string }
  | { type: 'PAGE_ROTATED'; id: string; by: 90 | -90 }
  | { type: 'PAGE_DELETED'; id: string }
  | { type: 'PAGE_DUPLICATED'; id: string }
  | { type: 'PAGE_MOVED'; id: string; to: number }
  | { type: 'BLANK_INSERTED'; at: number }
  | { type: 'FILE_INSERTED'; file: File; at: number }
  | { type: 'UNDO' }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  | { type: 'PROGRESS'; value: number };

export interface OrganizeTexts {
  notPdf: ToastMessage;
  /** The opened file (or an inserted one, named) cannot be read: `problem` says why. */
  cannotOpen: (problem: PdfProblem, name: string) => ToastMessage;
  lastPage: ToastMessage;
  /** A PDF over the size limit (in MB), refused before it is read. */
  tooBig: (maxMB: number) => ToastMessage;
  /** Opening (or adding) the file would make more pages than the limit. */
  tooManyPages: (maxPages: number, name: string) => ToastMessage;
  success: (pages: number) => ToastMessage;
  /** Saving failed: the error may name a PDF problem (`pdfProblemOf`). */
  failure: (error: unknown) => ToastMessage;
}

export type { OrganizeInspection, PageSize };
