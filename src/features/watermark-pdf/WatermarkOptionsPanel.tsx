import { useId } from 'react';
import { t } from '../../i18n/messages';
import type { WatermarkOptions } from '../../machines/watermarkPdf.machine';
import { fieldClass, PageRangesField, radioClass } from '../../ui/pdfPages/PageRangesField';

interface WatermarkOptionsPanelProps {
  options: WatermarkOptions;
  disabled: boolean;
  onChange: (options: Partial<WatermarkOptions>) => void;
}

const FONTS: [WatermarkOptions['font'], string][] = [
  ['sans-bold', 'watermarkPdf.font.sans-bold'],
  ['sans', 'watermarkPdf.font.sans'],
  ['serif', 'watermarkPdf.font.serif'],
  ['mono', 'watermarkPdf.font.mono'],
];

const POSITIONS: [WatermarkOptions['position'], string][] = [
  ['center', 'watermarkPdf.position.center'],
  ['top-left', 'watermarkPdf.position.top-left'],
  ['top-center', 'watermarkPdf.position.top-center'],
  ['top-right', 'watermarkPdf.position.top-right'],
  ['middle-left', 'watermarkPdf.position.middle-left'],
  ['middle-right', 'watermarkPdf.position.middle-right'],
  ['bottom-left', 'watermarkPdf.position.bottom-left'],
  ['bottom-center', 'watermarkPdf.position.bottom-center'],
  ['bottom-right', 'watermarkPdf.position.bottom-right'],
];

const label = 'block text-sm font-medium text-slate-800';

/** Text or image, its look, where it goes, over or behind the content, and on which pages. */
export function WatermarkOptionsPanel({ options, disabled, onChange }: WatermarkOptionsPanelProps) {
  const id = useId();
  const number = (key: 'size' | 'angle' | 'opacity' | 'imageWidth') => (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.target.valueAsNumber });
  const tiled = options.kind === 'text' && options.layout === 'tiled';
  return (
    <fieldset className="mt-4 space-y-4" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">{t('watermarkPdf.options.legend')}</legend>
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={t('watermarkPdf.options.type')}>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-kind`} className={radioClass} checked={options.kind === 'text'} onChange={() => onChange({ kind: 'text' })} />
          {t('watermarkPdf.options.text')}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-kind`} className={radioClass} checked={options.kind === 'image'} onChange={() => onChange({ kind: 'image' })} />
          {t('watermarkPdf.options.image')}
        </label>
      </div>
      {options.kind === 'text' ? (
        <>
          <div>
            <label htmlFor={`${id}-text`} className={label}>
              {t('watermarkPdf.options.watermarkText')}
            </label>
            <input id={`${id}-text`} type="text" maxLength={200} className={`${fieldClass} mt-1 w-full`} value={options.text} onChange={(e) => onChange({ text: e.target.value })} />
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <div>
              <label htmlFor={`${id}-font`} className={label}>
                {t('watermarkPdf.options.font')}
              </label>
              <select id={`${id}-font`} className={`${fieldClass} mt-1 w-full`} value={options.font} onChange={(e) => onChange({ font: e.target.value as WatermarkOptions['font'] })}>
                {FONTS.map(([value, text]) => (
                  <option key={value} value={value}>
                    {t(text)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-size`} className={label}>
                {t('watermarkPdf.options.size')}
              </label>
              <input id={`${id}-size`} type="number" min={6} max={300} step={1} inputMode="numeric" className={`${fieldClass} mt-1 w-full`} value={Number.isFinite(options.size) ? options.size : ''} onChange={number('size')} />
            </div>
            <div>
              <label htmlFor={`${id}-angle`} className={label}>
                {t('watermarkPdf.options.angle')}
              </label>
              <input id={`${id}-angle`} type="number" min={-180} max={180} step={5} inputMode="numeric" className={`${fieldClass} mt-1 w-full`} value={Number.isFinite(options.angle) ? options.angle : ''} onChange={number('angle')} />
            </div>
            <div>
              <label htmlFor={`${id}-color`} className={label}>
                {t('watermarkPdf.options.color')}
              </label>
              <input id={`${id}-color`} type="color" className="mt-1 h-10 w-full cursor-pointer rounded-md border border-slate-300 bg-white p-1" value={options.color} onChange={(e) => onChange({ color: e.target.value })} />
            </div>
          </div>
          <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={t('watermarkPdf.options.layout')}>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-layout`} className={radioClass} checked={options.layout === 'single'} onChange={() => onChange({ layout: 'single' })} />
              {t('watermarkPdf.options.single')}
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-layout`} className={radioClass} checked={options.layout === 'tiled'} onChange={() => onChange({ layout: 'tiled' })} />
              {t('watermarkPdf.options.tiled')}
            </label>
          </div>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-image`} className={label}>
              {t('watermarkPdf.options.imageFile')}
            </label>
            <input
              id={`${id}-image`}
              type="file"
              accept="image/png,image/jpeg"
              className="mt-1 block w-full text-sm text-slate-800 file:me-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-indigo-800"
              onChange={(e) => onChange({ image: e.target.files?.[0] ?? null })}
            />
            {options.image && <p className="mt-1 text-xs text-slate-600">{options.image.name}</p>}
          </div>
          <div>
            <label htmlFor={`${id}-width`} className={label}>
              {t('watermarkPdf.options.width')}
            </label>
            <input id={`${id}-width`} type="number" min={5} max={100} step={5} inputMode="numeric" className={`${fieldClass} mt-1 w-full`} value={Number.isFinite(options.imageWidth) ? options.imageWidth : ''} onChange={number('imageWidth')} />
          </div>
        </div>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {!tiled && (
          <div>
            <label htmlFor={`${id}-position`} className={label}>
              {t('watermarkPdf.options.position')}
            </label>
            <select id={`${id}-position`} className={`${fieldClass} mt-1 w-full`} value={options.position} onChange={(e) => onChange({ position: e.target.value as WatermarkOptions['position'] })}>
              {POSITIONS.map(([value, text]) => (
                <option key={value} value={value}>
                  {t(text)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-opacity`} className={label}>
            {t('watermarkPdf.options.opacity')}
          </label>
          <input id={`${id}-opacity`} type="number" min={5} max={100} step={5} inputMode="numeric" className={`${fieldClass} mt-1 w-full`} value={Number.isFinite(options.opacity) ? options.opacity : ''} onChange={number('opacity')} />
        </div>
        <div className="col-span-2 flex flex-col justify-end gap-2" role="radiogroup" aria-label={t('watermarkPdf.options.placement')}>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-layer`} className={radioClass} checked={!options.behind} onChange={() => onChange({ behind: false })} />
            {t('watermarkPdf.options.over')}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-layer`} className={radioClass} checked={options.behind} onChange={() => onChange({ behind: true })} />
            {t('watermarkPdf.options.behind')}
          </label>
        </div>
      </div>
      <div className="space-y-2" role="radiogroup" aria-label={t('watermarkPdf.options.pagesTo')}>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-pages`} className={radioClass} checked={options.pages === 'all'} onChange={() => onChange({ pages: 'all' })} />
            {t('watermarkPdf.options.all')}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-pages`} className={radioClass} checked={options.pages === 'chosen'} onChange={() => onChange({ pages: 'chosen' })} />
            {t('watermarkPdf.options.chosen')}
          </label>
        </div>
        {options.pages === 'chosen' && (
          <div className="ps-6">
            <PageRangesField id={id} label={t('watermarkPdf.options.pages')} value={options.ranges} onChange={(ranges) => onChange({ pages: 'chosen', ranges })} />
          </div>
        )}
      </div>
    </fieldset>
  );
}
