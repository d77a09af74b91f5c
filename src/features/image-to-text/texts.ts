/** Image to text: its toasts (imageToText.* in its catalog; the OCR engine's problems in common). */
import { t } from '../../i18n/messages';
import type { FileToolTexts } from '../../machines/fileTool.machine';
import type { BatchTexts } from '../../machines/imageBatch.machine';
import { ocrLoadProblemOf } from '../../wasm/ocr';
import { NoLanguageError } from './engine';

/** A failure's sentence: the OCR engine's and ours by their codes; the image engine names its own problems (in English for now). */
const failureText = (error: unknown): string => {
  if (error instanceof NoLanguageError) return t('ocrProblem.noLanguage');
  const detail = ocrLoadProblemOf(error);
  if (detail !== null) return t('ocrProblem.engineLoad', { detail });
  return error instanceof Error ? error.message : t('imageToText.toast.failed.text');
};

const noFile = () => ({ title: t('imageToText.toast.noFile.title'), description: t('imageToText.toast.noFile.text'), variant: 'destructive' as const });

/** Getters and functions: the words are read in the page's language when the machine shows a toast. */
export const texts: FileToolTexts = {
  get noFile() {
    return noFile();
  },
  success: (result) =>
    Number(result.facts?.words ?? 0) === 0
      ? { title: t('imageToText.toast.noText.title'), description: t('imageToText.toast.noText.text'), variant: 'default' }
      : {
          title: t('imageToText.toast.done.title'),
          description: t('imageToText.toast.done.text', { words: String(result.facts?.words), confidence: String(result.facts?.confidence) }),
          variant: 'success',
        },
  failure: (error) => ({ title: t('imageToText.toast.failed.title'), description: failureText(error), variant: 'destructive' }),
};

/** Several images: a card's failure, and once all are settled, how many were read. */
export const batchTexts: BatchTexts = {
  get noFiles() {
    return noFile();
  },
  summary: (done, failed) =>
    failed === 0
      ? { title: t('imageToText.toast.done.title'), description: t('imageToText.batch.summary', { count: done }), variant: 'success' }
      : { title: t('imageToText.batch.someFailed.title', { done }), description: t('imageToText.batch.someFailed.text', { done, failed }), variant: done === 0 ? 'destructive' : 'default' },
  itemFailed: failureText,
};

/** Why the searchable PDF could not be made: the wing's own message names the problem (an image the PDF cannot hold, memory). */
export const searchablePdfFailure = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : t('imageToText.toast.pdfFailed.text');
