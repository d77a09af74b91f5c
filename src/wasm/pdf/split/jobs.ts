/** The splitter worker's jobs and answers (shared by its worker entry and its client). */
import type { PdfInspectJob, PdfInspection } from '../document/inspect';

/**
 * 'inspect': can the file be opened, and is it signed (the page says the parts carry no valid
 * signature). 'split': each part lists the 0-based page indices it holds; the reply has one PDF
 * per part, in order.
 */
export type PdfSplitJob = PdfInspectJob | { kind: 'split'; buffer: ArrayBuffer; parts: number[][]; password?: string };

export type PdfSplitReply = { buffers: ArrayBuffer[] };

export type PdfSplitAnswer = PdfInspection | PdfSplitReply;
