/** The merger worker's jobs and answers (shared by its worker entry and its client). */
import type { PdfInspectJob } from '../document/inspect';

export type PdfMergeJob = PdfInspectJob | { kind: 'merge'; files: { name: string; buffer: ArrayBuffer; password?: string }[] };

export type PdfMergeReply = { pages: number; buffer?: ArrayBuffer };
