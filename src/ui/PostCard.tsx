import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PostSummary } from '../../scripts/blogLoader';
import { activeLocale, t } from '../i18n/messages';
import { formatPostDate, readMinutes } from '../lib/postDate';

/** The words of a card that come from the page's own catalog (the blog list's, an article's). */
export interface PostLabels {
  readTime: (minutes: number) => string;
  category: (category: string) => string;
}

/**
 * One article teaser (blog list, related articles): date, read time, title link, excerpt, category,
 * Read More. `lang` marks a title and excerpt written in another language than the page's (an
 * English article listed on a page in another language).
 */
export function PostCard({ post, labels, lang, headingLevel = 2 }: { post: PostSummary; labels: PostLabels; lang?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/blog/${post.slug}`;
  const id = useId();
  // The Read More link is named after its article. A title in another language than the page's
  // keeps its own lang: the name is put together from the link's words and the marked heading.
  const name = lang ? { 'aria-labelledby': `${id}-more ${id}-title` } : { 'aria-label': t('post.readMoreLabel', { title: post.title }) };
  return (
    <article className="card flex h-full flex-col">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <time dateTime={post.publishDate}>{formatPostDate(post.publishDate, activeLocale().tag)}</time>
        <span aria-hidden="true">·</span>
        <span>{labels.readTime(readMinutes(post.readTime))}</span>
      </p>
      <Heading id={`${id}-title`} className="mt-2 text-lg font-semibold leading-snug text-slate-900" lang={lang}>
        <Link to={href} className="hover:text-indigo-700">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-slate-600" lang={lang}>
        {post.excerpt}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800">{labels.category(post.category)}</span>
        <Link to={href} className="link shrink-0 whitespace-nowrap text-sm" {...name}>
          <span id={`${id}-more`}>{t('post.readMore')}</span> <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
        </Link>
      </div>
    </article>
  );
}
