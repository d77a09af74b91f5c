import { TitledCardSection } from '../../ui/CardSections';
import { founder } from '../../../content/about';
import { site } from '../../../content/site';
import { localizedPath } from '../../i18n/locales';
import { activeLocale, numbered, t } from '../../i18n/messages';
import { titled } from '../../ui/toolCopy';
import { ContentPage } from '../../ui/ContentPage';
import { FounderLinks } from './FounderLinks';
import { FounderPhoto } from './FounderPhoto';


export default function FounderPage() {
  const lead = t('founder.lead', { name: site.name });
  // The config's name and role, or the catalog's neutral title when none is set.
  const name = founder.name || t('founder.defaultName');
  const role = founder.role || t('founder.defaultRole');
  const intro = numbered('founder.intro', (id) => t(id));
  const coreValues = numbered('founder.value', titled, 'title');
  return (
    <ContentPage meta={{ title: t('founder.title'), description: lead, path: '/founder' }} heading={t('founder.title')} lead={lead}>
      <div className="space-y-12">
        <section aria-labelledby="founder-name" className="card flex flex-col items-center gap-8 md:flex-row md:items-start">
          <FounderPhoto src={founder.photo} placeholder={founder.placeholderPhoto} alt={t('founder.photoAlt', { name })} />
          <div className="text-center md:text-start">
            <h2 id="founder-name" className="text-2xl font-bold text-slate-900">{name}</h2>
            {role !== name && <p className="font-medium text-indigo-700">{role}</p>}
            {intro.map((p) => (
              <p key={p.slice(0, 32)} className="mt-4 text-slate-700">{p}</p>
            ))}
            <FounderLinks links={founder.links} />
          </div>
        </section>

        <section aria-label={t('founder.stats.label')}>
          <ul className="grid gap-4 sm:grid-cols-3">
            {founder.stats.map((s) => (
              <li key={s.key} className="card text-center">
                <p className="text-3xl font-extrabold text-indigo-700">{s.value}</p>
                <p className="mt-1 text-sm text-slate-600">{t(`founder.stat.${s.key}`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <TitledCardSection id="values-heading" title={t('founder.values.title')} items={coreValues} />

        <section aria-labelledby="skills-heading" className="card">
          <h2 id="skills-heading" className="section-title text-2xl">{t('founder.skills.title')}</h2>
          <ul className="space-y-4">
            {founder.skills.map((s) => (
              <li key={s.key}>
                <div className="mb-1 flex justify-between text-sm font-medium text-slate-800">
                  <span id={`skill-${s.key}`}>{t(`founder.skill.${s.key}`)}</span>
                  <span>{new Intl.NumberFormat(activeLocale().tag, { style: 'percent' }).format(s.level / 100)}</span>
                </div>
                <div
                  role="progressbar"
                  aria-labelledby={`skill-${s.key}`}
                  aria-valuenow={s.level}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2.5 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full rounded-full bg-indigo-600" style={{ width: `${s.level}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="text-center">
          <a href={`${localizedPath('/', activeLocale())}#tools`} className="btn-primary">{t('founder.explore')}</a>
        </section>
      </div>
    </ContentPage>
  );
}
