import { useId } from 'react';
import { DPI_CHOICES, type Dpi, type PdfToJpgOptions } from '../../machines/pdfToJpg.machine';
import { Select } from '../../ui/Select';

interface ImageOptionsPanelProps {
  options: PdfToJpgOptions;
  disabled: boolean;
  onChange: (options: Partial<PdfToJpgOptions>) => void;
}

const radio = 'h-4 w-4 accent-indigo-600';
const field = 'rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const DPI_LABELS: Record<Dpi, string> = { 72: '72 dpi (screen, small files)', 150: '150 dpi (sharp on screen, good prints)', 300: '300 dpi (print quality)' };
const DPI_OPTIONS = DPI_CHOICES.map((dpi) => ({ value: String(dpi) as `${Dpi}`, label: DPI_LABELS[dpi] }));
const FORMAT_OPTIONS = [
  { value: 'jpg' as const, label: 'JPG (smaller files)' },
  { value: 'png' as const, label: 'PNG (lossless, sharper text)' },
];

/** Which pages, at what resolution, in which format. */
export function ImageOptionsPanel({ options, disabled, onChange }: ImageOptionsPanelProps) {
  const id = useId();
  return (
    <fieldset className="mt-4 space-y-4" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">Images</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Resolution" value={String(options.dpi) as `${Dpi}`} options={DPI_OPTIONS} disabled={disabled} onChange={(dpi) => onChange({ dpi: Number(dpi) as Dpi })} />
        <Select label="Format" value={options.format} options={FORMAT_OPTIONS} disabled={disabled} onChange={(format) => onChange({ format })} />
      </div>
      <div className="space-y-2" role="radiogroup" aria-label="Pages">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-pages`} className={radio} checked={options.pages === 'all'} onChange={() => onChange({ pages: 'all' })} />
          Every page
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-pages`} className={radio} checked={options.pages === 'chosen'} onChange={() => onChange({ pages: 'chosen' })} />
          Chosen pages
        </label>
      </div>
      <div className="pl-6">
        <label htmlFor={`${id}-ranges`} className="block text-sm font-medium text-slate-800">
          Pages to convert
        </label>
        <input
          id={`${id}-ranges`}
          type="text"
          className={`${field} mt-1 w-full`}
          placeholder="1-3, 5, 8-"
          aria-describedby={`${id}-ranges-hint`}
          value={options.ranges}
          onChange={(event) => onChange({ pages: 'chosen', ranges: event.target.value })}
        />
        <p id={`${id}-ranges-hint`} className="mt-1 text-xs text-slate-600">
          Type pages and ranges (8- runs to the last page), or click pages below.
        </p>
      </div>
    </fieldset>
  );
}
