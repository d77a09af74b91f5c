import { TitledCardSection } from '../../ui/CardSections';
import { founder } from '../../../content/about';
import { site } from '../../../content/site';
import { ContentPage } from '../../ui/ContentPage';
import { coreValues, intro } from './copy';
import { FounderLinks } from './FounderLinks';
import { FounderPhoto } from './FounderPhoto';

export default function FounderPage() {
  return (
    <ContentPage
      meta={{
        title: 'Meet the Founder',
        description: `The story behind ${site.name}: why we build free file tools that never upload your files.`,
        path: '/founder',
      }}
      heading="Meet the Founder"
      lead={`The story behind ${site.name}: why we build free file tools that never upload your files.`}
    >
      <div className="space-y-12">
        <section aria-labelledby="founder-name" className="card flex flex-col items-center gap-8 md:flex-row md:items-start">
          <FounderPhoto src={founder.photo} placeholder={founder.placeholderPhoto} alt={`Photo of ${founder.name}`} />
          <div className="text-center md:text-left">
            <h2 id="founder-name" className="text-2xl font-bold text-slate-900">{founder.name}</h2>
            {(founder.role as string) !== founder.name && <p className="font-medium text-indigo-700">{founder.role}</p>}
            {intro.map((p) => (
              <p key={p.slice(0, 32)} className="mt-4 text-slate-700">{p}</p>
            ))}
            <FounderLinks links={founder.links} />
          </div>
        </section>

        <section aria-label="Founder statistics">
          <ul className="grid gap-4 sm:grid-cols-3">
            {founder.stats.map((s) => (
              <li key={s.label} className="card text-center">
                <p className="text-3xl font-extrabold text-indigo-700">{s.value}</p>
                <p className="mt-1 text-sm text-slate-600">{s.label}</p>
              </li>
            ))}
          </ul>
        </section>

        <TitledCardSection id="values-heading" title="Core Values" items={coreValues} />

        <section aria-labelledby="skills-heading" className="card">
          <h2 id="skills-heading" className="section-title text-2xl">Skills</h2>
          <ul className="space-y-4">
            {founder.skills.map((s) => (
              <li key={s.name}>
                <div className="mb-1 flex justify-between text-sm font-medium text-slate-800">
                  <span id={`skill-${s.name.replace(/\W+/g, '-')}`}>{s.name}</span>
                  <span>{s.level}%</span>
                </div>
                <div
                  role="progressbar"
                  aria-labelledby={`skill-${s.name.replace(/\W+/g, '-')}`}
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
          <a href="/#tools" className="btn-primary">Explore the Tools</a>
        </section>
      </div>
    </ContentPage>
  );
}
