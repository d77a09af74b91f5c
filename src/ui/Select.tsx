import { useId } from 'react';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled dropdown. It is the browser's own `<select>`, not a scripted listbox: it costs no
 * JavaScript (Radix Select and its positioning library were 21 KB gzip on every page using one,
 * more than the first-load budget allowed), keyboard and screen readers handle it natively, and
 * phones open their own picker.
 */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: V;
  options: SelectOption<V>[];
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="w-full">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as V)}
          className="w-full appearance-none rounded-md border border-slate-300 bg-white py-2 ps-3 pe-8 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-slate-500">
          ▾
        </span>
      </div>
    </div>
  );
}
