/**
 * Every toast and note of /protect-pdf (the lifecycle's texts, the signed-file warning, the
 * result's notes, the checks), read in the page's language when shown (never at module level).
 */
import { t } from '../../i18n/messages';
import type { ProtectedPdf, ProtectWords } from '../../machines/protectPdf.machine';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import type { ToastMessage } from '../../lib/toast';
import { pagesProblemText } from '../../ui/pdfPages/pdfPagesProblems';
import { ATTACHMENTS_LOCKED_MESSAGE, NOT_PROTECTED_MESSAGE, pdfProblemOf, refusalMessage, type ProtectSettingsIssue } from '../../wasm/pdf';

/** The worker's refusals in the page's language (the English catalog says what the engine says). */
const refusalText = (error: unknown): string | null => {
  const refused = refusalMessage(error);
  if (refused === ATTACHMENTS_LOCKED_MESSAGE) return t('protectPdf.refusal.attachmentsLocked');
  if (refused === NOT_PROTECTED_MESSAGE) return t('protectPdf.refusal.notProtected');
  return refused;
};

const failure = (error: unknown): ToastMessage => {
  const problem = pdfProblemOf(error);
  return {
    title: t('protectPdf.toast.failed'),
    // Password problems, damage and refusals are named; anything else gets the general text.
    description: problem ? pagesProblemText(problem, 0) : (refusalText(error) ?? t('protectPdf.toast.failure')),
    variant: 'destructive',
  };
};

/** The protector's toasts; its upload widget checks the type and size of a file before the machine sees it. */
export const texts: PdfToolTexts<ProtectedPdf> = {
  get noFile() {
    return { title: t('protectPdf.toast.noFile.title'), description: t('protectPdf.toast.noFile.text'), variant: 'destructive' as const };
  },
  success: (result) => ({
    title: t('protectPdf.toast.success.title'),
    description: t('protectPdf.toast.success.text', { fileName: result.fileName }),
    variant: 'success',
  }),
  failure,
  // No page limit: 'tooManyPages' never comes, and every other refusal is a named PDF problem.
  refused: (problem) => ({
    title: t('protectPdf.toast.failed'),
    description: problem === 'tooManyPages' ? t('protectPdf.toast.failure') : pagesProblemText(problem, 0),
    variant: 'destructive',
  }),
  invalid: (reason) => ({ title: t('protectPdf.toast.invalid'), description: reason, variant: 'destructive' }),
  waiting: (need) =>
    need === 'password'
      ? { title: t('protectPdf.toast.password.title'), description: t('protectPdf.toast.password.text'), variant: 'destructive' }
      : { title: t('protectPdf.toast.signed.title'), description: t('protectPdf.toast.signed.text'), variant: 'destructive' },
};

const ISSUE_IDS: Record<ProtectSettingsIssue, string> = {
  noOpenPassword: 'protectPdf.check.noOpenPassword',
  noOwnerPassword: 'protectPdf.check.noOwnerPassword',
  samePasswords: 'protectPdf.check.samePasswords',
  aes128Characters: 'protectPdf.check.aes128Characters',
  aes128Length: 'protectPdf.check.aes128Length',
  aes256Length: 'protectPdf.check.aes256Length',
  saslprep: 'protectPdf.check.saslprep',
};

/** What the checks say (the machine's and the engine's English, from the catalog). */
export const protectWords: ProtectWords = {
  mismatch: () => t('protectPdf.check.mismatch'),
  issue: (issue) => t(ISSUE_IDS[issue]),
};

/** Said before a signed PDF is protected, with the choice to go on or stop. */
export const signedWarning = () => t('protectPdf.signed.warning');

export const signedStopHint = () => t('protectPdf.signed.stopHint');

/** The result panel's notes. */
export const notes = {
  unlocked: () => t('protectPdf.note.unlocked'),
  restrictionsRemoved: () => t('protectPdf.note.restrictionsRemoved'),
  pdfaDropped: () => t('protectPdf.note.pdfaDropped'),
  signed: () => t('protectPdf.note.signed'),
  remember: () => t('protectPdf.note.remember'),
};

/** 'Download Started' of the spec: the size in KB (or bytes for tiny files). */
export function downloadStartedToast(size: number): ToastMessage {
  const shown = size < 1024 ? t('protectPdf.toast.download.bytes', { size }) : t('protectPdf.toast.download.kb', { size: (size / 1024).toFixed(2) });
  return { title: t('protectPdf.toast.download.title'), description: t('protectPdf.toast.download.text', { size: shown }), variant: 'success' };
}
