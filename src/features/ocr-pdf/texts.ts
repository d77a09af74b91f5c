/** The OCR tool's toasts and the words of its result. */
import type { OcrPdfResult } from '../../machines/ocrPdf.machine';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import type { ToastMessage } from '../../lib/toast';
import { isAbortError } from '../../wasm/worker';
import { pdfProblemError, pdfProblemOf } from '../../wasm/pdf';

const FAILURE_TEXT = 'There was an error reading the text of your PDF. Please try again.';

const failure = (error: unknown): ToastMessage => ({
  title: 'OCR Failed',
  // Password protection, damage and an engine that could not load are named; anything else gets the general text.
  description: pdfProblemOf(error) || (error instanceof Error && /OCR engine/.test(error.message)) ? (error as Error).message : FAILURE_TEXT,
  variant: 'destructive',
});

/** "1, 2 and 5" */
export function pageList(pages: readonly number[]): string {
  if (pages.length <= 1) return pages.join('');
  return `${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`;
}

function success(result: OcrPdfResult): ToastMessage {
  if (result.recognised.length === 0) {
    return { title: 'Nothing to Read', description: 'Every page of this PDF already has text, so it is searchable as it is. Tick "Read pages that already have text" to read them again.', variant: 'default' };
  }
  return {
    title: 'PDF Is Now Searchable',
    description: `Found ${result.words} words on ${result.recognised.length} ${result.recognised.length === 1 ? 'page' : 'pages'}.`,
    variant: 'success',
  };
}

export const texts: PdfToolTexts<OcrPdfResult> = {
  noFile: { title: 'No file selected', description: 'Please select a PDF file first.', variant: 'destructive' },
  success,
  failure: (error) => (isAbortError(error) ? { title: 'OCR Cancelled', description: 'Nothing was changed.', variant: 'default' } : failure(error)),
  refused: (problem) => failure(problem === 'tooManyPages' ? new Error('This PDF has more than 500 pages. Split it first, then make each part searchable.') : pdfProblemError(problem)),
  invalid: (reason) => ({ title: 'Check the Options', description: reason, variant: 'destructive' }),
  waiting: (need) =>
    need === 'password'
      ? { title: 'Password needed', description: 'Enter the password of this PDF, then make it searchable.', variant: 'destructive' }
      : { title: 'This PDF is signed', description: 'Choose whether to go on: adding a text layer removes the validity of its signature.', variant: 'destructive' },
};

export const SIGNED_WARNING =
  'This PDF is digitally signed. Adding a text layer rewrites the file, so its digital signature will no longer be valid in the searchable copy. The original keeps its signature.';

export const SIGNED_STOP_HINT = 'To stop, just remove the file or choose another: nothing is changed until you start.';
