import { Link, useSearchParams } from 'react-router-dom';
import { posts } from 'virtual:blog';
import { site } from '../../../content/site';
import { useHydrated } from '../../lib/useHydrated';
import { AdSlot } from '../../ui/AdSlot';
import { BlogToolsCta } from '../../ui/BlogToolsCta';
import { ContentPage } from '../../ui/ContentPage';
import { PostCard } from '../../ui/PostCard';
import { categoriesOf, categoryHref, filterPosts } from './categoryFilter';

const CATEGORIES = categoriesOf(posts);

const badgeClass = (active: boolean) =>
  `inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors ${
    active ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-400 hover:text-indigo-700'
  }`;

/** /blog: every article newest first, filtered by the ?category= of the address. */
export default function BlogPage() {
  const [params] = useSearchParams();
  // The prerendered /blog has no query: the filter applies once hydrated, so the markup matches.
  const hydrated = useHydrated();
  const requested = hydrated ? params.get('category') : null;
  const active = CATEGORIES.some((c) => c.name === requested) ? requested : null;
  const shown = filterPosts(posts, active);
  return (
    <ContentPage
      meta={{
        title: 'Blog: File Compression Guides and Tips',
        description: `Practical, accurate articles on compressing PDFs, images and videos, file formats, metadata privacy and archiving, from the ${site.name} team.`,
        keywords: ['file compression blog', 'image compression tips', 'pdf compression guide', 'video compression guide'],
        path: '/blog',
      }}
      heading={`${site.name} Blog`}
      lead="How compression really works, which settings to pick, and how to keep your files private."
    >
      <link rel="alternate" type="application/rss+xml" title={`${site.name} Blog`} href="/blog/rss.xml" />
      <nav aria-label="Blog categories" className="mb-8">
        <ul className="flex flex-wrap justify-center gap-2">
          <li>
            <Link to={categoryHref(null)} className={badgeClass(!active)} aria-current={!active ? 'page' : undefined}>
              All Posts <span>({posts.length})</span>
            </Link>
          </li>
          {CATEGORIES.map((c) => (
            <li key={c.name}>
              <Link to={categoryHref(c.name)} className={badgeClass(active === c.name)} aria-current={active === c.name ? 'page' : undefined}>
                {c.name} <span>({c.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sr-only" aria-live="polite">
        {active ? `Showing ${shown.length} articles in ${active}` : `Showing all ${shown.length} articles`}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
        {shown.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div className="my-10">
        <AdSlot slot="blog-list" />
      </div>
      <BlogToolsCta />
      <p className="mt-6 text-center text-sm">
        <a href="/blog/rss.xml" className="link">
          Subscribe via RSS
        </a>
      </p>
    </ContentPage>
  );
}
