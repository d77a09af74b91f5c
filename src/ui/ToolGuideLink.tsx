import { Link } from 'react-router-dom';
import { t } from '../i18n/messages';

/** A tool's link to the blog article that explains it in depth. */
export function ToolGuideLink({ slug, title, text }: { slug: string; title: string; text: string }) {
  return (
    <section className="card" aria-labelledby={`guide-${slug}`}>
      <h2 id={`guide-${slug}`} className="section-title">
        {t('toolPage.learnMore')}
      </h2>
      <p className="text-slate-700">
        {text}{' '}
        <Link to={`/blog/${slug}`} className="font-medium text-indigo-700 underline hover:text-indigo-900">
          {title}
        </Link>
      </p>
    </section>
  );
}
