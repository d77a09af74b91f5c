import { Link } from 'react-router-dom';
import { infoPages } from '../../../content/pages';
import { site } from '../../../content/site';
import { t } from '../../i18n/messages';
import { Seo } from '../../ui/Seo';
import { toolCard } from '../../toolDescriptions';
import { tools } from '../../tools';
import { Directory } from './Directory';

const FEATURED = tools.filter((t) => t.featured).map(toolCard);
const EDUCATIONAL = infoPages.filter((p) => p.educational);

const HIGHLIGHTS = [
  { title: 'Private by design', text: 'Every tool runs inside your browser. Your files are read, processed and saved on your own device and are never uploaded to a server.' },
  { title: 'Free, without sign-up', text: 'No account, no watermark, no daily limit and no premium plan. The site is funded by unobtrusive advertising.' },
  { title: 'Fast on real files', text: 'Modern codecs run in background workers, so even large files are handled without freezing the page.' },
];

export default function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo
        title={`${site.name}: ${t('site.tagline')}`}
        description={t('site.description')}
        path="/"
        keywords={['file compressor', 'compress pdf', 'compress image', 'compress video', 'online file tools', 'private file tools']}
      />
      <section className="py-10 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('site.tagline')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('site.description')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/compress-image" className="btn-primary">
            Start Compressing
          </Link>
          <Link to="/about" className="btn-secondary">
            Learn More<span className="sr-only"> about Filesmith</span>
          </Link>
        </div>
      </section>

      <section id="tools" aria-labelledby="tools-heading" className="scroll-mt-20">
        <h2 id="tools-heading" className="section-title text-center text-2xl">
          Popular Tools
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURED.map((t) => (
            <li key={t.slug} className="card flex flex-col">
              <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">{t.group}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{t.name}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{t.description}</p>
              <Link to={`/${t.slug}`} className="link mt-4 text-sm" aria-label={`Open ${t.name}`}>
                Open {t.name} →
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="learn-heading" className="mt-16">
        <h2 id="learn-heading" className="section-title text-center text-2xl">
          Learn About Compression
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {EDUCATIONAL.map((p) => (
            <li key={p.path} className="card flex flex-col bg-gradient-to-br from-white to-indigo-50">
              <h3 className="text-lg font-semibold text-slate-900">{p.label}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{p.description}</p>
              <Link to={p.path} className="link mt-4 text-sm">
                Read {p.label} →
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-heading" className="card mt-16">
        <h2 id="about-heading" className="section-title text-2xl">
          About {site.name}
        </h2>
        <p className="max-w-3xl text-slate-700">
          {site.name} is a set of free file tools for people who would rather not hand their documents, photos and videos to a stranger&apos;s
          server. Compressing a PDF for an email, shrinking photos for a website, bundling files into a ZIP or stripping the GPS location
          from a picture all happen in your browser tab, with the same quality you would expect from desktop software.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {HIGHLIGHTS.map((h) => (
            <li key={h.title} className="rounded-lg bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{h.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{h.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to="/about" className="link">
            More about how {site.name} works →
          </Link>
        </p>
      </section>

      <Directory />
    </div>
  );
}
