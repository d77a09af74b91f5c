import { Link } from 'react-router-dom';
import { ARTICLE } from './copy';

/** The tool's long-form guide on the blog. */
export function ArticleLink() {
  return (
    <section className="card">
      <h2 className="section-title">Learn more</h2>
      <p className="text-slate-700">
        <Link className="link" to={`/blog/${ARTICLE.slug}`}>
          {ARTICLE.title}
        </Link>
        : {ARTICLE.summary}
      </p>
    </section>
  );
}
