/**
 * `vite preview` falls back to index.html for unknown paths (SPA mode), which would hydrate the
 * home page's HTML on a 404 route. Like a static host, answer unknown paths with the nearest
 * 404.html up the path (dist/ja/404.html for /ja/..., as Cloudflare Pages does; dist/404.html
 * otherwise) and status 404 instead; known pages are `<route>.html` files.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The 404.html of the deepest folder above `path` that has one. */
function nearestNotFound(dist: string, path: string): string {
  const folders = path.split('/').slice(1, -1);
  for (let depth = folders.length; depth > 0; depth--) {
    const file = join(dist, ...folders.slice(0, depth), '404.html');
    if (existsSync(file)) return file;
  }
  return join(dist, '404.html');
}

export function previewNotFound(): Plugin {
  return {
    name: 'filesmith-preview-404',
    configurePreviewServer(server) {
      const dist = server.config.build.outDir;
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]).replace(/\/+$/, '') || '/';
        const file = join(dist, path);
        const known =
          path === '/' ||
          (existsSync(file) && statSync(file).isFile()) ||
          existsSync(`${file}.html`) ||
          existsSync(join(file, 'index.html'));
        if (known || !(req.headers.accept ?? '').includes('text/html')) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(nearestNotFound(dist, path)));
      });
    },
  };
}
