import { useId } from 'react';
import { DPI_CHOICES, type Dpi, type PdfToJpgOptions } from '../../machines/pdfToJpg.machine';
import { PageRangesField, radioClass } from '../../ui/pdfPages/PageRangesField';
import { Select } from '../../ui/Select';

interface ImageOptionsPanelProps {
  options: PdfToJpgOptions;
  disabled: boolean;
  onChange: (options: Partial<PdfToJpgOptions>) => void;
}

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
          <input type="radio" name={`${id}-pages`} className={radioClass} checked={options.pages === 'all'} onChange={() => onChange({ pages: 'all' })} />
          Every page
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-pages`} className={radioClass} checked={options.pages === 'chosen'} onChange={() => onChange({ pages: 'chosen' })} />
          Chosen pages
        </label>
      </div>
      <div className="pl-6">
        <PageRangesField id={id} label="Pages to convert" value={options.ranges} onChange={(ranges) => onChange({ pages: 'chosen', ranges })} />
      </div>
    </fieldset>
  );
}
