/**
 * Every toast and note of /unlock-pdf (the lifecycle's texts, the signed-file warning, the result's
 * and the file's notes), read in the page's language when shown (never at module level).
 */
import { t } from '../../i18n/messages';
import type { UnlockedPdf } from '../../machines/unlockPdf.machine';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import type { ToastMessage } from '../../lib/toast';
import { pagesProblemText } from '../../ui/pdfPages/pdfPagesProblems';
import { ATTACHMENTS_LOCKED_MESSAGE, NOT_PROTECTED_MESSAGE, pdfProblemOf, refusalMessage } from '../../wasm/pdf';

const failure = (error: unknown): ToastMessage => {
  const refused = refusalMessage(error);
  // A file with nothing to remove is not an error: it is said plainly.
  if (refused === NOT_PROTECTED_MESSAGE) return { title: t('unlockPdf.toast.nothing'), description: t('unlockPdf.refusal.notProtected'), variant: 'default' };
  const problem = pdfProblemOf(error);
  const named = refused === ATTACHMENTS_LOCKED_MESSAGE ? t('unlockPdf.refusal.attachmentsLocked') : refused;
  return { title: t('unlockPdf.toast.failed'), description: problem ? pagesProblemText(problem, 0) : (named ?? t('unlockPdf.toast.failure')), variant: 'destructive' };
};

/** The unlocker's toasts; its upload widget checks the type and size of a file before the machine sees it. */
export const texts: PdfToolTexts<UnlockedPdf> = {
  get noFile() {
    return { title: t('unlockPdf.toast.noFile.title'), description: t('unlockPdf.toast.noFile.text'), variant: 'destructive' as const };
  },
  success: (result) => ({ title: t('unlockPdf.toast.success.title'), description: t('unlockPdf.toast.success.text', { fileName: result.fileName }), variant: 'success' }),
  failure,
  // No page limit: 'tooManyPages' never comes, and every other refusal is a named PDF problem.
  refused: (problem) => ({
    title: t('unlockPdf.toast.failed'),
    description: problem === 'tooManyPages' ? t('unlockPdf.toast.failure') : pagesProblemText(problem, 0),
    variant: 'destructive',
  }),
  waiting: (need) =>
    need === 'password'
      ? { title: t('unlockPdf.toast.password.title'), description: t('unlockPdf.toast.password.text'), variant: 'destructive' }
      : { title: t('unlockPdf.toast.signed.title'), description: t('unlockPdf.toast.signed.text'), variant: 'destructive' },
};

/** Said before a signed PDF is unlocked, with the choice to go on or stop. */
export const signedWarning = () => t('unlockPdf.signed.warning');

export const signedStopHint = () => t('unlockPdf.signed.stopHint');

/** What the page says of an opened file, before the unlock. */
export const fileNotes = {
  open: () => t('unlockPdf.refusal.notProtected'),
  restrictionsRemoved: () => t('unlockPdf.file.restrictionsRemoved'),
};

/** The result panel's notes. */
export const resultNotes = {
  unlocked: () => t('unlockPdf.note.unlocked'),
  restrictionsRemoved: () => t('unlockPdf.note.restrictionsRemoved'),
  signed: () => t('unlockPdf.note.signed'),
};

/** 'Download Started' of the spec: the size in KB (or bytes for tiny files). */
export function downloadStartedToast(size: number): ToastMessage {
  const shown = size < 1024 ? t('unlockPdf.toast.download.bytes', { size }) : t('unlockPdf.toast.download.kb', { size: (size / 1024).toFixed(2) });
  return { title: t('unlockPdf.toast.download.title'), description: t('unlockPdf.toast.download.text', { size: shown }), variant: 'success' };
}
