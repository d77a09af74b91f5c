/**
 * Vite plugin: `virtual:blog` gives the article list (what a teaser card draws, newest first), for
 * /blog. `virtual:blog-articles` gives, per article, two lazy loaders: its page data (all its
 * metadata and its related articles' teasers, a small module `<slug>.post`) and its body (each
 * `content/blog/*.md` becomes a module whose default export is its HTML, rendered at build time).
 * So an article's first load carries its own metadata, not every article's. The SSR build also
 * writes the full index as posts.json beside its bundle, for scripts/prerender.mjs (RSS feed),
 * which deletes that folder when done.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parsePost, relatedPosts, sortPosts, summaryOf, type PostMeta } from './blogLoader';

const VIRTUAL = 'virtual:blog';
const RESOLVED = '\0virtual:blog';
const ARTICLES = 'virtual:blog-articles';
const RESOLVED_ARTICLES = '\0virtual:blog-articles';
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

export function blogPlugin(dir = resolve(import.meta.dirname, '../content/blog')): Plugin {
  let ssr = false;
  return {
    name: 'filesmith-blog',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED;
      if (id === ARTICLES) return RESOLVED_ARTICLES;
      if (id.startsWith(POST)) return join(dir, `${id.slice(POST.length)}${POST_SUFFIX}`);
      return undefined;
    },
    load(id) {
      if (id === RESOLVED || id === RESOLVED_ARTICLES) {
        const index = readIndex(dir);
        for (const { file } of index) this.addWatchFile(file);
        if (id === RESOLVED) return `export const posts = ${JSON.stringify(index.map((e) => summaryOf(e.meta)))};`;
        const articles = index.map(({ file, meta }) => {
          const post = `${POST}${basename(file, '.md')}`;
          return `${JSON.stringify(meta.slug)}: { post: () => import(${JSON.stringify(post)}), body: () => import(${JSON.stringify(file)}) }`;
        });
        return `export const articles = {${articles.join(',\n')}};`;
      }
      if (id.startsWith(dir) && id.endsWith(POST_SUFFIX)) {
        const file = `${id.slice(0, -POST_SUFFIX.length)}.md`;
        const index = readIndex(dir);
        for (const entry of index) this.addWatchFile(entry.file);
        const post = index.find((e) => e.file === file)?.meta;
        if (!post) throw new Error(`${file}: no such article`);
        const related = relatedPosts(index.map((e) => e.meta), post).map(summaryOf);
        return `export const post = ${JSON.stringify(post)};\nexport const related = ${JSON.stringify(related)};`;
      }
      if (id.startsWith(dir) && id.endsWith('.md')) {
        return `export default ${JSON.stringify(parseFile(id).html)};`;
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
