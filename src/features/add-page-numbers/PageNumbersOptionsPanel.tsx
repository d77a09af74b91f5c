import { useId } from 'react';
import { t } from '../../i18n/messages';
import type { PageNumbersOptions } from '../../machines/addPageNumbers.machine';
import { fieldClass, PageRangesField, radioClass } from '../../ui/pdfPages/PageRangesField';

interface PageNumbersOptionsPanelProps {
  options: PageNumbersOptions;
  disabled: boolean;
  onChange: (options: Partial<PageNumbersOptions>) => void;
}

/** The positions with their catalog ids. */
const POSITIONS: [PageNumbersOptions['position'], string][] = [
  ['top-left', 'addPageNumbers.position.top-left'],
  ['top-center', 'addPageNumbers.position.top-center'],
  ['top-right', 'addPageNumbers.position.top-right'],
  ['bottom-left', 'addPageNumbers.position.bottom-left'],
  ['bottom-center', 'addPageNumbers.position.bottom-center'],
  ['bottom-right', 'addPageNumbers.position.bottom-right'],
];

/** Samples of what each format stamps, as it stamps it (the labels are drawn in English: see lib/pageMarks). */
const FORMATS: [PageNumbersOptions['format'], string][] = [
  ['n', '1, 2, 3'],
  ['page-n', 'Page 1'],
  ['page-n-of-total', 'Page 1 of N'],
  ['roman', 'i, ii, iii'],
];

/** Where the numbers go, which pages get one, their style, first number, size, margin and colour. */
export function PageNumbersOptionsPanel({ options, disabled, onChange }: PageNumbersOptionsPanelProps) {
  const id = useId();
  const number = (key: 'first' | 'size' | 'margin') => (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.target.valueAsNumber });
  return (
    <fieldset className="mt-4 space-y-4" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">{t('addPageNumbers.options.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-position`} className="block text-sm font-medium text-slate-800">
            {t('addPageNumbers.options.position')}
          </label>
          <select id={`${id}-position`} className={`${fieldClass} mt-1 w-full`} value={options.position} onChange={(e) => onChange({ position: e.target.value as PageNumbersOptions['position'] })}>
            {POSITIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-format`} className="block text-sm font-medium text-slate-800">
            {t('addPageNumbers.options.format')}
          </label>
          <select id={`${id}-format`} className={`${fieldClass} mt-1 w-full`} value={options.format} onChange={(e) => onChange({ format: e.target.value as PageNumbersOptions['format'] })}>
            {FORMATS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div>
          <label htmlFor={`${id}-first`} className="block text-sm font-medium text-slate-800">
            {t('addPageNumbers.options.first')}
          </label>
          <input id={`${id}-first`} type="number" min={0} step={1} inputMode="numeric" className={`${fieldClass} mt-1 w-full`} value={Number.isFinite(options.first) ? options.first : ''} onChange={number('first')} />
        </div>
        <div>
          <label htmlFor={`${id}-size`} className="block text-sm font-medium text-slate-800">
            {t('addPageNumbers.options.size')}
          </label>
          <input id={`${id}-size`} type="number" min={6} max={72} step={1} inputMode="numeric" className={`${fieldClass} mt-1 w-full`} value={Number.isFinite(options.size) ? options.size : ''} onChange={number('size')} />
        </div>
        <div>
          <label htmlFor={`${id}-margin`} className="block text-sm font-medium text-slate-800">
            {t('addPageNumbers.options.margin')}
          </label>
          <input id={`${id}-margin`} type="number" min={0} max={144} step={1} inputMode="numeric" className={`${fieldClass} mt-1 w-full`} value={Number.isFinite(options.margin) ? options.margin : ''} onChange={number('margin')} />
        </div>
        <div>
          <label htmlFor={`${id}-color`} className="block text-sm font-medium text-slate-800">
            {t('addPageNumbers.options.color')}
          </label>
          <input id={`${id}-color`} type="color" className="mt-1 h-10 w-full cursor-pointer rounded-md border border-slate-300 bg-white p-1" value={options.color} onChange={(e) => onChange({ color: e.target.value })} />
        </div>
      </div>
      <div className="space-y-2" role="radiogroup" aria-label={t('addPageNumbers.options.pagesToNumber')}>
        <p className="text-sm font-medium text-slate-800" aria-hidden="true">
          {t('addPageNumbers.options.pagesToNumber')}
        </p>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['all', 'addPageNumbers.options.all'],
              ['skip-first', 'addPageNumbers.options.skipFirst'],
              ['chosen', 'addPageNumbers.options.chosen'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-pages`} className={radioClass} checked={options.pages === value} onChange={() => onChange({ pages: value })} />
              {t(label)}
            </label>
          ))}
        </div>
        {options.pages === 'chosen' && (
          <div className="ps-6">
            <PageRangesField id={id} label={t('addPageNumbers.options.pages')} value={options.ranges} onChange={(ranges) => onChange({ pages: 'chosen', ranges })} />
          </div>
        )}
      </div>
    </fieldset>
  );
}
