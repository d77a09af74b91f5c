/**
 * The PDF compressor's toasts (spec section 8, plus the problems a real PDF engine can name), read
 * in the page's language when they are shown (getters and functions: never at module level).
 */
import { t } from '../../i18n/messages';
import type { CompressedPdf } from '../../machines/compressPdf.machine';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import { formatBytes, percentSaved, toMB } from '../../lib/formatSize';
import type { ToastMessage } from '../../lib/toast';
import { pdfProblemOf } from '../../wasm/pdf';
import { pagesProblemText } from '../../ui/pdfPages/pdfPagesProblems';

const failure = (error: unknown): ToastMessage => {
  const problem = pdfProblemOf(error);
  return {
    title: t('compressPdf.toast.failed'),
    // Password protection and damage are named; anything else gets the spec's general text.
    description: problem ? pagesProblemText(problem, 0) : t('compressPdf.toast.failure'),
    variant: 'destructive',
  };
};

/** A target size the compression could not get under: the smallest size it reached is offered. */
const targetMissed = (result: CompressedPdf): ToastMessage => ({
  title: t('compressPdf.toast.targetMissed.title'),
  description: t('compressPdf.toast.targetMissed.text', { size: formatBytes(result.size) }),
  variant: 'default',
});

/** The compressor's toasts; its upload widget checks the type and size of a file before the machine sees it. */
export const texts: PdfToolTexts<CompressedPdf> = {
  get noFile() {
    return { title: t('compressPdf.toast.noFile.title'), description: t('compressPdf.toast.noFile.text'), variant: 'destructive' as const };
  },
  success: (result) =>
    result.target && !result.target.reached
      ? targetMissed(result)
      : result.notSmaller
      ? { title: t('compressPdf.toast.complete'), description: t('compressPdf.toast.notSmaller'), variant: 'default' }
      : {
          title: t('compressPdf.toast.complete'),
          description: t('compressPdf.toast.reduced', { from: toMB(result.originalSize), to: toMB(result.size), saved: percentSaved(result.originalSize, result.size) }),
          variant: 'success',
        },
  failure,
  invalid: () => ({ title: t('compressPdf.toast.invalid'), description: t('compressPdf.toast.invalidTarget'), variant: 'destructive' }),
  // A file the compressor cannot open, named (it has no page limit: 'tooManyPages' never comes).
  refused: (problem) =>
    problem === 'tooManyPages'
      ? { title: t('compressPdf.toast.failed'), description: t('compressPdf.toast.failure'), variant: 'destructive' }
      : { title: t('compressPdf.toast.failed'), description: pagesProblemText(problem, 0), variant: 'destructive' },
  waiting: (need) =>
    need === 'password'
      ? { title: t('compressPdf.toast.password.title'), description: t('compressPdf.toast.password.text'), variant: 'destructive' }
      : { title: t('compressPdf.toast.signed.title'), description: t('compressPdf.toast.signed.text'), variant: 'destructive' },
};

/** Said before a signed PDF is compressed, with the choice to go on or stop. */
export const signedWarning = () => t('compressPdf.signed.warning');

/** Under the signed-PDF warning: how to stop. */
export const signedStopHint = () => t('compressPdf.signed.stopHint');

/** The result panel's word on a signed PDF compressed anyway. */
export const signatureVoidNote = () => t('compressPdf.note.signatureVoid');

/** The result panel's word on how the file was opened (see PdfAccess), when it matters to the user. */
const ACCESS_NOTE_IDS: Partial<Record<string, string>> = {
  restrictionsRemoved: 'compressPdf.note.restrictionsRemoved',
  unlocked: 'compressPdf.note.unlocked',
  attachmentsLocked: 'compressPdf.note.attachmentsLocked',
};
export const accessNote = (access: string) => {
  const id = ACCESS_NOTE_IDS[access];
  return id === undefined ? undefined : t(id);
};

/** 'Download Started' of the spec: the size in KB (or bytes for tiny files). */
export function downloadStartedToast(size: number): ToastMessage {
  const shown = size < 1024 ? t('compressPdf.toast.download.bytes', { size }) : t('compressPdf.toast.download.kb', { size: (size / 1024).toFixed(2) });
  return { title: t('compressPdf.toast.download.title'), description: t('compressPdf.toast.download.text', { size: shown }), variant: 'success' };
}
