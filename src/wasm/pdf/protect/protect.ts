/**
 * Protecting a PDF: the file opened as readers open it (decrypted with its current password, if it
 * has one), then written whole by the compact writer with pdf-lib's standard security handler:
 * AES-256 (revision 6) or AES-128 (revision 4), an open password, and, when the user sets one, a
 * permissions password with the permissions granted to everyone else. Unlocking writes the opened
 * file with no encryption. Nothing on the pages changes either way.
 */
import { writeCompact } from '../document/compactWriter';
import { openPdf, type PdfAccess } from '../document/open';
import { saslprep } from '../document/saslprep';
import { writePdf } from '../document/write';
import type { PdfPermissions, ProtectSettings } from './jobs';
import { dropPdfAClaim } from './pdfa';
import { ATTACHMENTS_LOCKED_MESSAGE, NOT_PROTECTED_MESSAGE, refusal } from './refusals';
import { protectSettingsProblem } from './settings';

type Progress = (fraction: number) => void;

export interface ProtectOutcome {
  bytes: Uint8Array;
  pages: number;
  access: Exclude<PdfAccess, 'attachmentsLocked'>;
  pdfaDropped: boolean;
}

const EVERYTHING: PdfPermissions = { print: true, copy: true, edit: true, annotate: true, fillForms: true };

/** pdf-lib's permission flags for ours (ISO 32000-1, table 22). */
function securityPermissions(allowed: PdfPermissions) {
  return {
    printing: allowed.print ? ('highResolution' as const) : false,
    copying: allowed.copy,
    modifying: allowed.edit,
    documentAssembly: allowed.edit,
    annotating: allowed.annotate,
    // Bit 6 (comments) lets readers fill in forms too; bit 9 says so for readers that ask it alone.
    fillingForms: allowed.fillForms || allowed.annotate,
    // Screen readers may always read the text (bit 10): protection is not meant to shut them out.
    contentAccessibility: true,
  };
}

/** A password as the security handler takes it: SASLprep for AES-256 (a no-op on what settings allow). */
const prepared = (password: string, settings: ProtectSettings) => (settings.encryption === 'AES-256' ? saslprep(password) : password);

async function openForRewrite(input: Uint8Array, password: string) {
  const opened = await openPdf(input, password);
  if (opened.access === 'attachmentsLocked') throw refusal(ATTACHMENTS_LOCKED_MESSAGE);
  return { ...opened, access: opened.access };
}

export async function protectPdf(input: Uint8Array, settings: ProtectSettings, password = '', onProgress: Progress = () => {}): Promise<ProtectOutcome> {
  const problem = protectSettingsProblem(settings);
  if (problem) throw new RangeError(problem);
  const { doc, access } = await openForRewrite(input, password);
  onProgress(0.4);
  const pages = doc.getPageCount();
  const pdfaDropped = dropPdfAClaim(doc);
  doc.encrypt({
    userPassword: prepared(settings.openPassword, settings),
    ownerPassword: settings.owner ? prepared(settings.owner.password, settings) : undefined,
    permissions: securityPermissions(settings.owner?.permissions ?? EVERYTHING),
    algorithm: settings.encryption,
  });
  // Only the compact writer encrypts strings as well as streams (see compactWriter.ts).
  const bytes = await writeCompact(doc);
  if (!bytes) throw new Error('The encrypted file could not be written.');
  onProgress(1);
  return { bytes, pages, access, pdfaDropped };
}

export async function unlockPdf(input: Uint8Array, password = '', onProgress: Progress = () => {}): Promise<ProtectOutcome> {
  const { doc, access } = await openForRewrite(input, password);
  if (access === 'open') throw refusal(NOT_PROTECTED_MESSAGE);
  onProgress(0.4);
  const pages = doc.getPageCount();
  const bytes = await writePdf(doc);
  onProgress(1);
  return { bytes, pages, access, pdfaDropped: false };
}
