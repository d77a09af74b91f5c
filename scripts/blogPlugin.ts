/**
 * Vite plugin: `virtual:blog` gives the article index (metadata only, newest first) and one lazy
 * loader per article; each `content/blog/*.md` becomes a module whose default export is its HTML,
 * rendered at build time. The SSR build also writes the index as posts.json beside its bundle,
 * for scripts/prerender.mjs (RSS feed), which deletes that folder when done.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parsePost, sortPosts, type PostMeta } from './blogLoader';

const VIRTUAL = 'virtual:blog';
const RESOLVED = '\0virtual:blog';

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
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id === RESOLVED) {
        const index = readIndex(dir);
        for (const { file } of index) this.addWatchFile(file);
        const loaders = index.map((e) => `${JSON.stringify(e.meta.slug)}: () => import(${JSON.stringify(e.file)})`);
        return [
          `export const posts = ${JSON.stringify(index.map((e) => e.meta))};`,
          `export const loaders = {${loaders.join(',\n')}};`,
        ].join('\n');
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
