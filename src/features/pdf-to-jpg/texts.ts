/** Every toast and check of /pdf-to-jpg, read in the page's language when shown (never at module level). */
import { t } from '../../i18n/messages';
import type { RangeWords } from '../../lib/pageRanges';
import { tool } from '../../toolPages/pdf-to-jpg';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';

export const texts = pagesToolTexts({
  tool,
  failureText: () => t('pdfToJpg.toast.failure'),
  action: () => t('pdfToJpg.toast.action'),
  outputs: () => t('pdfToJpg.toast.outputs'),
});

/** What a page-range error says (the range reader's English, from the catalog). */
export const rangeWords: RangeWords = {
  empty: () => t('pdfToJpg.range.empty'),
  notRange: (item) => t('pdfToJpg.range.notRange', { item }),
  fromOne: () => t('pdfToJpg.range.fromOne'),
  noSuchPage: (page, total) => t('pdfToJpg.range.noSuchPage', { page, total }),
  backwards: (item, from, to) => t('pdfToJpg.range.backwards', { item, from, to }),
};
