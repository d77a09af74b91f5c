/** The stamping worker's jobs and answers (shared by its worker entry and its client). */
import type { PageNumbersSpec, StampInspection, WatermarkSpec } from './stamp';

/**
 * 'inspect': can the file be opened, is it signed, and each page's shown size (for the previews).
 * 'pageNumbers' and 'watermark': the file rewritten with its marks. A watermark image travels as
 * its own buffer.
 */
export type PdfStampJob =
  | { kind: 'inspect'; buffer: ArrayBuffer; password?: string }
  | { kind: 'pageNumbers'; buffer: ArrayBuffer; password?: string; spec: PageNumbersSpec }
  | { kind: 'watermark'; buffer: ArrayBuffer; password?: string; spec: WatermarkSpec };

export type PdfStampReply = { buffer: ArrayBuffer };

export type PdfStampAnswer = StampInspection | PdfStampReply;
