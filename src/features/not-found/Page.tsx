import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { toolName } from '../../tools';
import { Seo } from '../../ui/Seo';

const LINKS = [
  { to: '/', label: () => t('nav.home') },
  ...['compress-pdf', 'compress-image', 'compress-video'].map((slug) => ({ to: `/${slug}`, label: () => toolName({ slug }) })),
];

/** The spec's 404 page; it logs the missing path for whoever watches the console. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Seo title={t('notFound.title')} description={t('notFound.text')} path={pathname} noIndex />
      <p className="text-7xl font-extrabold text-indigo-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <nav aria-label={t('notFound.links')} className="mt-8 flex flex-wrap justify-center gap-3">
        {LINKS.map((l) => (
          <Link key={l.to} to={l.to} className={l.to === '/' ? 'btn-primary' : 'btn-secondary'}>
            {l.label()}
          </Link>
        ))}
      </nav>
    </div>
  );
}
