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
    ['Original size', formatMegabytes(result.originalSize), 'original-size'],
    ['Estimated compressed size', formatMegabytes(result.compressedSize), 'compressed-size'],
    ['Space saved', formatMegabytes(result.savedSize), 'saved-size'],
    ['Percent saved', `${percent}%`, 'saved-percent'],
  ];
  const hints: Fact[] = [
    ['Email attachment', emailHint(result.compressedSize), 'email-hint'],
    ['Website loading', websiteLoading(result.savedPercentage), 'website-loading'],
    ['Upload time', `About ${uploadImprovement(result.savedPercentage)}% faster`, 'upload-time'],
  ];
  return (
    <section aria-label="Compression estimate" className="rounded-lg border border-indigo-100 bg-indigo-50/50 p-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Compression Estimate</h2>
      <FactList facts={rows} className="grid gap-3 sm:grid-cols-2" valueClass="text-xl font-bold text-slate-900" />
      <div className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full bg-emerald-500" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <FactList facts={hints} className="mt-4 grid gap-3 sm:grid-cols-3" valueClass="font-semibold text-slate-900" />
      <p className="mt-3 text-xs text-slate-600">
        Estimated at quality level {result.level}. Real results depend on the content of the file.
      </p>
    </section>
  );
}
