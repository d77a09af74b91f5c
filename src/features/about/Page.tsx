import { Link } from 'react-router-dom';
import { TitledCardSection, ToolCardSection } from '../../ui/CardSections';
import { aboutClaims, aboutStats } from '../../../content/about';
import { site } from '../../../content/site';
import { localizedPath } from '../../i18n/locales';
import { activeLocale, t } from '../../i18n/messages';
import { toolCard } from '../../toolDescriptions';
import { tools } from '../../tools';
import { HowTo } from '../../ui/Blocks';
import { ContentPage } from '../../ui/ContentPage';
import { FAQ } from '../../ui/FAQ';
import { richText } from '../../ui/richText';
import { faqs, privacyPoints, steps, timeline, values } from './copy';

export default function AboutPage() {
  const title = t('about.title', { name: site.name });
  const keywords = t('about.keywords').split(',').map((k) => k.trim());
  const faqList = faqs();
  return (
    <ContentPage
      meta={{ title, description: t('about.description', { name: site.name }), path: '/about', faqs: faqList, keywords }}
      heading={title}
      lead={t('about.lead', { tagline: t('site.tagline') })}
    >
      <div className="space-y-12">
        <section aria-label={t('about.stats.label')}>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {aboutStats.map((s) => (
              <li key={s.key} className="card text-center">
                <p className="text-3xl font-extrabold text-indigo-700">{s.value}</p>
                <p className="mt-1 text-sm text-slate-600">{t(`about.stat.${s.key}`)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-slate-600">
            {t('about.claims', { better: aboutClaims.betterCompression, faster: aboutClaims.fasterProcessing })}
          </p>
        </section>

        <TitledCardSection id="values-heading" title={t('about.values.title')} items={values()} />

        <section aria-labelledby="journey-heading" className="card">
          <h2 id="journey-heading" className="section-title text-2xl">{t('about.journey.title')}</h2>
          <ol className="relative space-y-6 border-s-2 border-indigo-200 ps-6">
            {timeline().map((item) => (
              <li key={item.year}>
                <p className="text-sm font-bold text-indigo-700">{item.year}</p>
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="text-sm text-slate-600">{item.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <HowTo steps={steps()} title={t('about.howItWorks')} />

        <section aria-labelledby="privacy-heading" className="card">
          <h2 id="privacy-heading" className="section-title text-2xl">{t('about.privacy.title')}</h2>
          <ul className="space-y-2">
            {privacyPoints().map((p) => (
              <li key={p} className="flex gap-2 text-slate-700">
                <span aria-hidden="true" className="text-emerald-600">✓</span>
                {p}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            {richText('about.privacy.more', { link: <Link to="/privacy" className="link">{t('about.privacy.link')}</Link> })}
          </p>
        </section>

        <ToolCardSection id="about-tools-heading" title={t('about.tools.title')} tools={tools.map(toolCard)} />

        <FAQ faqs={faqList} />

        <section aria-labelledby="about-cta" className="rounded-xl bg-indigo-600 p-8 text-center text-white">
          <h2 id="about-cta" className="text-2xl font-bold">{t('about.cta.title')}</h2>
          <p className="mt-2 text-indigo-50">{t('about.cta.text')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/compress-image" className="inline-flex rounded-lg bg-white px-5 py-2.5 font-semibold text-indigo-700 hover:bg-indigo-50">
              {t('about.cta.start')}
            </Link>
            <a href={`${localizedPath('/', activeLocale())}#tools`} className="inline-flex rounded-lg border border-white px-5 py-2.5 font-semibold text-white hover:bg-indigo-500">
              {t('about.cta.allTools')}
            </a>
          </div>
        </section>
      </div>
    </ContentPage>
  );
}
