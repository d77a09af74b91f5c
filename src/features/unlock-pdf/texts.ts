/** Every toast and note of /unlock-pdf (the lifecycle's texts, the signed-file warning, the result's and the file's notes). */
import type { UnlockedPdf } from '../../machines/unlockPdf.machine';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import type { ToastMessage } from '../../lib/toast';
import { NOT_PROTECTED_MESSAGE, pdfProblemError, pdfProblemOf, refusalMessage } from '../../wasm/pdf';

const FAILURE_TEXT = 'There was an error unlocking your PDF. Please try again.';

const failure = (error: unknown): ToastMessage => {
  const refused = refusalMessage(error);
  // A file with nothing to remove is not an error: it is said plainly.
  if (refused === NOT_PROTECTED_MESSAGE) return { title: 'Nothing to unlock', description: refused, variant: 'default' };
  return { title: 'Unlock Failed', description: pdfProblemOf(error) ? (error as Error).message : (refused ?? FAILURE_TEXT), variant: 'destructive' };
};

/** The unlocker's toasts; its upload widget checks the type and size of a file before the machine sees it. */
export const texts: PdfToolTexts<UnlockedPdf> = {
  noFile: { title: 'No file selected', description: 'Please select a PDF file first.', variant: 'destructive' },
  success: (result) => ({ title: 'PDF Unlocked', description: `${result.fileName} is ready. It opens without a password.`, variant: 'success' }),
  failure,
  // No page limit: 'tooManyPages' never comes, and every other refusal is a named PDF problem.
  refused: (problem) => failure(problem === 'tooManyPages' ? new Error(FAILURE_TEXT) : pdfProblemError(problem)),
  waiting: (need) =>
    need === 'password'
      ? { title: 'Password needed', description: 'Enter the password of this PDF to unlock it.', variant: 'destructive' }
      : { title: 'This PDF is signed', description: 'Choose whether to unlock it anyway: unlocking removes the validity of its signature.', variant: 'destructive' },
};

/** Said before a signed PDF is unlocked, with the choice to go on or stop. */
export const SIGNED_WARNING =
  'This PDF is digitally signed. Unlocking it rewrites the file without its encryption, so its digital signature will no longer be valid: the unlocked copy cannot prove who signed it or that it is unchanged. The original keeps its signature.';

export const SIGNED_STOP_HINT = 'To stop, just remove the file or choose another: nothing is changed until you unlock it.';

/** What the page says of an opened file, before the unlock. */
export const FILE_NOTES = {
  open: NOT_PROTECTED_MESSAGE,
  restrictionsRemoved:
    'This PDF opens without a password, but its owner restricted printing, copying or editing. Unlock it to remove the restrictions.',
};

/** The result panel's notes. */
export const RESULT_NOTES = {
  unlocked: 'Password removed: the copy opens without a password. The password you typed was used only on this device.',
  restrictionsRemoved: 'Restrictions removed: the copy may be printed, copied and edited freely.',
  signed: 'Its digital signature is no longer valid in the unlocked copy.',
};

/** 'Download Started' of the spec: the size in KB (or bytes for tiny files). */
export function downloadStartedToast(size: number): ToastMessage {
  const shown = size < 1024 ? `${size} bytes` : `${(size / 1024).toFixed(2)} KB`;
  return { title: 'Download Started', description: `Your unlocked file (${shown}) is downloading.`, variant: 'success' };
}
