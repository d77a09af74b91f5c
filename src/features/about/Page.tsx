import { Link } from 'react-router-dom';
import { TitledCardSection, ToolCardSection } from '../../ui/CardSections';
import { aboutClaims, aboutStats } from '../../../content/about';
import { site } from '../../../content/site';
import { t } from '../../i18n/messages';
import { toolCard } from '../../toolDescriptions';
import { tools } from '../../tools';
import { HowTo } from '../../ui/Blocks';
import { ContentPage } from '../../ui/ContentPage';
import { FAQ } from '../../ui/FAQ';
import { faqs, privacyPoints, steps, timeline, values } from './copy';

const description = `${site.name} makes free file tools that run in your browser: compress, convert, merge and clean files without uploading them.`;

export default function AboutPage() {
  return (
    <ContentPage
      meta={{ title: `About ${site.name}`, description, path: '/about', faqs, keywords: ['about filesmith', 'private file tools', 'browser file compressor'] }}
      heading={`About ${site.name}`}
      lead={`${t('site.tagline')}. We build free, fast tools that do their work on your computer, so your documents, photos and videos stay yours.`}
    >
      <div className="space-y-12">
        <section aria-label="Statistics">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {aboutStats.map((s) => (
              <li key={s.label} className="card text-center">
                <p className="text-3xl font-extrabold text-indigo-700">{s.value}</p>
                <p className="mt-1 text-sm text-slate-600">{s.label}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-slate-600">
            Up to {aboutClaims.betterCompression} better compression and {aboutClaims.fasterProcessing} faster processing than
            upload-based tools, because there is no upload at all.
          </p>
        </section>

        <TitledCardSection id="values-heading" title="Our Values" items={values} />

        <section aria-labelledby="journey-heading" className="card">
          <h2 id="journey-heading" className="section-title text-2xl">Our Journey</h2>
          <ol className="relative space-y-6 border-l-2 border-indigo-200 pl-6">
            {timeline.map((t) => (
              <li key={t.year}>
                <p className="text-sm font-bold text-indigo-700">{t.year}</p>
                <h3 className="font-semibold text-slate-900">{t.title}</h3>
                <p className="text-sm text-slate-600">{t.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <HowTo steps={steps} title="How It Works" />

        <section aria-labelledby="privacy-heading" className="card">
          <h2 id="privacy-heading" className="section-title text-2xl">Your Privacy</h2>
          <ul className="space-y-2">
            {privacyPoints.map((p) => (
              <li key={p} className="flex gap-2 text-slate-700">
                <span aria-hidden="true" className="text-emerald-600">✓</span>
                {p}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            Read the full <Link to="/privacy" className="link">Privacy Policy</Link>.
          </p>
        </section>

        <ToolCardSection id="about-tools-heading" title="Our Tools" tools={tools.map(toolCard)} />

        <FAQ faqs={faqs} />

        <section aria-labelledby="about-cta" className="rounded-xl bg-indigo-600 p-8 text-center text-white">
          <h2 id="about-cta" className="text-2xl font-bold">Ready to try it?</h2>
          <p className="mt-2 text-indigo-50">Pick a file and see how much smaller it gets, without it ever leaving your device.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/compress-image" className="inline-flex rounded-lg bg-white px-5 py-2.5 font-semibold text-indigo-700 hover:bg-indigo-50">
              Start Compressing
            </Link>
            <a href="/#tools" className="inline-flex rounded-lg border border-white px-5 py-2.5 font-semibold text-white hover:bg-indigo-500">
              See All Tools
            </a>
          </div>
        </section>
      </div>
    </ContentPage>
  );
}
