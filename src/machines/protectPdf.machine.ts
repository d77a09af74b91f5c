/**
 * /protect-pdf: the shared PDF-tool lifecycle (pdfTool.machine.ts) with the protection's options
 * and their checks: the open password typed twice, optionally a permissions password with what
 * everyone else may do, and the encryption (AES-256, or AES-128 for old readers). Protecting
 * rewrites the whole file, so a signed PDF waits for the user's yes (its signature will no longer
 * be valid). A protected input opens with its current password first (the lifecycle's 'locked').
 */
import {
  protectSettingsIssue,
  protectSettingsProblem,
  type PdfAccess,
  type PdfEncryption,
  type PdfPermissions,
  type ProtectSettings,
  type ProtectSettingsIssue,
} from '../wasm/pdf';
import { createPdfToolMachine, type PdfToolOutput, type PdfToolTexts } from './pdfTool.machine';

export interface ProtectOptions {
  openPassword: string;
  /** The open password typed again. */
  confirmPassword: string;
  /** Restrict what people with the open password may do, behind `ownerPassword`. */
  restrict: boolean;
  ownerPassword: string;
  permissions: PdfPermissions;
  encryption: PdfEncryption;
}

export const DEFAULT_PROTECT_OPTIONS: ProtectOptions = {
  openPassword: '',
  confirmPassword: '',
  restrict: false,
  ownerPassword: '',
  permissions: { print: true, copy: false, edit: false, annotate: false, fillForms: true },
  encryption: 'AES-256',
};

/** The protected copy, and what the result panel says of it. */
export interface ProtectedPdf extends PdfToolOutput {
  pages: number;
  /** How the input opened: its old password or restrictions were replaced when not 'open'. */
  access: PdfAccess;
  encryption: PdfEncryption;
  /** What people with the open password may do; null when they may do everything. */
  permissions: PdfPermissions | null;
  /** The input claimed PDF/A, which forbids encryption: the copy no longer does. */
  pdfaDropped: boolean;
}

/** What the worker is asked for. */
export const protectSettingsOf = (options: ProtectOptions): ProtectSettings => ({
  openPassword: options.openPassword,
  owner: options.restrict ? { password: options.ownerPassword, permissions: options.permissions } : undefined,
  encryption: options.encryption,
});

/** What the checks say: English here, the page's words in its language (from its catalog). */
export interface ProtectWords {
  mismatch: () => string;
  issue: (issue: ProtectSettingsIssue) => string;
}

/** Why these options cannot protect a file yet, or null. */
export function validateProtect(options: ProtectOptions, words?: ProtectWords): string | null {
  if (options.openPassword === '') return words ? words.issue('noOpenPassword') : 'Enter a password to open the PDF.';
  if (options.confirmPassword !== options.openPassword) return words ? words.mismatch() : 'The two passwords do not match. Type the same password in both fields.';
  if (!words) return protectSettingsProblem(protectSettingsOf(options));
  const issue = protectSettingsIssue(protectSettingsOf(options));
  return issue === null ? null : words.issue(issue);
}

export const createProtectPdfMachine = (texts: PdfToolTexts<ProtectedPdf>, words?: ProtectWords) =>
  createPdfToolMachine<ProtectOptions, ProtectedPdf>({
    id: 'protectPdf',
    defaultOptions: DEFAULT_PROTECT_OPTIONS,
    validate: (options) => validateProtect(options, words),
    consentForSigned: true,
    texts,
  });
