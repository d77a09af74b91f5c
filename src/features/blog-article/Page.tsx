import { Suspense, use } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PostMeta, PostSummary } from '../../../scripts/blogLoader';
import { SOURCE_LOCALE } from '../../i18n/locales';
import { activeLocale, t } from '../../i18n/messages';
import { Seo } from '../../ui/Seo';
import { categoryKey, formatPostDate, readMinutes } from '../../lib/postDate';
import { AdSlot } from '../../ui/AdSlot';
import { BlogToolsCta } from '../../ui/BlogToolsCta';
import { PostCard, type PostLabels } from '../../ui/PostCard';
import { ArticleBody, ArticleLoadFailed, bodyOf } from './ArticleBody';
import { articleSource, hasArticle, isEnglishOnly, languagesOf } from './articleSource';
import { blogPosting } from './postJsonLd';
import { ShareButton } from './ShareButton';

type PageData = { post: PostMeta; related: PostSummary[] };

const categoryLabel = (category: string) => t(`blogArticle.category.${categoryKey(category)}`);
const labels: PostLabels = { readTime: (minutes) => t('blogArticle.readTime', { minutes }), category: categoryLabel };

/**
 * One promise per article's page data (its metadata and related articles: a small chunk of its
 * own, so an article's first load does not carry every article's), kept for the page's life as
 * `use()` needs. A chunk that fails to load resolves to null, as the body does (ArticleBody).
 */
const pageData = new Map<string, Promise<PageData | null>>();
function pageDataOf(slug: string): Promise<PageData | null> {
  const source = articleSource(slug);
  let data = pageData.get(source.key);
  if (!data) {
    data = source.modules.post().then(
      ({ post, related }) => ({ post, related }),
      () => null,
    );
    pageData.set(source.key, data);
  }
  return data;
}

/** /blog/:slug: the article, or the spec's 'Blog Post Not Found'. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  return hasArticle(slug) ? <LoadedArticle key={slug} slug={slug} /> : <PostNotFound slug={slug} />;
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
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('blogArticle.back')}
  </Link>
);

function Article({ post, related }: PageData) {
  // An article not translated into the page's language is shown in English, marked as such.
  const englishOnly = isEnglishOnly(post.slug);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Seo
        title={post.seoTitle}
        description={post.seoDescription}
        keywords={post.keywords}
        path={`/blog/${post.slug}`}
        languages={languagesOf(post.slug)}
        contentLang={englishOnly ? SOURCE_LOCALE.tag : undefined}
        breadcrumbs={[
          { name: t('nav.home'), url: '/' },
          { name: t('nav.blog'), url: '/blog' },
          { name: post.title, url: `/blog/${post.slug}` },
        ]}
        jsonLd={[blogPosting(post, articleSource(post.slug).translated ? activeLocale() : SOURCE_LOCALE)]}
      />
      <div className="mb-6 flex items-center justify-between gap-4">
        <BackLink />
        <ShareButton title={post.title} text={post.excerpt} />
      </div>
      {englishOnly && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" data-testid="english-only">
          {t('blogArticle.englishOnly')}
        </p>
      )}
      <article>
        <header>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
            <time dateTime={post.publishDate}>{formatPostDate(post.publishDate, activeLocale().tag)}</time>
            <span aria-hidden="true">·</span>
            <span>{labels.readTime(readMinutes(post.readTime))}</span>
            <span aria-hidden="true">·</span>
            <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800">{categoryLabel(post.category)}</span>
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" lang={englishOnly ? SOURCE_LOCALE.tag : undefined}>
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-slate-600" lang={englishOnly ? SOURCE_LOCALE.tag : undefined}>
            {post.excerpt}
          </p>
        </header>
        <div className="my-8">
          <AdSlot slot="blog-article-top" />
        </div>
        <Suspense fallback={<p className="py-20 text-center text-slate-500">{t('blogArticle.loading')}</p>}>
          <ArticleBody slug={post.slug} lang={englishOnly ? SOURCE_LOCALE.tag : undefined} />
        </Suspense>
        <footer className="mt-10">
          <ul className="flex flex-wrap gap-2" aria-label={t('blogArticle.tags')}>
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700" lang={englishOnly ? SOURCE_LOCALE.tag : undefined}>
                #{tag}
              </li>
            ))}
          </ul>
        </footer>
      </article>
      <div className="my-10">
        <AdSlot slot="blog-article-bottom" />
      </div>
      <BlogToolsCta title={t('blogArticle.cta')} />
      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="mt-12">
          <h2 id="related-articles" className="section-title">
            {t('blogArticle.related')}
          </h2>
          {/* A translation's related articles are in its language where they are translated; an English-only article's are English. */}
          <ul className="grid gap-6 md:grid-cols-3">
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} labels={labels} lang={englishOnly || isEnglishOnly(p.slug) ? SOURCE_LOCALE.tag : undefined} headingLevel={3} />
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
      <Seo title={t('blogArticle.notFound.title')} description={t('blogArticle.notFound.text')} path={`/blog/${slug}`} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">{t('blogArticle.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('blogArticle.notFound.text')}</p>
      <p className="mt-8">
        <Link to="/blog" className="btn-primary">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('blogArticle.back')}
        </Link>
      </p>
    </div>
  );
}
