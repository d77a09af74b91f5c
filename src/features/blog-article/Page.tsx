import { Suspense, use } from 'react';
import { Link, useParams } from 'react-router-dom';
import { articles } from 'virtual:blog-articles';
import type { PostMeta, PostSummary } from '../../../scripts/blogLoader';
import { Seo } from '../../ui/Seo';
import { formatPostDate } from '../../lib/postDate';
import { AdSlot } from '../../ui/AdSlot';
import { BlogToolsCta } from '../../ui/BlogToolsCta';
import { PostCard } from '../../ui/PostCard';
import { ArticleBody, ArticleLoadFailed, bodyOf } from './ArticleBody';
import { blogPosting } from './postJsonLd';
import { ShareButton } from './ShareButton';

type PageData = { post: PostMeta; related: PostSummary[] };

/**
 * One promise per article's page data (its metadata and related articles: a small chunk of its
 * own, so an article's first load does not carry every article's), kept for the page's life as
 * `use()` needs. A chunk that fails to load resolves to null, as the body does (ArticleBody).
 */
const pageData = new Map<string, Promise<PageData | null>>();
function pageDataOf(slug: string): Promise<PageData | null> {
  let data = pageData.get(slug);
  if (!data) {
    data = articles[slug].post().then(
      ({ post, related }) => ({ post, related }),
      () => null,
    );
    pageData.set(slug, data);
  }
  return data;
}

/** /blog/:slug: the article, or the spec's 'Blog Post Not Found'. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  return Object.hasOwn(articles, slug) ? <LoadedArticle key={slug} slug={slug} /> : <PostNotFound slug={slug} />;
}

/**
 * No state hook here: a re-render of the article right after hydration would reach the body's
 * Suspense boundary while it may still wait to hydrate, and React would render it afresh, losing
 * the prerendered body if its chunk failed to load.
 */
function LoadedArticle({ slug }: { slug: string }) {
  // The body is fetched alongside the page data, not after it.
  void bodyOf(slug);
  const data = use(pageDataOf(slug));
  return data ? <Article post={data.post} related={data.related} /> : <PageDataFailed />;
}

/**
 * The page data failed to load (offline, a new deploy): say so, with a way back. (While hydrating,
 * the article cannot be drawn without it: this replaces the prerendered one, and links keep working.)
 */
function PageDataFailed() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="mb-6">
        <BackLink />
      </div>
      <ArticleLoadFailed />
    </div>
  );
}

const BackLink = () => (
  <Link to="/blog" className="link inline-flex items-center gap-1">
    <span aria-hidden="true">←</span> Back to Blog
  </Link>
);

function Article({ post, related }: PageData) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Seo
        title={post.seoTitle}
        description={post.seoDescription}
        keywords={post.keywords}
        path={`/blog/${post.slug}`}
        breadcrumbs={[
          { name: 'Home', url: '/' },
          { name: 'Blog', url: '/blog' },
          { name: post.title, url: `/blog/${post.slug}` },
        ]}
        jsonLd={[blogPosting(post)]}
      />
      <div className="mb-6 flex items-center justify-between gap-4">
        <BackLink />
        <ShareButton title={post.title} text={post.excerpt} />
      </div>
      <article>
        <header>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
            <time dateTime={post.publishDate}>{formatPostDate(post.publishDate)}</time>
            <span aria-hidden="true">·</span>
            <span>{post.readTime}</span>
            <span aria-hidden="true">·</span>
            <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800">{post.category}</span>
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-600">{post.excerpt}</p>
        </header>
        <div className="my-8">
          <AdSlot slot="blog-article-top" />
        </div>
        <Suspense fallback={<p className="py-20 text-center text-slate-500">Loading article…</p>}>
          <ArticleBody slug={post.slug} />
        </Suspense>
        <footer className="mt-10">
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        </footer>
      </article>
      <div className="my-10">
        <AdSlot slot="blog-article-bottom" />
      </div>
      <BlogToolsCta title="Try our free compression tools" />
      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="mt-12">
          <h2 id="related-articles" className="section-title">
            Related Articles
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PostNotFound({ slug }: { slug: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Seo title="Blog Post Not Found" description="The blog post you're looking for doesn't exist." path={`/blog/${slug}`} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">Blog Post Not Found</h1>
      <p className="mt-3 text-slate-600">The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <p className="mt-8">
        <Link to="/blog" className="btn-primary">
          <span aria-hidden="true">←</span> Back to Blog
        </Link>
      </p>
    </div>
  );
}
