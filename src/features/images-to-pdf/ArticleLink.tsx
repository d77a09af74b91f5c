import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { article } from './copy';

/** The tool's long-form guide on the blog. */
export function ArticleLink() {
  const ARTICLE = article();
  return (
    <section className="card">
      <h2 className="section-title">{t('imagesToPdf.article.heading')}</h2>
      <p className="text-slate-700">
        <Link className="link" to={`/blog/${ARTICLE.slug}`}>
          {ARTICLE.title}
        </Link>
        {t('imagesToPdf.article.separator', { summary: ARTICLE.summary })}
      </p>
    </section>
  );
}
