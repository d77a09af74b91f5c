import { t } from '../../i18n/messages';

/** The blog article this tool links to, in the page's language (read at render). */
export const guide = () => ({
  slug: 'how-to-rotate-reorder-and-delete-pdf-pages',
  title: t('organizePdf.guide.title'),
  text: t('organizePdf.guide.text'),
});
