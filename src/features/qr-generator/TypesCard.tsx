import { t } from '../../i18n/messages';

/** The types the card explains, in its order: `qrGenerator.type.<type>` and `qrGenerator.card.type.<type>`. */
const TYPES = ['text', 'url', 'email', 'phone', 'wifi'] as const;

/** How many best practices the card lists: `qrGenerator.card.practice.1…`. */
const PRACTICES = 3;

/** The spec's 'types and best practices' card. */
export function TypesCard() {
  return (
    <section className="card" aria-labelledby="qr-types">
      <h2 id="qr-types" className="section-title">
        {t('qrGenerator.card.title')}
      </h2>
      <dl className="space-y-2 text-sm">
        {TYPES.map((type) => (
          <div key={type}>
            <dt className="font-semibold text-slate-800">{t(`qrGenerator.type.${type}`)}</dt>
            <dd className="text-slate-600">{t(`qrGenerator.card.type.${type}`)}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-slate-700">
        {Array.from({ length: PRACTICES }, (_, n) => (
          <li key={n}>{t(`qrGenerator.card.practice.${n + 1}`)}</li>
        ))}
      </ul>
    </section>
  );
}
