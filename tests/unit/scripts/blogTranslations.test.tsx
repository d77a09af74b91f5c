/**
 * Translated articles: content/blog/<code>/<slug>.md is the article <slug> in that language. The
 * blog plugin lists them per language and serves them as it serves English ones; an article page
 * in a language shows its translation, or the English article with a note in the reader's
 * language; hreflang names only the languages an article exists in.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { posts } from 'virtual:blog';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../../../content/site';
import { summaryOf } from '../../../scripts/blogLoader';
import { blogPlugin, readIndex, readTranslations } from '../../../scripts/blogPlugin';
import { loadCatalogs } from '../../../src/i18n/catalogs';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from '../../../src/i18n/locales';
import { activateLocale } from '../../../src/i18n/messages';
import BlogArticlePage from '../../../src/features/blog-article/Page';
import { categoryKey } from '../../../src/lib/postDate';
import { languageLinks } from '../../../src/ui/Seo';

const article = (front: Record<string, string>, body: string) => `---\n${Object.entries(front).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n\n${body}`;
const ENGLISH = { id: '1', title: 'Old', slug: 'old', excerpt: 'An excerpt.', category: 'PDF Compression', tags: '[One, Two]', publishDate: '2024-01-01', seoTitle: 'SEO', seoDescription: 'Desc', keywords: '[a, b]' };
const SPANISH = { title: 'Viejo', excerpt: 'Un extracto.', seoTitle: 'SEO es', seoDescription: 'Descripción', keywords: '[c, d]' };

function blogDir() {
  const dir = mkdtempSync(join(tmpdir(), 'blog-i18n-'));
  writeFileSync(join(dir, 'old.md'), article(ENGLISH, '## English\n\nText.\n'));
  writeFileSync(join(dir, 'new.md'), article({ ...ENGLISH, id: '2', slug: 'new', title: 'New', publishDate: '2025-01-01' }, 'Text.\n'));
  mkdirSync(join(dir, 'es'));
  writeFileSync(join(dir, 'es', 'old.md'), article(SPANISH, '## Español\n\nTexto.\n'));
  return dir;
}

describe('translated articles in the blog plugin', () => {
  const dir = blogDir();
  const plugin = blogPlugin(dir, ['es']);
  const context = { addWatchFile: () => undefined };
  const resolveId = (id: string) => (plugin.resolveId as unknown as (id: string) => string | undefined)(id);
  const load = (id: string) => (plugin.load as unknown as (this: typeof context, id: string) => string | undefined).call(context, resolveId(id) ?? id);
  /** A module's exported data (its loaders, which are code, are left out). */
  const exported = (code: string) => Object.fromEntries([...code.matchAll(/export const (\w+) = (.*);$/gm)].filter((m) => !m[2].includes('import(')).map((m) => [m[1], JSON.parse(m[2])]));

  it('a translation carries its own words over the English article’s id, category and date', () => {
    const [es] = readTranslations(dir);
    const english = readIndex(dir).find((e) => e.meta.slug === 'old')!.meta;
    expect(es.code).toBe('es');
    expect(es.meta).toEqual({ ...english, title: 'Viejo', excerpt: 'Un extracto.', seoTitle: 'SEO es', seoDescription: 'Descripción', keywords: ['c', 'd'] });
    expect(es.html).toContain('<h2>Español</h2>');
  });

  it('refuses a translation of no English article, or one missing its words', () => {
    const orphan = blogDir();
    writeFileSync(join(orphan, 'es', 'gone.md'), article(SPANISH, 'Texto.\n'));
    expect(() => readTranslations(orphan)).toThrow(`${join(orphan, 'es', 'gone.md')}: no English article has the slug gone`);
    const partial = blogDir();
    writeFileSync(join(partial, 'es', 'new.md'), article({ title: 'Nuevo' }, 'Texto.\n'));
    expect(() => readTranslations(partial)).toThrow(/es\/new\.md: front matter is missing excerpt, seoTitle, seoDescription, keywords/);
  });

  it('virtual:blog lists the translated slugs per language; the English list is unchanged', () => {
    const { posts: list, translatedSlugs } = exported(load('virtual:blog')!);
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(['new', 'old']);
    expect(translatedSlugs).toEqual({ es: ['old'] });
    // The blog list in Spanish draws its translated article's teaser, from a small module of its own.
    expect(load('virtual:blog')).toContain('export const translatedPosts = {"es": () => import("virtual:blog/es")};');
    const { posts: spanish } = exported(load('virtual:blog/es')!);
    expect(spanish).toEqual({ old: summaryOf(readTranslations(dir)[0].meta) });
    expect(spanish.old.title).toBe('Viejo');
    expect(exported(load('virtual:blog/de')!).posts).toEqual({});
  });

  it('virtual:blog-articles: a translation’s page data and body load lazily like an English article’s', () => {
    const code = load('virtual:blog-articles')!;
    // Which articles are translated is data; each language's loaders are a lazy module of their own.
    expect(code).toContain('export const translatedSlugs = {"es":["old"]};');
    expect(code).toContain('export const translations = {"es": () => import("virtual:blog-articles/es")};');
    expect(code).not.toContain('es/old');
    expect(load('virtual:blog-articles/es')).toBe(
      `export const articles = {"old": { post: () => import("virtual:blog-post/es/old"), body: () => import(${JSON.stringify(join(dir, 'es', 'old.md'))}) }};`,
    );
    expect(load('virtual:blog-articles/de')).toBe('export const articles = {};');
    expect(resolveId('virtual:blog-post/es/old')).toBe(join(dir, 'es', 'old.post.js'));
    const { post, related } = exported(load(join(dir, 'es', 'old.post.js'))!);
    expect(post.title).toBe('Viejo');
    // Its related article has no Spanish translation: its English teaser.
    expect(related).toEqual([summaryOf(readIndex(dir).find((e) => e.meta.slug === 'new')!.meta)]);
    expect(load(join(dir, 'es', 'old.md'))).toContain('Español');
    // The English article's page data relates the Spanish one's English teaser, as before.
    expect(exported(load(join(dir, 'new.post.js'))!).related[0].title).toBe('Old');
  });

  it('builds no page or chunk of a language that is not served (not live), though it parses it', () => {
    const unserved = blogPlugin(dir, []);
    const loadFrom = (id: string) => (unserved.load as unknown as (this: typeof context, id: string) => string | undefined).call(context, (unserved.resolveId as unknown as (id: string) => string)(id));
    expect(exported(loadFrom('virtual:blog')!).translatedSlugs).toEqual({});
    expect(loadFrom('virtual:blog-articles')).toContain('export const translations = {};');
    const broken = blogDir();
    writeFileSync(join(broken, 'es', 'new.md'), article({ title: 'Nuevo' }, 'Texto.\n'));
    const brokenPlugin = blogPlugin(broken, []);
    expect(() => (brokenPlugin.load as unknown as (this: typeof context, id: string) => string | undefined).call(context, (brokenPlugin.resolveId as unknown as (id: string) => string)('virtual:blog'))).toThrow(/front matter is missing/);
  });
});

describe('hreflang and canonical of an article', () => {
  const es: Locale = { code: 'es', tag: 'es', name: 'Español', dir: 'ltr' };
  const de: Locale = { code: 'de', tag: 'de', name: 'Deutsch', dir: 'ltr' };
  const live = [SOURCE_LOCALE, es, de];

  it('names only the languages the article exists in; elsewhere the English page is canonical', () => {
    const meta = { path: '/blog/old', languages: ['en', 'es'] };
    expect(languageLinks(meta, es, live)).toEqual({
      canonical: '/es/blog/old',
      alternates: [
        { hreflang: 'en', path: '/blog/old' },
        { hreflang: 'es', path: '/es/blog/old' },
        { hreflang: 'x-default', path: '/blog/old' },
      ],
    });
    expect(languageLinks(meta, de, live).canonical).toBe('/blog/old');
    expect(languageLinks({ path: '/blog/new', languages: ['en'] }, de, live)).toEqual({ canonical: '/blog/new', alternates: [] });
    // A page without `languages` is in every live language.
    expect(languageLinks({ path: '/about' }, de, live).alternates.map((a) => a.hreflang)).toEqual(['en', 'es', 'de', 'x-default']);
  });
});

describe('an article page in a language it is not translated into', () => {
  const slug = posts[0].slug;
  const render = async (locale: Locale) => {
    activateLocale(locale);
    await loadCatalogs(locale, ['common', 'blog-article']);
    const path = `${locale === SOURCE_LOCALE ? '' : `/${locale.code}`}/blog/${slug}`;
    const { prelude } = await prerender(
      <StaticRouter location={path} basename={locale === SOURCE_LOCALE ? undefined : `/${locale.code}`}>
        <Routes>
          <Route path="/blog/:slug" element={<BlogArticlePage />} />
        </Routes>
      </StaticRouter>,
    );
    return new Response(prelude).text();
  };
  afterEach(async () => {
    activateLocale(SOURCE_LOCALE);
    await loadCatalogs(SOURCE_LOCALE, ['common', 'blog-article']);
  });

  it('shows the English article marked lang="en", with the note in the reader’s language', async () => {
    const html = await render(PSEUDO_LOCALE);
    const note = /<p[^>]*data-testid="english-only"[^>]*>([^<]*)<\/p>/.exec(html);
    expect(note).not.toBeNull();
    expect(note![1]).not.toContain('available in English only');
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>/);
    expect(html).toMatch(/<div[^>]*lang="en"[^>]*data-testid="article-body"/);
    // Canonical: the English article, as there is no translation.
    expect(html).toContain(`<link rel="canonical" href="${site.origin}/blog/${slug}"/>`);
    // Links to our pages inside the article stay in the page's language.
    const body = /data-testid="article-body"[^>]*>([\s\S]*?)<\/div>/.exec(html)![1];
    const links = [...body.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).filter((href) => !/^(https?:|#|mailto:)/.test(href));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('/qps/'))).toEqual([]);
  });

  it('in English: no note, no lang marks, the spec’s chrome', async () => {
    const html = await render(SOURCE_LOCALE);
    expect(html).not.toContain('english-only');
    expect(html).not.toContain('lang="en"');
    expect(html).toContain('Back to Blog');
    expect(html).toContain(`${posts[0].readTime}`);
    expect(html).not.toContain('href="/qps/');
  });
});

describe('category labels', () => {
  it('every shipped category has its label in the blog list’s and the article page’s catalogs, in English as written', () => {
    const catalog = (ns: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../locales/en/${ns}.json`), 'utf8')) as Record<string, string>;
    const [blog, blogArticle] = [catalog('blog'), catalog('blog-article')];
    for (const category of new Set(posts.map((p) => p.category))) {
      expect(blog[`blog.category.${categoryKey(category)}`]).toBe(category);
      expect(blogArticle[`blogArticle.category.${categoryKey(category)}`]).toBe(category);
    }
  });
});
