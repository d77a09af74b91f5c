import { t } from '../../i18n/messages';

/** Classes of the option panels' radios and text fields. */
export const radioClass = 'h-4 w-4 accent-indigo-600';
export const fieldClass = 'rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

interface PageRangesFieldProps {
  /** The panel's `useId()`: the field is `${id}-ranges`. */
  id: string;
  label: string;
  value: string;
  onChange: (ranges: string) => void;
}

/** The pages of a PDF page tool typed as ranges ("1-3, 5, 8-"), with its hint. */
export function PageRangesField({ id, label, value, onChange }: PageRangesFieldProps) {
  return (
    <>
      <label htmlFor={`${id}-ranges`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-ranges`}
        type="text"
        className={`${fieldClass} mt-1 w-full`}
        placeholder="1-3, 5, 8-"
        aria-describedby={`${id}-ranges-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-ranges-hint`} className="mt-1 text-xs text-slate-600">
        {t('pdfPages.rangesHint')}
      </p>
    </>
  );
}
