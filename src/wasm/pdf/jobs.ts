/** The jobs the PDF workers take and what they answer (shared by each worker entry and its client). */
import type { PdfCompressionLevel } from './compress';
import type { PdfAccess } from './open';
import type { ValidationReport } from './renderCheck';

/** What a page learns of a file before work starts: enough to ask for a password or warn. */
export interface PdfInspection {
  pages: number;
  access: PdfAccess;
  /** Carries a digital signature that any rewrite invalidates. */
  signed: boolean;
  /** Its page tree was broken and had to be rebuilt. */
  repaired: boolean;
}

/** Passwords travel only between the page and its worker, never further, and are not kept. */
export type PdfInspectJob = { kind: 'inspect'; buffer: ArrayBuffer; password?: string };

export type PdfCompressJob = PdfInspectJob | { kind: 'compress'; buffer: ArrayBuffer; level: PdfCompressionLevel; password?: string };

export interface PdfCompressResult {
  buffer: ArrayBuffer;
  pages: number;
  images: number;
  imagesReplaced: number;
  access: PdfAccess;
  signed: boolean;
  /** The file could not be made smaller (or not without changing how a page looks): `buffer` holds the original bytes. */
  unchanged: boolean;
  /** The render check: pages drawn before and after and compared, changes undone. */
  validation: ValidationReport;
}

export type PdfMergeJob = PdfInspectJob | { kind: 'merge'; files: { name: string; buffer: ArrayBuffer; password?: string }[] };

export type PdfMergeReply = { pages: number; buffer?: ArrayBuffer };

export type { PdfAccess };

/** Each part lists the 0-based page indices it holds; the reply has one PDF per part, in order. */
export type PdfSplitJob = { kind: 'split'; buffer: ArrayBuffer; parts: number[][]; password?: string };

export type PdfSplitReply = { buffers: ArrayBuffer[] };
