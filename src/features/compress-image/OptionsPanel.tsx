import { useId } from 'react';
import { KeepMetadataCheckbox } from '../../ui/imageCompressor/KeepMetadataCheckbox';
import { Slider } from '../../ui/Slider';
import { Tabs } from '../../ui/Tabs';
import { IMAGE_QUALITY, type ImageOptions, type SizeUnit } from './engine';
import { FORMAT_TABS } from './texts';

/** Quality, output format, optional 'Max size', optional resize and 'Keep metadata' (one image or a batch alike). */
export function OptionsPanel({ options, disabled, onChange }: { options: ImageOptions; disabled: boolean; onChange: (o: Partial<ImageOptions>) => void }) {
  const sizeId = useId();
  const unitId = useId();
  const resizeId = useId();
  const resizeFields = [
    ['resizeWidth', 'Max width', 'px', 'e.g. 1920', 100_000],
    ['resizeHeight', 'Max height', 'px', 'e.g. 1080', 100_000],
    ['resizePercent', 'Scale', '%', 'e.g. 50', 100],
  ] as const;
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
      <fieldset aria-describedby={`${resizeId}-hint`}>
        <legend className="text-sm font-medium text-slate-700">Resize (optional)</legend>
        <div className="mt-1 flex flex-wrap items-end gap-3">
          {resizeFields.map(([key, label, unit, placeholder, max]) => (
            <div key={key}>
              <label htmlFor={`${resizeId}-${key}`} className="block text-xs text-slate-600">
                {label} ({unit})
              </label>
              <input
                id={`${resizeId}-${key}`}
                type="number"
                min={1}
                max={max}
                step={1}
                inputMode="numeric"
                placeholder={placeholder}
                value={options[key]}
                disabled={disabled}
                onChange={(e) => onChange({ [key]: e.target.value })}
                className="mt-1 w-28 rounded-md border border-slate-300 px-2 py-1.5"
              />
            </div>
          ))}
        </div>
        <p id={`${resizeId}-hint`} className="mt-1 text-xs text-slate-500">
          Keeps the proportions and never enlarges; applied to every image before it is compressed.
        </p>
      </fieldset>
      <KeepMetadataCheckbox checked={options.keepMetadata} disabled={disabled} onChange={(keepMetadata) => onChange({ keepMetadata })} />
    </div>
  );
}
