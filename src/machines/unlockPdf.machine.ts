/**
 * /unlock-pdf: the shared PDF-tool lifecycle (pdfTool.machine.ts) with no options. A PDF that needs
 * a password waits in 'locked' until the user types it (the page asks for the unlock with it, so
 * the right password runs the work at once); one with owner restrictions only opens straight away.
 * Unlocking rewrites the file, so a signed PDF waits for the user's yes.
 */
import type { PdfAccess } from '../wasm/pdf';
import { createPdfToolMachine, type PdfToolOutput, type PdfToolTexts } from './pdfTool.machine';

/** Unlocking has nothing to choose. */
export type UnlockOptions = Record<string, never>;

/** The unlocked copy, and what was taken off it. */
export interface UnlockedPdf extends PdfToolOutput {
  pages: number;
  /** 'unlocked' (an open password removed) or 'restrictionsRemoved' (owner restrictions only). */
  access: PdfAccess;
}

export const createUnlockPdfMachine = (texts: PdfToolTexts<UnlockedPdf>) =>
  createPdfToolMachine<UnlockOptions, UnlockedPdf>({ id: 'unlockPdf', defaultOptions: {}, consentForSigned: true, texts });
