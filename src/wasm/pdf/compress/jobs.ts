/** The compressor worker's jobs and answers (shared by its worker entry and its client). */
import type { PdfInspectJob } from '../document/inspect';
import type { PdfAccess } from '../document/open';
import type { PdfCompressionLevel } from './compress';
import type { ValidationReport } from './renderCheck';
import type { SizeDetail } from './toSize';

export type PdfCompressJob = PdfInspectJob | { kind: 'compress'; buffer: ArrayBuffer; level: PdfCompressionLevel; password?: string; /** Compress to a size instead of at the level. */ targetBytes?: number };

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
  /** With a target size: whether it was reached, and the detail kept. */
  detail?: SizeDetail;
}
