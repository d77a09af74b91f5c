import { ToolCardSection } from '../../ui/CardSections';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { toolCard } from '../../toolDescriptions';
import { toolBySlug, toolName, tools } from '../../tools';
import { ContentPage } from '../../ui/ContentPage';
import { DataTable } from '../../ui/DataTable';
import { richText } from '../../ui/richText';
import { donts, dos, kinds, settings } from './copy';

const COMPRESSORS = tools.filter((t) => t.group === 'File Compression' || t.group === 'Archive Tools').map(toolCard);

export default function FileCompressionGuidePage() {
  const description = t('fileCompressionGuide.description');
  return (
    <ContentPage
      meta={{
        title: t('fileCompressionGuide.title'),
        description,
        path: '/file-compression-guide',
        keywords: t('fileCompressionGuide.keywords').split(',').map((k) => k.trim()),
      }}
      heading={t('fileCompressionGuide.heading')}
      lead={description}
    >
      <div className="space-y-12">
        <section aria-labelledby="kinds-heading">
          <h2 id="kinds-heading" className="section-title text-2xl">{t('fileCompressionGuide.kinds.title')}</h2>
          <div className="grid gap-4 md:grid-cols-2">
            {kinds().map((k) => (
              <article key={k.title} className="card">
                <h3 className="text-lg font-semibold text-slate-900">{k.title}</h3>
                <p className="mt-2 text-slate-700">{k.text}</p>
                <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">{t('fileCompressionGuide.kinds.bestFor')}</h4>
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
                  {k.bestFor.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="settings-heading">
          <h2 id="settings-heading" className="section-title text-2xl">{t('fileCompressionGuide.settings.title')}</h2>
          <p className="mb-4 text-slate-700">{t('fileCompressionGuide.settings.intro')}</p>
          <DataTable
            caption={t('fileCompressionGuide.settings.caption')}
            columns={[
              t('fileCompressionGuide.settings.column.useCase'),
              t('fileCompressionGuide.settings.column.setting'),
              t('fileCompressionGuide.settings.column.reduction'),
              t('fileCompressionGuide.settings.column.tool'),
            ]}
            rows={settings.map((s) => {
              const tool = toolBySlug(s.tool);
              return [s.useCase, s.setting, s.reduction, <Link key={s.tool} to={`/${tool.slug}`} className="link">{toolName(tool)}</Link>];
            })}
          />
        </section>

        <ToolCardSection id="guide-tools-heading" title={t('fileCompressionGuide.tools.title')} tools={COMPRESSORS} />

        <section aria-labelledby="dos-heading" className="grid gap-4 md:grid-cols-2">
          <h2 id="dos-heading" className="sr-only">{t('fileCompressionGuide.dosDonts.title')}</h2>
          <div className="card border-emerald-200">
            <h3 className="section-title text-emerald-800">{t('fileCompressionGuide.do.title')}</h3>
            <ul className="space-y-2">
              {dos().map((d) => (
                <li key={d} className="flex gap-2 text-slate-700"><span aria-hidden="true" className="text-emerald-600">✓</span>{d}</li>
              ))}
            </ul>
          </div>
          <div className="card border-red-200">
            <h3 className="section-title text-red-800">{t('fileCompressionGuide.dont.title')}</h3>
            <ul className="space-y-2">
              {donts().map((d) => (
                <li key={d} className="flex gap-2 text-slate-700"><span aria-hidden="true" className="text-red-600">✗</span>{d}</li>
              ))}
            </ul>
          </div>
        </section>

        <p className="text-center text-slate-700">
          {richText('fileCompressionGuide.next', {
            formatsGuide: <Link to="/file-formats-guide" className="link">{t('fileCompressionGuide.next.formatsGuide')}</Link>,
            calculator: <Link to="/file-size-calculator" className="link">{t('fileCompressionGuide.next.calculator')}</Link>,
          })}
        </p>
      </div>
    </ContentPage>
  );
}
