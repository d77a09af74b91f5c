import { useId } from 'react';
import { t } from '../../i18n/messages';
import type { SplitOptions } from '../../machines/splitPdf.machine';
import { fieldClass, PageRangesField, radioClass } from '../../ui/pdfPages/PageRangesField';

interface SplitOptionsPanelProps {
  options: SplitOptions;
  disabled: boolean;
  onChange: (options: Partial<SplitOptions>) => void;
}

/** How to split: every N pages, or the pages typed (or clicked) as ranges, in one PDF or one per range. */
export function SplitOptionsPanel({ options, disabled, onChange }: SplitOptionsPanelProps) {
  const id = useId();
  return (
    <fieldset className="mt-4 space-y-4" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">{t('splitPdf.options.legend')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-mode`} className={radioClass} checked={options.mode === 'every'} onChange={() => onChange({ mode: 'every' })} />
          {t('splitPdf.options.every')}
        </label>
        <label className="sr-only" htmlFor={`${id}-every`}>
          {t('splitPdf.options.perFile')}
        </label>
        <input
          id={`${id}-every`}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          className={`${fieldClass} w-24`}
          value={Number.isFinite(options.every) ? options.every : ''}
          onChange={(event) => onChange({ mode: 'every', every: event.target.valueAsNumber })}
        />
        <span className="text-sm text-slate-700">{t('splitPdf.options.everyUnit', { every: Number.isFinite(options.every) ? options.every : 0 })}</span>
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-mode`} className={radioClass} checked={options.mode === 'ranges'} onChange={() => onChange({ mode: 'ranges' })} />
          {t('splitPdf.options.choose')}
        </label>
        <div className="ps-6">
          <PageRangesField id={id} label={t('splitPdf.options.pages')} value={options.ranges} onChange={(ranges) => onChange({ mode: 'ranges', ranges })} />
          <div className="mt-2 flex flex-wrap gap-4" role="radiogroup" aria-label={t('splitPdf.options.output')}>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-output`} className={radioClass} checked={options.output === 'one'} onChange={() => onChange({ mode: 'ranges', output: 'one' })} />
              {t('splitPdf.options.one')}
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-output`} className={radioClass} checked={options.output === 'separate'} onChange={() => onChange({ mode: 'ranges', output: 'separate' })} />
              {t('splitPdf.options.separate')}
            </label>
          </div>
        </div>
      </div>
    </fieldset>
  );
}
