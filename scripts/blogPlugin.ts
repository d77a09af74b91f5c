/**
 * Vite plugin: `virtual:blog` gives the article list (what a teaser card draws, newest first), for
 * /blog, and per language a lazy module of its translated articles' teasers (`virtual:blog/<code>`). `virtual:blog-articles` gives, per article, two lazy loaders: its page data (all its
 * metadata and its related articles' teasers, a small module `<slug>.post`) and its body (each
 * `content/blog/*.md` becomes a module whose default export is its HTML, rendered at build time).
 * So an article's first load carries its own metadata, not every article's. The SSR build also
 * writes the full index as posts.json beside its bundle, for scripts/prerender.mjs (RSS feed),
 * which deletes that folder when done.
 *
 * Translations: `content/blog/<code>/<slug>.md` is the article `<slug>` in that language (its
 * words in the front matter and body; id, category and date are the English article's). Both
 * virtual modules list them per language (`translatedSlugs`); `virtual:blog-articles` gives each
 * language's loaders as a lazy module of its own (`virtual:blog-articles/<code>`, loaders as the
 * English ones), so /<code>/blog/<slug> shows the translation where there is one, and the English
 * article with a note in the reader's language where there is none.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { liveLocales } from '../src/i18n/locales';
import { parsePost, parseTranslation, relatedPosts, sortPosts, summaryOf, type PostMeta } from './blogLoader';

const VIRTUAL = 'virtual:blog';
const RESOLVED = '\0virtual:blog';
/** One language's teasers of its translated articles: `virtual:blog/<code>`, loaded only by /<code>/blog. */
const LANGUAGE_LIST = `${VIRTUAL}/`;
const RESOLVED_LANGUAGE_LIST = `${RESOLVED}/`;
const ARTICLES = 'virtual:blog-articles';
const RESOLVED_ARTICLES = '\0virtual:blog-articles';
/** One language's translated articles' loaders: `virtual:blog-articles/<code>`, loaded only by a page in that language. */
const LANGUAGE_ARTICLES = `${ARTICLES}/`;
const RESOLVED_LANGUAGE_ARTICLES = `${RESOLVED_ARTICLES}/`;
/** An article's page data: `virtual:blog-post/<file name>`, loaded as `content/blog/<file name>.post.js` (a chunk `<slug>.post-<hash>.js`). */
const POST = 'virtual:blog-post/';
const POST_SUFFIX = '.post.js';

/** Parsed articles by path, valid while the file's mtime is unchanged (the index and each page both need them). */
const parsed = new Map<string, { mtimeMs: number; post: ReturnType<typeof parsePost> }>();
function parseFile(file: string): ReturnType<typeof parsePost> {
  const { mtimeMs } = statSync(file);
  const hit = parsed.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.post;
  const post = parsePost(readFileSync(file, 'utf8'), file);
  parsed.set(file, { mtimeMs, post });
  return post;
}

/** Reads every article's metadata, newest first; throws on a broken file or a duplicate slug. */
export function readIndex(dir: string): { file: string; meta: PostMeta }[] {
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f))
    .map((file) => ({ file, meta: parseFile(file).meta }));
  const slugs = new Set<string>();
  for (const { meta, file } of entries) {
    if (slugs.has(meta.slug)) throw new Error(`${file}: duplicate slug ${meta.slug}`);
    slugs.add(meta.slug);
  }
  return sortPosts(entries.map((e) => ({ ...e, publishDate: e.meta.publishDate }))).map(({ file, meta }) => ({ file, meta }));
}

/** A language folder under content/blog/: a locale code as the site's paths write them. */
const LANGUAGE_DIR = /^[a-z]{2,3}(?:-[a-z]{2})?$/;

export interface Translation {
  code: string;
  file: string;
  meta: PostMeta;
  html: string;
}

/** Every translated article, by language folder; throws on one whose slug has no English article. */
export function readTranslations(dir: string, index = readIndex(dir)): Translation[] {
  const english = new Map(index.map((e) => [e.meta.slug, e.meta]));
  const codes = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && LANGUAGE_DIR.test(d.name)).map((d) => d.name).sort();
  return codes.flatMap((code) =>
    readdirSync(join(dir, code))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => {
        const file = join(dir, code, f);
        const source = english.get(basename(f, '.md'));
        if (!source) throw new Error(`${file}: no English article has the slug ${basename(f, '.md')}`);
        return { code, file, ...parseTranslation(readFileSync(file, 'utf8'), file, source) };
      }),
  );
}

/** `{ code: { slug: value } }` of the translations. */
const byLanguage = <T,>(translations: Translation[], value: (t: Translation) => T) => {
  const out: Record<string, Record<string, T>> = {};
  for (const t of translations) (out[t.code] ??= {})[t.meta.slug] = value(t);
  return out;
};

/**
 * `served`: the languages whose translations the site serves (the live ones). Every translation is
 * parsed, so a broken one fails the build, but only the served ones are built into pages and
 * chunks: a language not live yet adds nothing to the build or the service worker's precache.
 */
export function blogPlugin(dir = resolve(import.meta.dirname, '../content/blog'), served: readonly string[] = liveLocales.map((l) => l.code)): Plugin {
  let ssr = false;
  return {
    name: 'filesmith-blog',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED;
      if (id === ARTICLES) return RESOLVED_ARTICLES;
      if (id.startsWith(LANGUAGE_LIST)) return `${RESOLVED_LANGUAGE_LIST}${id.slice(LANGUAGE_LIST.length)}`;
      if (id.startsWith(LANGUAGE_ARTICLES)) return `${RESOLVED_LANGUAGE_ARTICLES}${id.slice(LANGUAGE_ARTICLES.length)}`;
      if (id.startsWith(POST)) return join(dir, `${id.slice(POST.length)}${POST_SUFFIX}`);
      return undefined;
    },
    load(id) {
      if (id === RESOLVED || id === RESOLVED_ARTICLES || id.startsWith(RESOLVED_LANGUAGE_ARTICLES) || id.startsWith(RESOLVED_LANGUAGE_LIST)) {
        const index = readIndex(dir);
        const all = readTranslations(dir, index);
        for (const { file } of [...index, ...all]) this.addWatchFile(file);
        const translations = all.filter((t) => served.includes(t.code));
        if (id.startsWith(RESOLVED_LANGUAGE_LIST)) {
          const code = id.slice(RESOLVED_LANGUAGE_LIST.length);
          const own = translations.filter((t) => t.code === code).map((t) => [t.meta.slug, summaryOf(t.meta)]);
          return `export const posts = ${JSON.stringify(Object.fromEntries(own))};`;
        }
        if (id === RESOLVED) {
          const slugs = byLanguage(translations, () => true);
          const translatedSlugs = Object.fromEntries(Object.entries(slugs).map(([code, bySlug]) => [code, Object.keys(bySlug)]));
          const lists = Object.keys(slugs).map((code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(`${LANGUAGE_LIST}${code}`)})`);
          return [
            `export const posts = ${JSON.stringify(index.map((e) => summaryOf(e.meta)))};`,
            `export const translatedSlugs = ${JSON.stringify(translatedSlugs)};`,
            `export const translatedPosts = {${lists.join(',\n')}};`,
          ].join('\n');
        }
        const loaders = (file: string, post: string) => `{ post: () => import(${JSON.stringify(post)}), body: () => import(${JSON.stringify(file)}) }`;
        if (id.startsWith(RESOLVED_LANGUAGE_ARTICLES)) {
          const code = id.slice(RESOLVED_LANGUAGE_ARTICLES.length);
          const own = translations.filter((t) => t.code === code).map((t) => `${JSON.stringify(t.meta.slug)}: ${loaders(t.file, `${POST}${code}/${basename(t.file, '.md')}`)}`);
          return `export const articles = {${own.join(',\n')}};`;
        }
        const articles = index.map(({ file, meta }) => `${JSON.stringify(meta.slug)}: ${loaders(file, `${POST}${basename(file, '.md')}`)}`);
        // A language's loaders are a module of their own: a page carries its own language's only.
        const slugs = Object.entries(byLanguage(translations, () => true)).map(([code, bySlug]) => [code, Object.keys(bySlug)] as const);
        const languages = slugs.map(([code]) => `${JSON.stringify(code)}: () => import(${JSON.stringify(`${LANGUAGE_ARTICLES}${code}`)})`);
        return [
          `export const articles = {${articles.join(',\n')}};`,
          `export const translatedSlugs = ${JSON.stringify(Object.fromEntries(slugs))};`,
          `export const translations = {${languages.join(',\n')}};`,
        ].join('\n');
      }
      if (id.startsWith(dir) && id.endsWith(POST_SUFFIX)) {
        const file = `${id.slice(0, -POST_SUFFIX.length)}.md`;
        const index = readIndex(dir);
        const translations = readTranslations(dir, index);
        for (const entry of [...index, ...translations]) this.addWatchFile(entry.file);
        const translation = translations.find((t) => t.file === file);
        const english = index.find((e) => e.file === file)?.meta ?? index.find((e) => e.meta.slug === translation?.meta.slug)?.meta;
        if (!english) throw new Error(`${file}: no such article`);
        // A translation's related articles: the English ones, each in that language where it has been translated.
        const inLanguage = new Map(translations.filter((t) => t.code === translation?.code).map((t) => [t.meta.slug, t.meta]));
        const related = relatedPosts(index.map((e) => e.meta), english).map((p) => summaryOf(inLanguage.get(p.slug) ?? p));
        return `export const post = ${JSON.stringify(translation?.meta ?? english)};\nexport const related = ${JSON.stringify(related)};`;
      }
      if (id.startsWith(dir) && id.endsWith('.md')) {
        if (dirname(id) === dir) return `export default ${JSON.stringify(parseFile(id).html)};`;
        const translation = readTranslations(dir).find((t) => t.file === id);
        if (!translation) throw new Error(`${id}: not an article or a translation of one`);
        return `export default ${JSON.stringify(translation.html)};`;
      }
      return undefined;
    },
    generateBundle() {
      if (!ssr) return;
      const posts = readIndex(dir).map((e) => e.meta);
      this.emitFile({ type: 'asset', fileName: 'posts.json', source: JSON.stringify(posts) });
    },
  };
}
