/**
 * The site's router: the address as React state, links that change it without a reload, and the
 * route table's matching. It does what this site used of React Router (BrowserRouter and
 * StaticRouter, Routes, Link, NavLink, useLocation, useNavigate, useParams, useSearchParams), the
 * same way, in a few hundred bytes instead of 13 KB (gzip) of every page's first load:
 * - a link's click (main button, no modifier key, no other target) pushes the address, or replaces
 *   it when it is the current one; the back and forward buttons are followed (popstate);
 * - every change of address renders in a transition, so the page on screen stays until the next
 *   one is ready (a route's lazy chunk, an article's data);
 * - a route matches the decoded path, ignoring case and trailing slashes; ':name' takes one segment,
 *   '*' anything; the first matching route of the table wins.
 * Scrolling is left to the browser, as before.
 */
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const RouterContext = createContext<{ location: Location; navigate: Navigate } | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

const createPath = ({ pathname, search, hash }: Location) => pathname + search + hash;

function parsePath(path: string): Location {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const browserLocation = (): Location => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/**
 * Provides the address: the browser's (and follows it), or, given `url` (the prerender), that one.
 */
export function Router({ url, children }: { url?: string; children: ReactNode }) {
  const [location, setLocation] = useState<Location>(() => (url === undefined ? browserLocation() : parsePath(url)));
  const follow = useCallback(() => startTransition(() => setLocation(browserLocation())), []);
  useLayoutEffect(() => {
    if (url !== undefined) return;
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, [url, follow]);
  const navigate = useCallback<Navigate>(
    (to, { replace = false } = {}) => {
      if (url !== undefined) throw new Error(`Cannot navigate to ${to} while prerendering ${url}`);
      const { pathname, search, hash } = new URL(to, window.location.href);
      const href = pathname + search + hash;
      try {
        if (replace) window.history.replaceState(null, '', href);
        else window.history.pushState(null, '', href);
      } catch (error) {
        // Safari limits how often the history may change: load the page instead.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(href);
        return;
      }
      follow();
    },
    [url, follow],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

function useRouter() {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks and links need a <Router> above them');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;
/** The current route's ':name' segments, decoded. */
export const useParams = (): Readonly<Record<string, string | undefined>> => use(ParamsContext);

/** The address's query. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Each segment decoded ('%2F' stays, so it cannot split a segment); an undecodable path as it is. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** A route path's params when it matches `pathname` ('/a/:b', '/a', '*'), else null. */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  const rest = path === '*' || path === '/*' ? '(.*)$' : path.endsWith('*') ? '(?:\\/(.+)|\\/*)$' : '\\/*$';
  const match = new RegExp(`^${source}${rest}`, 'i').exec(decodePath(pathname));
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1].replace(/%2F/g, '/')]));
}

export interface RouteDefinition {
  path: string;
  Component: ComponentType;
}

/** Renders the first route of the table that matches the address, with its params. */
export function Routes({ routes }: { routes: readonly RouteDefinition[] }) {
  const { pathname } = useLocation();
  for (const { path, Component } of routes) {
    const params = matchPath(path, pathname);
    if (params) {
      return (
        <ParamsContext value={params}>
          <Component />
        </ParamsContext>
      );
    }
  }
  return null;
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An address of this site: '/compress-pdf', '/blog?category=…', '/#tools'. */
  to: string;
  /** Replace the current history entry (default: only when `to` is the current address). */
  replace?: boolean;
};

/** A plain link whose ordinary click changes the address without reloading the page. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(location) === createPath(parsePath(to)) });
  };
  return <a {...rest} href={to} onClick={handleClick} target={target} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this exact path (otherwise also below it: '/blog' for '/blog/…'). */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** A Link that knows whether it points at the current page: aria-current="page" and its class. */
export function NavLink({ end = false, className, to, ...rest }: NavLinkProps) {
  const location = useLocation().pathname.toLowerCase();
  const target = parsePath(to).pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = location === target || (!end && location.startsWith(target) && location.charAt(endSlash) === '/');
  return <Link {...rest} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} to={to} />;
}
