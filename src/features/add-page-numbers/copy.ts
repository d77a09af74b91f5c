import { t } from '../../i18n/messages';

/** The blog article this tool links to, in the page's language (read at render). */
export const guide = () => ({
  slug: 'how-to-add-page-numbers-to-a-pdf',
  title: t('addPageNumbers.guide.title'),
  text: t('addPageNumbers.guide.text'),
});
