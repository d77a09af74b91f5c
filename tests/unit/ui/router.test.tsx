import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, matchPath, NavLink, Router, Routes, useLocation, useParams, useSearchParams } from '../../../src/ui/router';

describe('matchPath (the route table: decoded path, any case, trailing slashes)', () => {
  it('a static path matches itself only', () => {
    for (const pathname of ['/compress-pdf', '/Compress-PDF', '/compress-pdf/', '/compress-pdf//']) expect(matchPath('/compress-pdf', pathname), pathname).toEqual({});
    for (const pathname of ['/compress-pdfs', '/compress-pdf/x', '/', '/x/compress-pdf']) expect(matchPath('/compress-pdf', pathname), pathname).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/about')).toBeNull();
  });

  it('a :param takes one decoded segment', () => {
    expect(matchPath('/blog/:slug', '/blog/how-to-split-a-pdf')).toEqual({ slug: 'how-to-split-a-pdf' });
    expect(matchPath('/blog/:slug', '/blog/a%20b')).toEqual({ slug: 'a b' });
    expect(matchPath('/blog/:slug', '/blog/a%2Fb')).toEqual({ slug: 'a/b' });
    expect(matchPath('/blog/:slug', '/BLOG/Mixed-Case/')).toEqual({ slug: 'Mixed-Case' });
    expect(matchPath('/blog/:slug', '/blog/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
    expect(matchPath('/blog/:slug', '/blog')).toBeNull();
    expect(matchPath('/blog/:slug', '/blog/a/b')).toBeNull();
  });

  it("'*' matches anything", () => {
    for (const pathname of ['/', '/no-such-page', '/a/b/c']) expect(matchPath('*', pathname)).toEqual({});
  });
});

function Probe() {
  const { pathname, search, hash } = useLocation();
  return <p>{JSON.stringify({ pathname, search, hash, params: useParams(), category: useSearchParams().get('category') })}</p>;
}
const routes = [
  { path: '/', Component: () => <p>home</p> },
  { path: '/blog/:slug', Component: Probe },
  { path: '/blog/special', Component: () => <p>never: an earlier route matches</p> },
  { path: '*', Component: () => <p>not found</p> },
];
const render = (url: string, node: ReactNode) => renderToStaticMarkup(<Router url={url}>{node}</Router>);

describe('Routes, hooks and links on the server (the prerender)', () => {
  it('renders the first matching route, with its params and the address', () => {
    expect(render('/', <Routes routes={routes} />)).toBe('<p>home</p>');
    expect(render('/nope', <Routes routes={routes} />)).toBe('<p>not found</p>');
    expect(JSON.parse(render('/blog/special?category=PDF+Compression#top', <Routes routes={routes} />).replace(/<\/?p>/g, '').replace(/&quot;/g, '"'))).toEqual({
      pathname: '/blog/special',
      search: '?category=PDF+Compression',
      hash: '#top',
      params: { slug: 'special' },
      category: 'PDF Compression',
    });
  });

  it('a Link is a plain link to its address, its own attributes first', () => {
    expect(render('/', <Link to="/blog?category=PDF+Compression" className="link" aria-label="PDF articles">PDF</Link>)).toBe(
      '<a class="link" aria-label="PDF articles" href="/blog?category=PDF+Compression">PDF</a>',
    );
  });

  it('a NavLink is current on its path (and below it unless `end`), in any case', () => {
    const nav = (url: string, to: string, end = false) =>
      render(url, <NavLink to={to} end={end} className={({ isActive }) => (isActive ? 'on' : 'off')}>x</NavLink>);
    expect(nav('/blog/how-to-split-a-pdf', '/blog')).toBe('<a aria-current="page" class="on" href="/blog">x</a>');
    expect(nav('/BLOG', '/blog')).toBe('<a aria-current="page" class="on" href="/blog">x</a>');
    expect(nav('/blogs', '/blog')).toBe('<a class="off" href="/blog">x</a>');
    expect(nav('/about', '/', true)).toBe('<a class="off" href="/">x</a>');
    expect(nav('/', '/', true)).toBe('<a aria-current="page" class="on" href="/">x</a>');
  });

  it('hooks and links outside a Router say so', () => {
    expect(() => renderToStaticMarkup(<Link to="/">x</Link>)).toThrow('need a <Router>');
  });
});
