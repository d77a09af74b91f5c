import { useId } from 'react';
import { KeepMetadataCheckbox } from '../../ui/KeepMetadataCheckbox';
import { Slider } from '../../ui/Slider';
import { Tabs } from '../../ui/Tabs';
import { IMAGE_QUALITY, type ImageOptions, type SizeUnit } from './engine';
import { FORMAT_TABS } from './texts';

/** Quality, output format, optional 'Max size' and 'Keep metadata' (shared by single and batch). */
export function OptionsPanel({ options, disabled, onChange }: { options: ImageOptions; disabled: boolean; onChange: (o: Partial<ImageOptions>) => void }) {
  const sizeId = useId();
  const unitId = useId();
  return (
    <div className="space-y-4">
      <Slider label="Quality" value={options.quality} min={IMAGE_QUALITY.min} max={IMAGE_QUALITY.max} step={IMAGE_QUALITY.step} unit="%" disabled={disabled} endLabels={['Smaller file', 'Better quality']} onChange={(quality) => onChange({ quality })} />
      {options.quality < 70 && <p className="text-xs text-slate-500">Below 70% the dimensions are reduced too (to {Math.max(50, options.quality)}%).</p>}
      <div>
        <p className="mb-2 text-sm font-medium text-slate-700">Output format</p>
        <Tabs label="Output format" items={[...FORMAT_TABS]} value={options.format} onChange={(format) => onChange({ format })} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={sizeId} className="block text-sm font-medium text-slate-700">
            Max size (optional)
          </label>
          <input id={sizeId} type="number" min={1} inputMode="decimal" placeholder="e.g. 200" value={options.maxSize} disabled={disabled} onChange={(e) => onChange({ maxSize: e.target.value })} className="mt-1 w-32 rounded-md border border-slate-300 px-2 py-1.5" />
        </div>
        <div>
          <label htmlFor={unitId} className="sr-only">
            Max size unit
          </label>
          <select id={unitId} value={options.maxUnit} disabled={disabled} onChange={(e) => onChange({ maxUnit: e.target.value as SizeUnit })} className="rounded-md border border-slate-300 px-2 py-1.5">
            <option value="KB">KB</option>
            <option value="MB">MB</option>
          </select>
        </div>
      </div>
      <KeepMetadataCheckbox checked={options.keepMetadata} disabled={disabled} onChange={(keepMetadata) => onChange({ keepMetadata })} />
    </div>
  );
}
