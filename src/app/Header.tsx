import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { site } from '../../content/site';
import { tools } from '../tools';
import { ServicesMenu } from './ServicesMenu';

const NAV = [
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/founder', label: 'Founder' },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium hover:text-indigo-700 ${isActive ? 'text-indigo-700' : 'text-slate-700'}`;

/** Sticky header: brand, Home, Services (dropdown; a collapsible list on mobile), Blog, About, Founder. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900" onClick={close}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <ServicesMenu />
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} className={navClass}>
              {n.label}
            </NavLink>
          ))}
        </nav>
        <button
          type="button"
          className="rounded p-2 text-slate-700 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? '✕' : '☰'}
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 px-4 pb-4 md:hidden">
          <NavLink to="/" end className={navClass} onClick={close}>
            Home
          </NavLink>
          <details className="py-1">
            <summary className="cursor-pointer px-2 py-1 text-sm font-medium text-slate-700">Services</summary>
            <ul className="grid grid-cols-2 gap-1 pl-2">
              {tools.map((tool) => (
                <li key={tool.slug}>
                  <Link to={`/${tool.slug}`} className="block px-2 py-1 text-sm text-slate-600" onClick={close}>
                    {tool.name}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          {NAV.map((n) => (
            <div key={n.to}>
              <NavLink to={n.to} className={navClass} onClick={close}>
                {n.label}
              </NavLink>
            </div>
          ))}
        </nav>
      )}
    </header>
  );
}
