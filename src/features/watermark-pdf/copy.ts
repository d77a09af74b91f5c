import { t } from '../../i18n/messages';

/** The blog article this tool links to, in the page's language (read at render). */
export const guide = () => ({
  slug: 'how-to-watermark-a-pdf',
  title: t('watermarkPdf.guide.title'),
  text: t('watermarkPdf.guide.text'),
});
