import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { site } from '../../content/site';
import { t } from '../i18n/messages';
import { toolName, tools } from '../tools';
import { LanguageMenuPart } from './languageParts';
import { ServicesMenu } from './ServicesMenu';

const NAV = [
  { to: '/blog', label: 'nav.blog' },
  { to: '/about', label: 'nav.about' },
  { to: '/founder', label: 'nav.founder' },
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
        <nav aria-label={t('nav.main')} className="hidden items-center gap-2 md:flex">
          <NavLink to="/" end className={navClass}>
            {t('nav.home')}
          </NavLink>
          <ServicesMenu />
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} className={navClass}>
              {t(n.label)}
            </NavLink>
          ))}
          <LanguageMenuPart />
        </nav>
        <button
          type="button"
          className="rounded p-2 text-slate-700 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? '✕' : '☰'}
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.mobile')} className="border-t border-slate-200 px-4 pb-4 md:hidden">
          <NavLink to="/" end className={navClass} onClick={close}>
            {t('nav.home')}
          </NavLink>
          <details className="py-1">
            <summary className="cursor-pointer px-2 py-1 text-sm font-medium text-slate-700">{t('nav.services')}</summary>
            <ul className="grid grid-cols-2 gap-1 ps-2">
              {tools.map((tool) => (
                <li key={tool.slug}>
                  <Link to={`/${tool.slug}`} className="block px-2 py-1 text-sm text-slate-600" onClick={close}>
                    {toolName(tool)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          <LanguageMenuPart />
          {NAV.map((n) => (
            <div key={n.to}>
              <NavLink to={n.to} className={navClass} onClick={close}>
                {t(n.label)}
              </NavLink>
            </div>
          ))}
        </nav>
      )}
    </header>
  );
}
