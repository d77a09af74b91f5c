/** Build-time entry (vite build --ssr): renders one route to HTML; scripts/prerender.mjs writes the files. */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { posts } from 'virtual:blog';
import { absoluteUrl, site } from '../../content/site';
import { App } from './App';
import { aliasPaths, routes } from './routes';

/** Every concrete path that gets its own prerendered HTML file. */
export const staticPaths: string[] = [
  ...routes.map((r) => r.path).filter((p) => !p.includes(':') && p !== '*'),
  ...posts.map((p) => `/blog/${p.slug}`),
];

export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // React moves a Suspense boundary above ~12.8 KB out of line (hidden, swapped in by an inline
    // script after first paint). The page must arrive whole: that swap shifted the footer and ad
    // slots on every page (CLS 0.28) and delayed the largest paint.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The page module of a concrete path, for preloading its chunk: 'src/features/<name>/Page.tsx'. */
export function pageModuleOf(path: string): string | undefined {
  const match = routes.find((r) => r.path === path) ?? (path.startsWith('/blog/') ? routes.find((r) => r.path === '/blog/:slug') : undefined);
  const feature = (match ?? routes.find((r) => r.path === '*'))?.feature;
  return feature ? `src/features/${feature}/Page.tsx` : undefined;
}

/** Canonical pages for sitemap.xml: aliases left out, articles dated. */
export function sitemapEntries(): { loc: string; lastmod?: string }[] {
  const dates = new Map(posts.map((p) => [`/blog/${p.slug}`, p.publishDate]));
  return staticPaths.filter((p) => !(p in aliasPaths)).map((p) => ({ loc: absoluteUrl(p), lastmod: dates.get(p) }));
}

export const siteOrigin = site.origin;
export const siteName = site.name;
