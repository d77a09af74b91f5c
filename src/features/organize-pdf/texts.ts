/** Every toast of /organize-pdf, read in the page's language when shown (never at module level). */
import { t } from '../../i18n/messages';
import type { OrganizeTexts } from '../../machines/organizePdf.machine';
import { pagesProblemText } from '../../ui/pdfPages/pdfPagesProblems';
import { pdfProblemOf, type PdfProblem } from '../../wasm/pdf';

// The engine's problems in the page's language (the English catalog says what the engine's errors say).
const why = (problem: PdfProblem) => pagesProblemText(problem, 0);

export const texts: OrganizeTexts = {
  get notPdf() {
    return { title: t('organizePdf.toast.notPdf.title'), description: t('organizePdf.toast.notPdf.text'), variant: 'destructive' as const };
  },
  cannotOpen: (problem, name) => ({
    title: t('organizePdf.toast.cannotOpen.title'),
    description: name ? t('organizePdf.toast.cannotOpen.named', { name, why: why(problem) }) : why(problem),
    variant: 'destructive',
  }),
  tooBig: (maxMB) => ({ title: t('organizePdf.toast.tooBig.title'), description: t('organizePdf.toast.tooBig.text', { maxMB }), variant: 'destructive' }),
  tooManyPages: (maxPages, name) => ({
    title: t('organizePdf.toast.tooManyPages.title'),
    description: name ? t('organizePdf.toast.tooManyPages.named', { name, maxPages }) : t('organizePdf.toast.tooManyPages.text', { maxPages }),
    variant: 'destructive',
  }),
  get lastPage() {
    return { title: t('organizePdf.toast.lastPage.title'), description: t('organizePdf.toast.lastPage.text'), variant: 'destructive' as const };
  },
  success: (pages) => ({ title: t('organizePdf.toast.success.title'), description: t('organizePdf.toast.success.text', { pages }), variant: 'success' }),
  failure: (error) => {
    const problem = pdfProblemOf(error);
    return { title: t('organizePdf.toast.error'), description: problem ? why(problem) : t('organizePdf.toast.failure'), variant: 'destructive' };
  },
};
