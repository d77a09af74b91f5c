import { t } from '../../i18n/messages';
import type { CalculatorInputs } from '../../machines/fileSizeCalculator.machine';
import { emailHint, estimate, formatMegabytes, uploadImprovement, websiteLoading } from './estimate';

/** Label, value, test id. */
type Fact = [string, string, string];

function FactList({ facts, className, valueClass }: { facts: Fact[]; className: string; valueClass: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value, id]) => (
        <div key={id} className="rounded-md bg-white p-3">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className={valueClass} data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The result panel: sizes, saving, and the three practical hints of the spec. */
export function EstimatePanel({ inputs }: { inputs: CalculatorInputs }) {
  const result = estimate(inputs);
  if (!result) return null;
  const percent = Math.round(result.savedPercentage);
  const rows: Fact[] = [
    [t('fileSizeCalculator.result.original'), formatMegabytes(result.originalSize), 'original-size'],
    [t('fileSizeCalculator.result.compressed'), formatMegabytes(result.compressedSize), 'compressed-size'],
    [t('fileSizeCalculator.result.saved'), formatMegabytes(result.savedSize), 'saved-size'],
    [t('fileSizeCalculator.result.percent'), t('fileSizeCalculator.percent', { percent }), 'saved-percent'],
  ];
  const hints: Fact[] = [
    [t('fileSizeCalculator.hint.email'), emailHint(result.compressedSize), 'email-hint'],
    [t('fileSizeCalculator.hint.website'), websiteLoading(result.savedPercentage), 'website-loading'],
    [t('fileSizeCalculator.hint.upload'), t('fileSizeCalculator.hint.uploadValue', { percent: uploadImprovement(result.savedPercentage) }), 'upload-time'],
  ];
  return (
    <section aria-label={t('fileSizeCalculator.result.label')} className="rounded-lg border border-indigo-100 bg-indigo-50/50 p-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('fileSizeCalculator.result.title')}</h2>
      <FactList facts={rows} className="grid gap-3 sm:grid-cols-2" valueClass="text-xl font-bold text-slate-900" />
      <div className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full bg-emerald-500" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <FactList facts={hints} className="mt-4 grid gap-3 sm:grid-cols-3" valueClass="font-semibold text-slate-900" />
      <p className="mt-3 text-xs text-slate-600">
        {t('fileSizeCalculator.result.note', { level: result.level })}
      </p>
    </section>
  );
}
