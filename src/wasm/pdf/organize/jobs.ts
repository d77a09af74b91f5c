/** The Organize PDF worker's jobs and answers (shared by the worker entry and its client). */
import type { PdfInspectJob, PdfPageSizes } from '../document/inspect';
import type { OrganizedPage } from './organize';

/** Organize inspects a file for its page sizes (blank pages are sized like their neighbours). */
export type OrganizeInspection = PdfPageSizes;

export type OrganizeJob = PdfInspectJob | { kind: 'organize'; files: { buffer: ArrayBuffer; password?: string }[]; edits: OrganizedPage[] };

export type OrganizeReply = OrganizeInspection | { pages: number; buffer: ArrayBuffer };
