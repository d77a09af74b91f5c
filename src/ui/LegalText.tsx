import type { LegalSection } from '../../content/legal';
import { SOURCE_LOCALE } from '../i18n/locales';
import { activeLocale, t } from '../i18n/messages';

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

/**
 * Outside English, a legal text is a courtesy translation: the English one prevails, and this
 * notice (`notice`, then a link worded `english`) leads to it at `path`, the bare English path
 * outside the router's language basename.
 */
export function CourtesyNotice({ notice, english, path }: { notice: string; english: string; path: string }) {
  if (activeLocale().code === SOURCE_LOCALE.code) return null;
  return (
    <p className="card mx-auto mb-6 max-w-3xl border-amber-300 bg-amber-50 text-sm text-amber-900" data-testid="courtesy-translation">
      {notice}{' '}
      <a href={path} hrefLang={SOURCE_LOCALE.tag} lang={SOURCE_LOCALE.tag} className="link">
        {english}
      </a>
    </p>
  );
}
