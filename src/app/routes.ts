/**
 * The route table of the spec. Tool routes come from the registry; each route's page is a lazy
 * chunk so a page ships only its own code. The prerender entry derives the
 * list of static paths from it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCatalogs } from '../i18n/catalogs';
import { activeLocale } from '../i18n/messages';
import { tools } from '../tools';

type PageModule = { default: ComponentType };

const pages = import.meta.glob<PageModule>('../features/*/Page.tsx');

export interface RouteEntry {
  path: string;
  /** The folder under src/features whose Page.tsx renders this route. */
  feature: string;
  Component: LazyExoticComponent<ComponentType>;
}

/** Every route, tool or content, has its feature's page: a missing one fails the build. */
const route = (path: string, feature: string): RouteEntry => {
  const loader = pages[`../features/${feature}/Page.tsx`];
  if (!loader) throw new Error(`Missing page src/features/${feature}/Page.tsx for ${path}`);
  // A route's strings come with its code: its feature's catalog in the page's language.
  const load = () => Promise.all([loader(), loadCatalogs(activeLocale(), [feature])]).then(([module]) => module);
  return { path, feature, Component: lazy(load) };
};

export const routes: RouteEntry[] = [
  route('/', 'home'),
  ...tools.map((tool) => route(`/${tool.slug}`, tool.slug)),
  route('/blog', 'blog'),
  route('/blog/:slug', 'blog-article'),
  route('/about', 'about'),
  route('/founder', 'founder'),
  route('/privacy', 'privacy'),
  route('/privacy-policy', 'privacy'),
  route('/terms', 'terms'),
  route('/terms-of-service', 'terms'),
  route('/file-compression-guide', 'file-compression-guide'),
  route('/file-formats-guide', 'file-formats-guide'),
  route('/unzip', 'extract-archive'),
  route('*', 'not-found'),
];

/** Paths that are aliases of a canonical page: prerendered, but left out of the sitemap. */
export const aliasPaths: Record<string, string> = { '/privacy-policy': '/privacy', '/terms-of-service': '/terms', '/unzip': '/extract-archive' };

/** The feature that renders a concrete path (the 404 page's for a path no route has). */
export function featureOf(path: string): string {
  const match = routes.find((r) => r.path === path) ?? (path.startsWith('/blog/') ? routes.find((r) => r.path === '/blog/:slug') : undefined);
  return (match ?? routes.find((r) => r.path === '*'))?.feature ?? 'not-found';
}
