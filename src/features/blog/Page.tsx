import { use } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { posts, translatedPosts } from 'virtual:blog';
import type { PostSummary } from '../../../scripts/blogLoader';
import { site } from '../../../content/site';
import { SOURCE_LOCALE } from '../../i18n/locales';
import { activeLocale, t } from '../../i18n/messages';
import { categoryKey } from '../../lib/postDate';
import { useHydrated } from '../../lib/useHydrated';
import { AdSlot } from '../../ui/AdSlot';
import { BlogToolsCta } from '../../ui/BlogToolsCta';
import { ContentPage } from '../../ui/ContentPage';
import { PostCard, type PostLabels } from '../../ui/PostCard';
import { categoriesOf, categoryHref, filterPosts } from './categoryFilter';

const CATEGORIES = categoriesOf(posts);

/** A category's name in the page's language (the address keeps the English one). */
const categoryLabel = (category: string) => t(`blog.category.${categoryKey(category)}`);
const labels: PostLabels = { readTime: (minutes) => t('blog.readTime', { minutes }), category: categoryLabel };

const badgeClass = (active: boolean) =>
  `inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors ${
    active ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-400 hover:text-indigo-700'
  }`;

/**
 * The teasers of the articles translated into a language (a small chunk per language), kept for the
 * page's life as `use()` needs; null in English or where nothing is translated. A chunk that fails
 * to load leaves the English teasers.
 */
const teasers = new Map<string, Promise<Record<string, PostSummary>>>();
function translatedTeasers(code: string): Promise<Record<string, PostSummary>> | null {
  const load = Object.hasOwn(translatedPosts, code) ? translatedPosts[code] : undefined;
  if (!load) return null;
  let pending = teasers.get(code);
  if (!pending) {
    pending = load().then(
      (m) => m.posts,
      () => ({}),
    );
    teasers.set(code, pending);
  }
  return pending;
}

/** /blog: every article newest first, filtered by the ?category= of the address. */
export default function BlogPage() {
  const [params] = useSearchParams();
  // The prerendered /blog has no query: the filter applies once hydrated, so the markup matches.
  const hydrated = useHydrated();
  const requested = hydrated ? params.get('category') : null;
  const active = CATEGORIES.some((c) => c.name === requested) ? requested : null;
  // An article translated into the page's language is listed in it; the others in English, marked so.
  const pending = translatedTeasers(activeLocale().code);
  const translated = pending ? use(pending) : {};
  const shown = filterPosts(
    posts.map((p) => translated[p.slug] ?? p),
    active,
  );
  const inEnglish = (slug: string) => activeLocale().code !== SOURCE_LOCALE.code && !translated[slug];
  return (
    <ContentPage
      meta={{
        title: t('blog.title'),
        description: t('blog.description', { name: site.name }),
        keywords: t('blog.keywords').split(',').map((k) => k.trim()),
        path: '/blog',
      }}
      heading={t('blog.heading', { name: site.name })}
      lead={t('blog.lead')}
    >
      <link rel="alternate" type="application/rss+xml" title={t('blog.heading', { name: site.name })} href="/blog/rss.xml" />
      <nav aria-label={t('blog.categories')} className="mb-8">
        <ul className="flex flex-wrap justify-center gap-2">
          <li>
            <Link to={categoryHref(null)} className={badgeClass(!active)} aria-current={!active ? 'page' : undefined}>
              {t('blog.allPosts')} <span>({posts.length})</span>
            </Link>
          </li>
          {CATEGORIES.map((c) => (
            <li key={c.name}>
              <Link to={categoryHref(c.name)} className={badgeClass(active === c.name)} aria-current={active === c.name ? 'page' : undefined}>
                {categoryLabel(c.name)} <span>({c.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sr-only" aria-live="polite">
        {active ? t('blog.showingIn', { count: shown.length, category: categoryLabel(active) }) : t('blog.showingAll', { count: shown.length })}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
        {shown.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} labels={labels} lang={inEnglish(post.slug) ? SOURCE_LOCALE.tag : undefined} />
          </li>
        ))}
      </ul>
      <div className="my-10">
        <AdSlot slot="blog-list" />
      </div>
      <BlogToolsCta />
      <p className="mt-6 text-center text-sm">
        <a href="/blog/rss.xml" className="link">
          {t('blog.rss')}
        </a>
      </p>
    </ContentPage>
  );
}
