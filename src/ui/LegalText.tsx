import type { LegalSection } from '../../content/legal';
import { t } from '../i18n/messages';

/** A legal document: the 'Last updated' line, then numbered sections of paragraphs and lists. */
export function LegalText({ lastUpdated, sections }: { lastUpdated: string; sections: LegalSection[] }) {
  return (
    <div className="card mx-auto max-w-3xl space-y-8">
      <p className="text-sm text-slate-600">{t('legal.lastUpdated', { date: lastUpdated })}</p>
      {sections.map((s, i) => (
        <section key={s.heading} aria-labelledby={`legal-${i}`}>
          <h2 id={`legal-${i}`} className="section-title">
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs?.map((p) => (
            <p key={p.slice(0, 40)} className="mt-3 text-slate-700">
              {p}
            </p>
          ))}
          {s.list && (
            <ul className="mt-3 list-disc space-y-1.5 ps-6 text-slate-700">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
