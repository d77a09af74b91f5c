import { useId } from 'react';
import type { SplitOptions } from '../../machines/splitPdf.machine';

interface SplitOptionsPanelProps {
  options: SplitOptions;
  disabled: boolean;
  onChange: (options: Partial<SplitOptions>) => void;
}

const radio = 'h-4 w-4 accent-indigo-600';
const field = 'rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/** How to split: every N pages, or the pages typed (or clicked) as ranges, in one PDF or one per range. */
export function SplitOptionsPanel({ options, disabled, onChange }: SplitOptionsPanelProps) {
  const id = useId();
  return (
    <fieldset className="mt-4 space-y-4" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">How to split</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-mode`} className={radio} checked={options.mode === 'every'} onChange={() => onChange({ mode: 'every' })} />
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
          className={`${field} w-24`}
          value={Number.isFinite(options.every) ? options.every : ''}
          onChange={(event) => onChange({ mode: 'every', every: event.target.valueAsNumber })}
        />
        <span className="text-sm text-slate-700">{options.every === 1 ? 'page (one PDF per page)' : 'pages'}</span>
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-mode`} className={radio} checked={options.mode === 'ranges'} onChange={() => onChange({ mode: 'ranges' })} />
          Choose pages
        </label>
        <div className="pl-6">
          <label htmlFor={`${id}-ranges`} className="block text-sm font-medium text-slate-800">
            Pages
          </label>
          <input
            id={`${id}-ranges`}
            type="text"
            className={`${field} mt-1 w-full`}
            placeholder="1-3, 5, 8-"
            aria-describedby={`${id}-ranges-hint`}
            value={options.ranges}
            onChange={(event) => onChange({ mode: 'ranges', ranges: event.target.value })}
          />
          <p id={`${id}-ranges-hint`} className="mt-1 text-xs text-slate-600">
            Type pages and ranges (8- runs to the last page), or click pages below.
          </p>
          <div className="mt-2 flex flex-wrap gap-4" role="radiogroup" aria-label="Output">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-output`} className={radio} checked={options.output === 'one'} onChange={() => onChange({ mode: 'ranges', output: 'one' })} />
              One PDF with these pages
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-output`} className={radio} checked={options.output === 'separate'} onChange={() => onChange({ mode: 'ranges', output: 'separate' })} />
              One PDF per range (ZIP)
            </label>
          </div>
        </div>
      </div>
    </fieldset>
  );
}
