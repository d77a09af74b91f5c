import { Link } from 'react-router-dom';
import type { PostSummary } from '../../scripts/blogLoader';
import { activeLocale, t } from '../i18n/messages';
import { formatPostDate, readMinutes } from '../lib/postDate';

/** The words of a card that come from the page's own catalog (the blog list's, an article's). */
export interface PostLabels {
  readTime: (minutes: number) => string;
  category: (category: string) => string;
}

/** One article teaser (blog list, related articles): date, read time, title link, excerpt, category, Read More. */
export function PostCard({ post, labels, headingLevel = 2 }: { post: PostSummary; labels: PostLabels; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/blog/${post.slug}`;
  return (
    <article className="card flex h-full flex-col">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <time dateTime={post.publishDate}>{formatPostDate(post.publishDate, activeLocale().tag)}</time>
        <span aria-hidden="true">·</span>
        <span>{labels.readTime(readMinutes(post.readTime))}</span>
      </p>
      <Heading className="mt-2 text-lg font-semibold leading-snug text-slate-900">
        <Link to={href} className="hover:text-indigo-700">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-slate-600">{post.excerpt}</p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800">{labels.category(post.category)}</span>
        <Link to={href} className="link shrink-0 whitespace-nowrap text-sm" aria-label={t('post.readMoreLabel', { title: post.title })}>
          {t('post.readMore')} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
        </Link>
      </div>
    </article>
  );
}
