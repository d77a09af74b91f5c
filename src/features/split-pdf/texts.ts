/** Every toast and check of /split-pdf, read in the page's language when shown (never at module level). */
import { t } from '../../i18n/messages';
import type { SplitWords } from '../../machines/splitPdf.machine';
import { tool } from '../../toolPages/split-pdf';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';

export const texts = pagesToolTexts({
  tool,
  failureText: () => t('splitPdf.toast.failure'),
  action: () => t('splitPdf.toast.action'),
  outputs: () => t('splitPdf.toast.outputs'),
});

/** Said beside a signed PDF (no consent needed: the original is not changed, the parts are new files). */
export const signedNote = () => t('splitPdf.signedNote');

/** What the splitter's checks say (the machine's English, from the catalog). */
export const splitWords: SplitWords = {
  everyNotWhole: () => t('splitPdf.check.everyNotWhole'),
  everyWholeDocument: (pages) => t('splitPdf.check.everyWholeDocument', { pages }),
  ranges: {
    empty: () => t('splitPdf.range.empty'),
    notRange: (item) => t('splitPdf.range.notRange', { item }),
    fromOne: () => t('splitPdf.range.fromOne'),
    noSuchPage: (page, total) => t('splitPdf.range.noSuchPage', { page, total }),
    backwards: (item, from, to) => t('splitPdf.range.backwards', { item, from, to }),
  },
};
