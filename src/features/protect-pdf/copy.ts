import { t } from '../../i18n/messages';

/** The blog article this tool links to (content/blog/how-to-password-protect-a-pdf.md), in the page's language (read at render). */
export const guide = () => ({
  slug: 'how-to-password-protect-a-pdf',
  title: t('protectPdf.guide.title'),
  text: t('protectPdf.guide.text'),
});
