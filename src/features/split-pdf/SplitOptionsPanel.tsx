import { useId } from 'react';
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
      <legend className="text-sm font-semibold text-slate-900">How to split</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-mode`} className={radioClass} checked={options.mode === 'every'} onChange={() => onChange({ mode: 'every' })} />
          Split every
        </label>
        <label className="sr-only" htmlFor={`${id}-every`}>
          Pages per file
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
        <span className="text-sm text-slate-700">{options.every === 1 ? 'page (one PDF per page)' : 'pages'}</span>
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-mode`} className={radioClass} checked={options.mode === 'ranges'} onChange={() => onChange({ mode: 'ranges' })} />
          Choose pages
        </label>
        <div className="pl-6">
          <PageRangesField id={id} label="Pages" value={options.ranges} onChange={(ranges) => onChange({ mode: 'ranges', ranges })} />
          <div className="mt-2 flex flex-wrap gap-4" role="radiogroup" aria-label="Output">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-output`} className={radioClass} checked={options.output === 'one'} onChange={() => onChange({ mode: 'ranges', output: 'one' })} />
              One PDF with these pages
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-output`} className={radioClass} checked={options.output === 'separate'} onChange={() => onChange({ mode: 'ranges', output: 'separate' })} />
              One PDF per range (ZIP)
            </label>
          </div>
        </div>
      </div>
    </fieldset>
  );
}
