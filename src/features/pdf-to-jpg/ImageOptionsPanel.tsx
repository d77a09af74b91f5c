import { useId } from 'react';
import { t } from '../../i18n/messages';
import { DPI_CHOICES, type Dpi, type PdfToJpgOptions } from '../../machines/pdfToJpg.machine';
import { PageRangesField, radioClass } from '../../ui/pdfPages/PageRangesField';
import { Select } from '../../ui/Select';

interface ImageOptionsPanelProps {
  options: PdfToJpgOptions;
  disabled: boolean;
  onChange: (options: Partial<PdfToJpgOptions>) => void;
}

const DPI_LABELS: Record<Dpi, string> = { 72: 'pdfToJpg.dpi.72', 150: 'pdfToJpg.dpi.150', 300: 'pdfToJpg.dpi.300' };
/** The options in the page's language (read at render). */
const dpiOptions = () => DPI_CHOICES.map((dpi) => ({ value: String(dpi) as `${Dpi}`, label: t(DPI_LABELS[dpi]) }));
const formatOptions = () => [
  { value: 'jpg' as const, label: t('pdfToJpg.format.jpg') },
  { value: 'png' as const, label: t('pdfToJpg.format.png') },
];

/** Which pages, at what resolution, in which format. */
export function ImageOptionsPanel({ options, disabled, onChange }: ImageOptionsPanelProps) {
  const id = useId();
  return (
    <fieldset className="mt-4 space-y-4" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">{t('pdfToJpg.options.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('pdfToJpg.options.resolution')}
          value={String(options.dpi) as `${Dpi}`}
          options={dpiOptions()}
          disabled={disabled}
          onChange={(dpi) => onChange({ dpi: Number(dpi) as Dpi })}
        />
        <Select label={t('pdfToJpg.options.format')} value={options.format} options={formatOptions()} disabled={disabled} onChange={(format) => onChange({ format })} />
      </div>
      <div className="space-y-2" role="radiogroup" aria-label={t('pdfToJpg.options.pages')}>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-pages`} className={radioClass} checked={options.pages === 'all'} onChange={() => onChange({ pages: 'all' })} />
          {t('pdfToJpg.options.every')}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-pages`} className={radioClass} checked={options.pages === 'chosen'} onChange={() => onChange({ pages: 'chosen' })} />
          {t('pdfToJpg.options.chosen')}
        </label>
      </div>
      <div className="ps-6">
        <PageRangesField id={id} label={t('pdfToJpg.options.ranges')} value={options.ranges} onChange={(ranges) => onChange({ pages: 'chosen', ranges })} />
      </div>
    </fieldset>
  );
}
