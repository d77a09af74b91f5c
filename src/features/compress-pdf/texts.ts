/** The PDF compressor's toasts (spec section 8, plus the problems a real PDF engine can name). */
import type { CompressedPdf } from '../../machines/compressPdf.machine';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import { formatBytes, percentSaved, toMB } from '../../lib/formatSize';
import type { ToastMessage } from '../../lib/toast';
import { pdfProblemError, pdfProblemOf } from '../../wasm/pdf';

const FAILURE_TEXT = 'There was an error compressing your PDF. Please try again.';

const NOT_SMALLER: ToastMessage = {
  title: 'PDF Compression Complete',
  description: 'This PDF is already well optimised and could not be made smaller. You can keep the original.',
  variant: 'default',
};

const failure = (error: unknown): ToastMessage => ({
  title: 'Compression Failed',
  // Password protection and damage are named; anything else gets the spec's general text.
  description: pdfProblemOf(error) ? (error as Error).message : FAILURE_TEXT,
  variant: 'destructive',
});

/** A target size the compression could not get under: the smallest size it reached is offered. */
const targetMissed = (result: CompressedPdf): ToastMessage => ({
  title: 'Target size not reached',
  description: `The smallest this PDF can get with its pages still readable is ${formatBytes(result.size)}. You can download that file.`,
  variant: 'default',
});

/** The compressor's toasts; its upload widget checks the type and size of a file before the machine sees it. */
export const texts: PdfToolTexts<CompressedPdf> = {
  noFile: { title: 'No file selected', description: 'Please select a PDF file first.', variant: 'destructive' },
  success: (result) =>
    result.target && !result.target.reached
      ? targetMissed(result)
      : result.notSmaller
      ? NOT_SMALLER
      : {
          title: 'PDF Compression Complete',
          description: `Reduced from ${toMB(result.originalSize)} MB to ${toMB(result.size)} MB (${percentSaved(result.originalSize, result.size)}% reduction)`,
          variant: 'success',
        },
  failure,
  invalid: (reason) => ({ title: 'Target size needed', description: reason, variant: 'destructive' }),
  // A file the compressor cannot open, named (it has no page limit: 'tooManyPages' never comes).
  refused: (problem) => failure(problem === 'tooManyPages' ? new Error(FAILURE_TEXT) : pdfProblemError(problem)),
  waiting: (need) =>
    need === 'password'
      ? { title: 'Password needed', description: 'Enter the password of this PDF, then compress it.', variant: 'destructive' }
      : { title: 'This PDF is signed', description: 'Choose whether to compress it anyway: compressing removes the validity of its signature.', variant: 'destructive' },
};

/** Said before a signed PDF is compressed, with the choice to go on or stop. */
export const SIGNED_WARNING =
  'This PDF is digitally signed. Compressing it rewrites the file, so its digital signature will no longer be valid: the compressed copy cannot prove who signed it or that it is unchanged. The original keeps its signature.';

/** Under the signed-PDF warning: how to stop. */
export const SIGNED_STOP_HINT = 'To stop, just remove the file or choose another: nothing is changed until you compress.';

/** The result panel's word on a signed PDF compressed anyway. */
export const SIGNATURE_VOID_NOTE = 'Its digital signature is no longer valid in the compressed copy.';

/** The result panel's word on how the file was opened (see PdfAccess), when it matters to the user. */
export const ACCESS_NOTES: Partial<Record<string, string>> = {
  restrictionsRemoved:
    "Restrictions removed: this PDF opened without a password but carried its owner's limits on printing, copying or editing. The compressed copy has none.",
  unlocked: 'Password removed: the compressed copy opens without a password. The password you typed was used only on this device.',
  attachmentsLocked: 'Its attached files stay encrypted with their own password.',
};

/** 'Download Started' of the spec: the size in KB (or bytes for tiny files). */
export function downloadStartedToast(size: number): ToastMessage {
  const shown = size < 1024 ? `${size} bytes` : `${(size / 1024).toFixed(2)} KB`;
  return { title: 'Download Started', description: `Your compressed file (${shown}) is downloading.`, variant: 'success' };
}
