/**
 * Vite plugin: `virtual:blog` gives the article index (metadata only, newest first) and one lazy
 * loader per article; each `content/blog/*.md` becomes a module whose default export is its HTML,
 * rendered at build time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parsePost, sortPosts } from './blogLoader';

const VIRTUAL = 'virtual:blog';
const RESOLVED = '\0virtual:blog';

export function blogPlugin(dir = resolve(import.meta.dirname, '../content/blog')): Plugin {
  const files = () => readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => join(dir, f));
  return {
    name: 'filesmith-blog',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id === RESOLVED) {
        const entries = files().map((file) => {
          this.addWatchFile(file);
          return { file, meta: parsePost(readFileSync(file, 'utf8'), file).meta };
        });
        const slugs = new Set<string>();
        for (const { meta, file } of entries) {
          if (slugs.has(meta.slug)) throw new Error(`${file}: duplicate slug ${meta.slug}`);
          slugs.add(meta.slug);
        }
        const sorted = sortPosts(entries.map((e) => ({ ...e, publishDate: e.meta.publishDate })));
        const loaders = sorted.map((e) => `${JSON.stringify(e.meta.slug)}: () => import(${JSON.stringify(e.file)})`);
        return [
          `export const posts = ${JSON.stringify(sorted.map((e) => e.meta))};`,
          `export const loaders = {${loaders.join(',\n')}};`,
        ].join('\n');
      }
      if (id.startsWith(dir) && id.endsWith('.md')) {
        return `export default ${JSON.stringify(parsePost(readFileSync(id, 'utf8'), id).html)};`;
      }
      return undefined;
    },
  };
}
