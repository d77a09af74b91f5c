import { Link } from 'react-router-dom';
import { infoPages } from '../../../content/pages';
import { site } from '../../../content/site';
import { numbered, t } from '../../i18n/messages';
import { titled } from '../../ui/toolCopy';
import { Seo } from '../../ui/Seo';
import { toolCard } from '../../toolDescriptions';
import { toolName, tools } from '../../tools';
import { Directory } from './Directory';
import { groupName, pageDescription, pageLabel } from './groups';

const FEATURED = tools.filter((t) => t.featured).map(toolCard);
const EDUCATIONAL = infoPages.filter((p) => p.educational);

/** The highlights under 'About Filesmith': `home.highlight.N.title` and `.text`. */
const highlights = () => numbered('home.highlight', titled, 'title');

export default function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo
        title={`${site.name}: ${t('site.tagline')}`}
        description={t('site.description')}
        path="/"
        keywords={t('home.keywords').split(',').map((k) => k.trim())}
      />
      <section className="py-10 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('site.tagline')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('site.description')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/compress-image" className="btn-primary">
            {t('home.hero.start')}
          </Link>
          <Link to="/about" className="btn-secondary">
            {t('home.hero.learnMore')}
            <span className="sr-only">{t('home.hero.learnMoreHidden', { name: site.name })}</span>
          </Link>
        </div>
      </section>

      <section id="tools" aria-labelledby="tools-heading" className="scroll-mt-20">
        <h2 id="tools-heading" className="section-title text-center text-2xl">
          {t('home.popular.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURED.map((tool) => (
            <li key={tool.slug} className="card flex flex-col">
              <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">{groupName(tool.group)}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{toolName(tool)}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{tool.description}</p>
              <Link to={`/${tool.slug}`} className="link mt-4 text-sm" aria-label={t('home.tool.open', { tool: toolName(tool) })}>
                {t('home.tool.open', { tool: toolName(tool) })} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="learn-heading" className="mt-16">
        <h2 id="learn-heading" className="section-title text-center text-2xl">
          {t('home.learn.title')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {EDUCATIONAL.map((p) => (
            <li key={p.path} className="card flex flex-col bg-gradient-to-br from-white to-indigo-50">
              <h3 className="text-lg font-semibold text-slate-900">{pageLabel(p.key)}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{pageDescription(p.key)}</p>
              <Link to={p.path} className="link mt-4 text-sm">
                {t('home.learn.read', { page: pageLabel(p.key) })} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-heading" className="card mt-16">
        <h2 id="about-heading" className="section-title text-2xl">
          {t('home.about.title', { name: site.name })}
        </h2>
        <p className="max-w-3xl text-slate-700">{t('home.about.text', { name: site.name })}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {highlights().map((h) => (
            <li key={h.title} className="rounded-lg bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{h.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{h.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to="/about" className="link">
            {t('home.about.more', { name: site.name })} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
          </Link>
        </p>
      </section>

      <Directory />
    </div>
  );
}
