import { t } from '../../i18n/messages';

/** The blog article this tool links to, in the page's language (read at render). */
export const guide = () => ({
  slug: 'how-to-split-a-pdf',
  title: t('splitPdf.guide.title'),
  text: t('splitPdf.guide.text'),
});
