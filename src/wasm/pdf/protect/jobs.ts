/** The protect/unlock worker's jobs and answers (shared by its worker entry and its client). */
import type { PdfInspectJob, PdfInspection } from '../document/inspect';
import type { PdfAccess } from '../document/open';

/** AES-256 (revision 6, ISO 32000-2) by default; AES-128 (revision 4) for readers from before 2008. */
export type PdfEncryption = 'AES-256' | 'AES-128';

/** What someone who knows only the open password may do (with the permissions password: everything). */
export interface PdfPermissions {
  print: boolean;
  /** Copy text and images out (extraction for accessibility stays allowed whatever this says). */
  copy: boolean;
  /** Change the content and assemble pages (insert, rotate, delete). */
  edit: boolean;
  /** Add or change comments; readers then let forms be filled in too. */
  annotate: boolean;
  fillForms: boolean;
}

export interface ProtectSettings {
  /** The password that opens the file (never empty). */
  openPassword: string;
  /** Restrictions, held by a second password; without it, the open password gives full access. */
  owner?: { password: string; permissions: PdfPermissions };
  encryption: PdfEncryption;
}

/**
 * 'inspect': can the file be opened (with `password`), how, and is it signed. 'protect': the file,
 * opened with `password` when it has one, written encrypted with `settings`. 'unlock': the file,
 * opened with `password`, written with no encryption at all.
 */
export type PdfProtectJob =
  | PdfInspectJob
  | { kind: 'protect'; buffer: ArrayBuffer; password?: string; settings: ProtectSettings }
  | { kind: 'unlock'; buffer: ArrayBuffer; password?: string };

export interface PdfProtectReply {
  buffer: ArrayBuffer;
  pages: number;
  /** How the input was opened: 'open', or the protection it had (now replaced or removed). */
  access: PdfAccess;
  /** The input claimed PDF/A, which forbids encryption: the protected copy no longer claims it. */
  pdfaDropped: boolean;
}

export type PdfProtectAnswer = PdfInspection | PdfProtectReply;
