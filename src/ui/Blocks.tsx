/** Small presentational blocks of a tool page: how-to steps, tips, badges, benefits, use cases. */
import { t } from '../i18n/messages';
import type { TitledText } from './toolCopy';

export function HowTo({ steps, title = t('toolPage.howItWorks') }: { steps: TitledText[]; title?: string }) {
  return (
    <section className="card" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-800">{step.title}</h3>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Tips({ tips, title = t('toolPage.tipsTitle') }: { tips: string[]; title?: string }) {
  return (
    <section className="card" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ul className="list-disc space-y-2 ps-5 text-sm text-slate-700">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

export function BadgeRow({ badges }: { badges: string[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label={t('toolPage.highlights')}>
      {badges.map((badge) => (
        <li key={badge} className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800">
          {badge}
        </li>
      ))}
    </ul>
  );
}

export function CardGrid({ title, items }: { title: string; items: TitledText[] }) {
  return (
    <section className="card" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.title} className="rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold text-slate-800">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{item.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
