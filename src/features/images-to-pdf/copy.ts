import { t } from '../../i18n/messages';

/** The tool's guide on the blog (content/blog/images-to-pdf-guide.md), in the page's language (read at render). */
export const article = () => ({
  slug: 'how-to-convert-images-to-pdf',
  title: t('imagesToPdf.article.title'),
  summary: t('imagesToPdf.article.summary'),
});
