/** The signer worker's jobs and answers (shared by its worker entry and its client). */
import type { PdfInspectJob, PdfInspection } from '../document/inspect';

/** A rectangle as fractions (0..1) of the page as a reader shows it, from its top-left corner. */
export interface PageFraction {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What is drawn: a picture (a drawn, typed or uploaded signature) as straight RGBA pixels, row by
 * row from the top, or one line of text (a date, initials) in Helvetica (its WinAnsi characters).
 */
export type SignMark = { kind: 'image'; width: number; height: number; rgba: ArrayBuffer } | { kind: 'text'; text: string };

/** Mark `mark` (an index into the job's marks) drawn on page `page` (0-based) in `box`. */
export interface SignPlacement {
  page: number;
  mark: number;
  box: PageFraction;
}

/**
 * 'inspect': can the file be opened, and is it signed (a visual signature breaks a digital one).
 * 'sign': the marks drawn into the pages where they are placed; the reply is the new file.
 */
export type PdfSignJob = PdfInspectJob | { kind: 'sign'; buffer: ArrayBuffer; password?: string; marks: SignMark[]; placements: SignPlacement[] };

export type PdfSignReply = { buffer: ArrayBuffer };

export type PdfSignAnswer = PdfInspection | PdfSignReply;
