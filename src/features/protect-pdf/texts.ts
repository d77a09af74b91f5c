/** Every toast and note of /protect-pdf (the lifecycle's texts, the signed-file warning, the result's notes). */
import type { ProtectedPdf } from '../../machines/protectPdf.machine';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import type { ToastMessage } from '../../lib/toast';
import { pdfProblemError, pdfProblemOf, refusalMessage } from '../../wasm/pdf';

const FAILURE_TEXT = 'There was an error protecting your PDF. Please try again.';

const failure = (error: unknown): ToastMessage => ({
  title: 'Protection Failed',
  // Password problems, damage and refusals are named; anything else gets the general text.
  description: pdfProblemOf(error) ? (error as Error).message : (refusalMessage(error) ?? FAILURE_TEXT),
  variant: 'destructive',
});

/** The protector's toasts; its upload widget checks the type and size of a file before the machine sees it. */
export const texts: PdfToolTexts<ProtectedPdf> = {
  noFile: { title: 'No file selected', description: 'Please select a PDF file first.', variant: 'destructive' },
  success: (result) => ({
    title: 'PDF Protected',
    description: `${result.fileName} is ready. It opens only with the password you set.`,
    variant: 'success',
  }),
  failure,
  // No page limit: 'tooManyPages' never comes, and every other refusal is a named PDF problem.
  refused: (problem) => failure(problem === 'tooManyPages' ? new Error(FAILURE_TEXT) : pdfProblemError(problem)),
  invalid: (reason) => ({ title: 'Check the passwords', description: reason, variant: 'destructive' }),
  waiting: (need) =>
    need === 'password'
      ? { title: 'Password needed', description: 'This PDF already has a password. Enter it first, then it gets the new one.', variant: 'destructive' }
      : { title: 'This PDF is signed', description: 'Choose whether to protect it anyway: protecting removes the validity of its signature.', variant: 'destructive' },
};

/** Said before a signed PDF is protected, with the choice to go on or stop. */
export const SIGNED_WARNING =
  'This PDF is digitally signed. Protecting it encrypts every part of the file, so its digital signature will no longer be valid: the protected copy cannot prove who signed it or that it is unchanged. The original keeps its signature.';

export const SIGNED_STOP_HINT = 'To stop, just remove the file or choose another: nothing is changed until you protect it.';

/** The result panel's notes. */
export const NOTES = {
  unlocked: 'Its old password no longer opens the copy: only the new one does. The old password was used only on this device.',
  restrictionsRemoved: 'Its old restrictions were replaced by the ones you chose.',
  pdfaDropped: 'It was a PDF/A archive file. PDF/A does not allow encryption, so the protected copy no longer claims to be PDF/A.',
  signed: 'Its digital signature is no longer valid in the protected copy.',
  remember: 'Keep the password somewhere safe: nobody can recover it for you, and without it the file cannot be opened.',
};

/** 'Download Started' of the spec: the size in KB (or bytes for tiny files). */
export function downloadStartedToast(size: number): ToastMessage {
  const shown = size < 1024 ? `${size} bytes` : `${(size / 1024).toFixed(2)} KB`;
  return { title: 'Download Started', description: `Your protected file (${shown}) is downloading.`, variant: 'success' };
}
