/** The OCR tool's toasts and the words of its result (ocrPdf.* in its catalog; the OCR picker and engine's in common). */
import { t } from '../../i18n/messages';
import { MAX_OCR_LANGUAGES, type OcrPdfResult } from '../../machines/ocrPdf.machine';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import type { ToastMessage } from '../../lib/toast';
import { isAbortError } from '../../wasm/worker';
import { ocrLoadProblemOf } from '../../wasm/ocr';
import { pdfProblemOf } from '../../wasm/pdf';

/** Password protection, damage and an engine that could not load are named; anything else gets the general text. */
const failureText = (error: unknown): string => {
  const problem = pdfProblemOf(error);
  if (problem) return t(`pdfProblem.${problem}`);
  const detail = ocrLoadProblemOf(error);
  return detail === null ? t('ocrPdf.toast.failed.text') : t('ocrProblem.engineLoad', { detail });
};

const failure = (description: string): ToastMessage => ({ title: t('ocrPdf.toast.failed.title'), description, variant: 'destructive' });

/** "1, 2 and 5" */
export function pageList(pages: readonly number[]): string {
  if (pages.length <= 1) return pages.join('');
  return t('ocrPdf.pageList', { list: pages.slice(0, -1).join(', '), last: pages[pages.length - 1] });
}

function success(result: OcrPdfResult): ToastMessage {
  if (result.recognised.length === 0) return { title: t('ocrPdf.toast.nothing.title'), description: t('ocrPdf.toast.nothing.text'), variant: 'default' };
  return {
    title: t('ocrPdf.toast.done.title'),
    description: t('ocrPdf.toast.done.text', { words: result.words, count: result.recognised.length }),
    variant: 'success',
  };
}

/** Why the options cannot run (the machine's code: ocrPdf.machine.ts validateOcrOptions). */
const invalidText = (reason: string) =>
  reason === 'noLanguage' ? t('ocrProblem.noLanguage') : reason === 'tooManyLanguages' ? t('ocrPdf.toast.tooManyLanguages', { max: MAX_OCR_LANGUAGES }) : reason;

/** Getters and functions: the words are read in the page's language when the machine shows a toast. */
export const texts: PdfToolTexts<OcrPdfResult> = {
  get noFile() {
    return { title: t('ocrPdf.toast.noFile.title'), description: t('ocrPdf.toast.noFile.text'), variant: 'destructive' as const };
  },
  success,
  failure: (error) =>
    isAbortError(error) ? { title: t('ocrPdf.toast.cancelled.title'), description: t('ocrPdf.toast.cancelled.text'), variant: 'default' } : failure(failureText(error)),
  refused: (problem) => failure(problem === 'tooManyPages' ? t('ocrPdf.toast.tooManyPages') : t(`pdfProblem.${problem}`)),
  invalid: (reason) => ({ title: t('ocrPdf.toast.invalid.title'), description: invalidText(reason), variant: 'destructive' }),
  waiting: (need) =>
    need === 'password'
      ? { title: t('ocrPdf.toast.password.title'), description: t('ocrPdf.toast.password.text'), variant: 'destructive' }
      : { title: t('ocrPdf.toast.signed.title'), description: t('ocrPdf.toast.signed.text'), variant: 'destructive' },
};
