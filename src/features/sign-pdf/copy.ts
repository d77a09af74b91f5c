import { t } from '../../i18n/messages';

/** The blog article this tool links to, in the page's language (read at render). */
export const guide = () => ({
  slug: 'how-to-sign-a-pdf',
  title: t('signPdf.guide.title'),
  text: t('signPdf.guide.text'),
});
