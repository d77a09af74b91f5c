/** The OCR text layer worker's jobs and answers (shared by its worker entry and its client). */
import type { PdfInspectJob, PdfInspection } from '../document/inspect';

/**
 * A recognised word on a page as shown, in fractions of the page: its baseline starts at (x, y)
 * from the top-left corner and runs `width` of the page's width; `size` is the line's height as a
 * fraction of the page's height.
 */
interface PageWord {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** The words of one page (0-based), in reading order; `turns`: the text runs turned that many quarter turns counter-clockwise on the page as shown (a page scanned sideways or upside down). */
export interface PageText {
  page: number;
  words: PageWord[];
  turns?: number;
}

/** 'inspect': can the file be opened, is it signed. 'textLayer': the file with hidden text laid over the pages given. */
export type PdfOcrJob = PdfInspectJob | { kind: 'textLayer'; buffer: ArrayBuffer; password?: string; pages: PageText[]; replace?: boolean };

export type PdfOcrReply = { buffer: ArrayBuffer };

export type PdfOcrAnswer = PdfInspection | PdfOcrReply;
