import { t } from '../../i18n/messages';
import type { MarginChoice, PageLayout, PageOrientationChoice, PageSizeChoice } from '../../wasm/pdf';
import { Select, type SelectOption } from '../../ui/Select';

/** The options in the page's language (read at render). */
const pageSizes = (): SelectOption<PageSizeChoice>[] => [
  { value: 'fit', label: t('imagesToPdf.size.fit') },
  { value: 'a4', label: t('imagesToPdf.size.a4') },
  { value: 'letter', label: t('imagesToPdf.size.letter') },
];
const orientations = (): SelectOption<PageOrientationChoice>[] => [
  { value: 'auto', label: t('imagesToPdf.orientation.auto') },
  { value: 'portrait', label: t('imagesToPdf.orientation.portrait') },
  { value: 'landscape', label: t('imagesToPdf.orientation.landscape') },
];
const margins = (): SelectOption<MarginChoice>[] => [
  { value: 'none', label: t('imagesToPdf.margin.none') },
  { value: 'small', label: t('imagesToPdf.margin.small') },
  { value: 'large', label: t('imagesToPdf.margin.large') },
];

/** Page size, orientation (only for paper sizes: a fitted page takes the image's shape) and margin. */
export function LayoutSettings({ layout, disabled, onChange }: { layout: PageLayout; disabled: boolean; onChange: (change: Partial<PageLayout>) => void }) {
  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-3">
      <legend className="sr-only">{t('imagesToPdf.layout.legend')}</legend>
      <Select label={t('imagesToPdf.layout.pageSize')} value={layout.pageSize} options={pageSizes()} disabled={disabled} onChange={(pageSize) => onChange({ pageSize })} />
      <Select
        label={t('imagesToPdf.layout.orientation')}
        value={layout.orientation}
        options={orientations()}
        disabled={disabled || layout.pageSize === 'fit'}
        onChange={(orientation) => onChange({ orientation })}
      />
      <Select label={t('imagesToPdf.layout.margin')} value={layout.margin} options={margins()} disabled={disabled} onChange={(margin) => onChange({ margin })} />
    </fieldset>
  );
}
