import { ToolCardSection } from '../../ui/CardSections';
import { Link } from 'react-router-dom';
import { toolCard } from '../../toolDescriptions';
import { toolBySlug, tools } from '../../tools';
import { ContentPage } from '../../ui/ContentPage';
import { DataTable } from '../../ui/DataTable';
import { donts, dos, kinds, settings } from './copy';

const COMPRESSORS = tools.filter((t) => t.group === 'File Compression' || t.group === 'Archive Tools').map(toolCard);
const description = 'Lossless vs lossy compression, the right settings for web, social, email, video and archives, and the do\'s and don\'ts that keep quality high.';

export default function FileCompressionGuidePage() {
  return (
    <ContentPage
      meta={{
        title: 'The Complete File Compression Guide',
        description,
        path: '/file-compression-guide',
        keywords: ['file compression guide', 'lossless vs lossy', 'compression settings', 'image quality settings', 'reduce file size'],
      }}
      heading="File Compression Guide"
      lead={description}
    >
      <div className="space-y-12">
        <section aria-labelledby="kinds-heading">
          <h2 id="kinds-heading" className="section-title text-2xl">Lossless vs Lossy Compression</h2>
          <div className="grid gap-4 md:grid-cols-2">
            {kinds.map((k) => (
              <article key={k.title} className="card">
                <h3 className="text-lg font-semibold text-slate-900">{k.title}</h3>
                <p className="mt-2 text-slate-700">{k.text}</p>
                <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">Best for</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {k.bestFor.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="settings-heading">
          <h2 id="settings-heading" className="section-title text-2xl">Recommended Settings</h2>
          <p className="mb-4 text-slate-700">Good starting points for the most common jobs. Check the result and adjust: every file is different.</p>
          <DataTable
            caption="Recommended compression settings by use case"
            columns={['Use Case', 'Recommended Setting', 'Typical Size Reduction', 'Tool']}
            rows={settings.map((s) => {
              const tool = toolBySlug(s.tool);
              return [s.useCase, s.setting, s.reduction, <Link key={s.tool} to={`/${tool.slug}`} className="link">{tool.name}</Link>];
            })}
          />
        </section>

        <ToolCardSection id="guide-tools-heading" title="Compression Tools" tools={COMPRESSORS} />

        <section aria-labelledby="dos-heading" className="grid gap-4 md:grid-cols-2">
          <h2 id="dos-heading" className="sr-only">Do&apos;s and Don&apos;ts</h2>
          <div className="card border-emerald-200">
            <h3 className="section-title text-emerald-800">Do</h3>
            <ul className="space-y-2">
              {dos.map((d) => (
                <li key={d} className="flex gap-2 text-slate-700"><span aria-hidden="true" className="text-emerald-600">✓</span>{d}</li>
              ))}
            </ul>
          </div>
          <div className="card border-red-200">
            <h3 className="section-title text-red-800">Don&apos;t</h3>
            <ul className="space-y-2">
              {donts.map((d) => (
                <li key={d} className="flex gap-2 text-slate-700"><span aria-hidden="true" className="text-red-600">✗</span>{d}</li>
              ))}
            </ul>
          </div>
        </section>

        <p className="text-center text-slate-700">
          Not sure which format to use? Read the <Link to="/file-formats-guide" className="link">File Formats Guide</Link>, or estimate your
          savings with the <Link to="/file-size-calculator" className="link">File Size Calculator</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
