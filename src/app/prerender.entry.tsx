/** Build-time entry (vite build --ssr): renders one route to HTML; scripts/prerender.mjs writes the files. */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { posts } from 'virtual:blog';
import { absoluteUrl, site } from '../../content/site';
import { App } from './App';
import { aliasPaths, staticPaths } from './routes';

export { aliasPaths, staticPaths };

export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** Canonical pages for sitemap.xml: aliases left out, articles dated. */
export function sitemapEntries(): { loc: string; lastmod?: string }[] {
  const dates = new Map(posts.map((p) => [`/blog/${p.slug}`, p.publishDate]));
  return staticPaths.filter((p) => !(p in aliasPaths)).map((p) => ({ loc: absoluteUrl(p), lastmod: dates.get(p) }));
}

export const siteOrigin = site.origin;
