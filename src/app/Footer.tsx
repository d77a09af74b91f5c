import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { t } from '../i18n/messages';
import { toolName, tools } from '../tools';
import { LanguageLinksPart, manyLanguages } from './languageParts';

const QUICK_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/blog', label: 'nav.blog' },
  { to: '/about', label: 'nav.about' },
  { to: '/founder', label: 'nav.founder' },
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/terms', label: 'nav.terms' },
];

export function Footer() {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm">{t('site.tagline')}.</p>
          <p className="mt-2 text-sm">{t('site.description')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="mb-3 font-semibold text-white">{t('footer.quickLinks')}</h2>
          <ul className="space-y-1 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white hover:underline">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('nav.services')}>
          <h2 className="mb-3 font-semibold text-white">{t('nav.services')}</h2>
          <ul className="space-y-1 text-sm">
            {tools.filter((tool) => tool.inFooter).map((tool) => (
              <li key={tool.slug}>
                <Link to={`/${tool.slug}`} className="hover:text-white hover:underline">
                  {toolName(tool)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {manyLanguages && (
          <nav aria-label={t('language.label')}>
            <h2 className="mb-3 font-semibold text-white">{t('language.label')}</h2>
            <LanguageLinksPart className="space-y-1" />
          </nav>
        )}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        {t('footer.rights', { year: site.copyrightYear, name: site.name })}
      </p>
    </footer>
  );
}
