/** Every toast of a PDF page tool on the PDF-tool lifecycle (split, PDF to images). */
import { t } from '../../i18n/messages';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import type { Tool } from '../../tools';
import { pdfProblemOf } from '../../wasm/pdf';
import { pagesProblemText } from './pdfPagesProblems';

/** A word, or a function reading it from the page's catalog when a toast is shown. */
type Word = string | (() => string);
const read = (word: Word) => (typeof word === 'string' ? word : word());

/** The words that differ between the PDF page tools' toasts. */
export interface PagesToolWords {
  /** The page's tool: its registry limits are in the toasts. */
  tool: Pick<Tool, 'maxMB' | 'maxPages'>;
  /** e.g. 'There was an error splitting your PDF. Please try again.' */
  failureText: Word;
  /** e.g. 'Split' → 'Split Complete', 'Split Failed'. */
  action: Word;
  /** What several outputs are called: 'PDFs', 'images'. */
  outputs: Word;
}

/**
 * Every toast of a PDF page tool, from its registry row's limits and its own words. The fixed
 * toasts are getters: their words are read in the page's language when the machine shows them,
 * not when a page module makes its texts.
 */
export function pagesToolTexts({ tool, failureText, action, outputs }: PagesToolWords): PdfToolTexts {
  const { maxMB = 150, maxPages = 500 } = tool;
  return {
    get notPdf() {
      return { title: t('pagesToast.invalidFile'), description: t('pagesToast.selectPdf'), variant: 'destructive' as const };
    },
    get tooBig() {
      return { title: t('pagesToast.tooLarge'), description: t('pagesToast.smallerThan', { maxMB }), variant: 'destructive' as const };
    },
    refused: (problem) => ({ title: t('pagesToast.cannotOpen'), description: pagesProblemText(problem, maxPages), variant: 'destructive' }),
    invalid: (reason) => ({ title: t('pagesToast.checkPages'), description: reason, variant: 'destructive' }),
    // The action button shows once the file is open: these two are for the lifecycle's other callers.
    get noFile() {
      return { title: t('pagesToast.noFile'), description: t('pagesToast.selectFirst'), variant: 'destructive' as const };
    },
    waiting: (need) =>
      need === 'password'
        ? { title: t('pagesToast.passwordNeeded'), description: t('pagesToast.enterPassword'), variant: 'destructive' }
        : { title: t('pagesToast.signed'), description: t('pagesToast.signedChoose'), variant: 'destructive' },
    success: (result) => ({
      title: t('pagesToast.complete', { action: read(action) }),
      description: result.files === 1 ? t('pagesToast.readyOne', { name: result.fileName }) : t('pagesToast.readyMany', { count: result.files, outputs: read(outputs), name: result.fileName }),
      variant: 'success',
    }),
    failure: (error) => {
      const problem = pdfProblemOf(error);
      return { title: t('pagesToast.failed', { action: read(action) }), description: problem ? pagesProblemText(problem, maxPages) : read(failureText), variant: 'destructive' };
    },
  };
}
