import { t } from '../../i18n/messages';

/** The blog article this tool links to, in the page's language (read at render). */
export const guide = () => ({
  slug: 'convert-pdf-pages-to-jpg-or-png',
  title: t('pdfToJpg.guide.title'),
  text: t('pdfToJpg.guide.text'),
});
