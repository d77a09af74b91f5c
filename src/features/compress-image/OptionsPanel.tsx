import { useId } from 'react';
import { t } from '../../i18n/messages';
import { KeepMetadataCheckbox } from '../../ui/imageCompressor/KeepMetadataCheckbox';
import { Slider } from '../../ui/Slider';
import { Tabs } from '../../ui/Tabs';
import { IMAGE_QUALITY, type ImageOptions, type SizeUnit } from './engine';
import { formatTabs } from './texts';

/** Quality, output format, optional 'Max size', optional resize and 'Keep metadata' (one image or a batch alike). */
export function OptionsPanel({ options, disabled, onChange }: { options: ImageOptions; disabled: boolean; onChange: (o: Partial<ImageOptions>) => void }) {
  const sizeId = useId();
  const unitId = useId();
  const resizeId = useId();
  const resizeFields = [
    ['resizeWidth', t('compressImage.resize.width'), 'px', t('compressImage.resize.example', { value: 1920 }), 100_000],
    ['resizeHeight', t('compressImage.resize.height'), 'px', t('compressImage.resize.example', { value: 1080 }), 100_000],
    ['resizePercent', t('compressImage.resize.scale'), '%', t('compressImage.resize.example', { value: 50 }), 100],
  ] as const;
  return (
    <div className="space-y-4">
      <Slider label={t('compressImage.quality')} value={options.quality} min={IMAGE_QUALITY.min} max={IMAGE_QUALITY.max} step={IMAGE_QUALITY.step} unit="%" disabled={disabled} endLabels={[t('compressImage.quality.smaller'), t('compressImage.quality.better')]} onChange={(quality) => onChange({ quality })} />
      {options.quality < 70 && <p className="text-xs text-slate-500">{t('compressImage.quality.scaled', { percent: Math.max(50, options.quality) })}</p>}
      <div>
        <p className="mb-2 text-sm font-medium text-slate-700">{t('compressImage.format')}</p>
        <Tabs label={t('compressImage.format')} items={formatTabs()} value={options.format} onChange={(format) => onChange({ format })} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={sizeId} className="block text-sm font-medium text-slate-700">
            {t('compressImage.maxSize')}
          </label>
          <input id={sizeId} type="number" min={1} inputMode="decimal" placeholder={t('compressImage.resize.example', { value: 200 })} value={options.maxSize} disabled={disabled} onChange={(e) => onChange({ maxSize: e.target.value })} className="mt-1 w-32 rounded-md border border-slate-300 px-2 py-1.5" />
        </div>
        <div>
          <label htmlFor={unitId} className="sr-only">
            {t('compressImage.maxSize.unit')}
          </label>
          <select id={unitId} value={options.maxUnit} disabled={disabled} onChange={(e) => onChange({ maxUnit: e.target.value as SizeUnit })} className="rounded-md border border-slate-300 px-2 py-1.5">
            <option value="KB">{t('compressImage.unit.kb')}</option>
            <option value="MB">{t('compressImage.unit.mb')}</option>
          </select>
        </div>
      </div>
      <fieldset aria-describedby={`${resizeId}-hint`}>
        <legend className="text-sm font-medium text-slate-700">{t('compressImage.resize')}</legend>
        <div className="mt-1 flex flex-wrap items-end gap-3">
          {resizeFields.map(([key, label, unit, placeholder, max]) => (
            <div key={key}>
              <label htmlFor={`${resizeId}-${key}`} className="block text-xs text-slate-600">
                {t('compressImage.resize.label', { label, unit })}
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
          {t('compressImage.resize.hint')}
        </p>
      </fieldset>
      <KeepMetadataCheckbox checked={options.keepMetadata} disabled={disabled} onChange={(keepMetadata) => onChange({ keepMetadata })} />
    </div>
  );
}
