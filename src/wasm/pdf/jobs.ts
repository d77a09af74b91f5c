/** The jobs the PDF workers take and what they answer (shared by each worker entry and its client). */
import type { PdfCompressionLevel } from './compress';

export interface PdfCompressJob {
  buffer: ArrayBuffer;
  level: PdfCompressionLevel;
}

export interface PdfCompressResult {
  buffer: ArrayBuffer;
  pages: number;
  images: number;
  imagesReplaced: number;
}

export type PdfMergeJob =
  | { kind: 'count'; buffer: ArrayBuffer }
  | { kind: 'merge'; files: { name: string; buffer: ArrayBuffer }[] };

export type PdfMergeReply = { pages: number; buffer?: ArrayBuffer };
