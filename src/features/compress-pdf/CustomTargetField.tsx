import { useId } from 'react';
import { t } from '../../i18n/messages';
import type { CompressPdfOptions } from '../../machines/compressPdf.machine';
import { Select } from '../../ui/Select';
import { unitOptions } from './levels';

/** The user's own target size: a figure and its unit. */
export function CustomTargetField({
  size,
  unit,
  disabled,
  onChange,
}: {
  size: number;
  unit: CompressPdfOptions['customUnit'];
  disabled: boolean;
  onChange: (options: Partial<CompressPdfOptions>) => void;
}) {
  const id = useId();
  return (
    <div className="mt-4 grid items-end gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {t('compressPdf.custom.size')}
        </label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={Number.isFinite(size) ? size : ''}
          disabled={disabled}
          onChange={(e) => onChange({ customSize: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
        />
      </div>
      <Select label={t('compressPdf.custom.unit')} value={unit} options={unitOptions()} disabled={disabled} onChange={(customUnit) => onChange({ customUnit })} />
    </div>
  );
}
