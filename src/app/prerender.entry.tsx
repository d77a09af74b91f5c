/** Build-time entry (vite build --ssr): renders one route to HTML; scripts/prerender.mjs writes the files. */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { posts, translatedSlugs } from 'virtual:blog';
import { absoluteUrl, site } from '../../content/site';
import { readCatalogFiles } from '../i18n/catalogFiles';
import { loadCatalogs } from '../i18n/catalogs';
import { basenameOf, builtLocales, liveLocales, localizedPath, SOURCE_LOCALE, splitLocalePath } from '../i18n/locales';
import { activateLocale } from '../i18n/messages';
import { setSizeLanguage } from '../lib/formatSize';
import { App } from './App';
import { aliasPaths, featureOf, routes } from './routes';

export { builtLocales, localizedPath, splitLocalePath };

readCatalogFiles();

/** Every concrete path that gets its own prerendered HTML file. */
export const staticPaths: string[] = [
  ...routes.map((r) => r.path).filter((p) => !p.includes(':') && p !== '*'),
  ...posts.map((p) => `/blog/${p.slug}`),
];

/** Renders one page; `url` may carry a locale prefix (/es/compress-pdf), whose catalogs it loads first. */
export async function render(url: string): Promise<string> {
  const { locale, path } = splitLocalePath(url);
  activateLocale(locale);
  setSizeLanguage(locale.tag);
  await loadCatalogs(locale, ['common', featureOf(path)]);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url} basename={basenameOf(locale) || undefined}>
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

/** The page module of a concrete path (without its locale), for preloading: 'src/features/<name>/Page.tsx'. */
export const pageModuleOf = (path: string) => `src/features/${featureOf(path)}/Page.tsx`;

/** The catalog files a page in a locale loads first, for preloading (under the build's catalog folder). */
export const catalogFilesOf = (path: string, code: string) =>
  ['common', featureOf(path)].filter((ns) => __CATALOG_NAMESPACES__.includes(ns)).map((ns) => `${__CATALOG_BASE__}/${code}/${ns}.json`);

/**
 * Canonical pages for sitemap.xml, in every live language: aliases left out, articles dated. An
 * article is listed in another language only where it is translated (elsewhere its page names the
 * English one as canonical).
 */
export function sitemapEntries(): { loc: string; lastmod?: string }[] {
  const dates = new Map(posts.map((p) => [`/blog/${p.slug}`, p.publishDate]));
  const canonical = staticPaths.filter((p) => !(p in aliasPaths));
  const inLanguage = (path: string, code: string) =>
    code === SOURCE_LOCALE.code || !dates.has(path) || (translatedSlugs[code] ?? []).includes(path.slice('/blog/'.length));
  return liveLocales.flatMap((locale) =>
    canonical.filter((p) => inLanguage(p, locale.code)).map((p) => ({ loc: absoluteUrl(localizedPath(p, locale)), lastmod: dates.get(p) })),
  );
}

export const siteOrigin = site.origin;
export const siteName = site.name;
