import { t } from '../../i18n/messages';

/** The blog article this tool links to (content/blog/how-to-password-protect-a-pdf.md, which covers removing one too), read at render. */
export const guide = () => ({
  slug: 'how-to-password-protect-a-pdf',
  title: t('unlockPdf.guide.title'),
  text: t('unlockPdf.guide.text'),
});
