/** Every toast and check of /add-page-numbers, and its word on signed PDFs, read in the page's language when shown. */
import { t } from '../../i18n/messages';
import type { PageNumbersWords } from '../../machines/addPageNumbers.machine';
import { tool } from '../../toolPages/add-page-numbers';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';

const base = pagesToolTexts({
  tool,
  failureText: () => t('addPageNumbers.toast.failure'),
  action: () => t('addPageNumbers.toast.action'),
  outputs: () => t('addPageNumbers.toast.outputs'),
});

export const texts: PdfToolTexts = {
  ...base,
  // Text our font cannot draw is named as it is (the stamping worker's StampTextError, in its English).
  failure: (error) =>
    error instanceof Error && error.name === 'StampTextError'
      ? { title: t('addPageNumbers.toast.failed'), description: error.message, variant: 'destructive' }
      : base.failure(error),
};

/** Said before a signed PDF is numbered, with the choice to go on or stop. */
export const signedConsent = () => ({
  warning: t('addPageNumbers.signed.warning'),
  go: t('addPageNumbers.signed.go'),
  stopHint: t('addPageNumbers.signed.stopHint'),
});

/** What the numbering's checks say (the machine's English, from the catalog). */
export const numbersWords: PageNumbersWords = {
  first: () => t('addPageNumbers.check.first'),
  roman: () => t('addPageNumbers.check.roman'),
  size: () => t('addPageNumbers.check.size'),
  margin: () => t('addPageNumbers.check.margin'),
  onePage: () => t('addPageNumbers.check.onePage'),
  ranges: {
    empty: () => t('addPageNumbers.range.empty'),
    notRange: (item) => t('addPageNumbers.range.notRange', { item }),
    fromOne: () => t('addPageNumbers.range.fromOne'),
    noSuchPage: (page, total) => t('addPageNumbers.range.noSuchPage', { page, total }),
    backwards: (item, from, to) => t('addPageNumbers.range.backwards', { item, from, to }),
  },
};
