/**
 * The route table of the spec. Tool routes come from the registry; each route's page is a lazy
 * chunk so a page ships only its own code. The prerender entry derives the
 * list of static paths from it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { tools } from '../tools';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

const featurePages = import.meta.glob<PageModule>('../features/*/Page.tsx');
const feature = (name: string): Loader | undefined => featurePages[`../features/${name}/Page.tsx`];

export interface RouteEntry {
  path: string;
  /** The folder under src/features whose Page.tsx renders this route (none for a tool shell). */
  feature?: string;
  Component: LazyExoticComponent<ComponentType>;
}

const lazyPage = (loader: Loader) => lazy(loader);

const toolRoutes: RouteEntry[] = tools.map((tool) => {
  const loader = feature(tool.slug);
  return { path: `/${tool.slug}`, feature: loader ? tool.slug : undefined, Component: lazyPage(loader ?? (() => import('./ToolShell').then((m) => m.loadToolShell(tool.slug)))) };
});

const content = (path: string, name: string): RouteEntry => {
  const loader = feature(name);
  if (!loader) throw new Error(`Missing page src/features/${name}/Page.tsx for ${path}`);
  return { path, feature: name, Component: lazyPage(loader) };
};

export const routes: RouteEntry[] = [
  content('/', 'home'),
  ...toolRoutes,
  content('/blog', 'blog'),
  content('/blog/:slug', 'blog-article'),
  content('/about', 'about'),
  content('/founder', 'founder'),
  content('/privacy', 'privacy'),
  content('/privacy-policy', 'privacy'),
  content('/terms', 'terms'),
  content('/terms-of-service', 'terms'),
  content('/file-compression-guide', 'file-compression-guide'),
  content('/file-formats-guide', 'file-formats-guide'),
  content('*', 'not-found'),
];

/** Paths that are aliases of a canonical page: prerendered, but left out of the sitemap. */
export const aliasPaths: Record<string, string> = { '/privacy-policy': '/privacy', '/terms-of-service': '/terms' };
