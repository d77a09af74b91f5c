import type { MarginChoice, PageLayout, PageOrientationChoice, PageSizeChoice } from '../../wasm/pdf';
import { Select, type SelectOption } from '../../ui/Select';

const PAGE_SIZES: SelectOption<PageSizeChoice>[] = [
  { value: 'fit', label: 'Fit image' },
  { value: 'a4', label: 'A4 (210 × 297 mm)' },
  { value: 'letter', label: 'US Letter (8.5 × 11 in)' },
];
const ORIENTATIONS: SelectOption<PageOrientationChoice>[] = [
  { value: 'auto', label: 'Auto (follows each image)' },
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
];
const MARGINS: SelectOption<MarginChoice>[] = [
  { value: 'none', label: 'None' },
  { value: 'small', label: 'Small (¼ in, about 6 mm)' },
  { value: 'large', label: 'Large (¾ in, about 19 mm)' },
];

/** Page size, orientation (only for paper sizes: a fitted page takes the image's shape) and margin. */
export function LayoutSettings({ layout, disabled, onChange }: { layout: PageLayout; disabled: boolean; onChange: (change: Partial<PageLayout>) => void }) {
  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-3">
      <legend className="sr-only">Page settings</legend>
      <Select label="Page size" value={layout.pageSize} options={PAGE_SIZES} disabled={disabled} onChange={(pageSize) => onChange({ pageSize })} />
      <Select
        label="Orientation"
        value={layout.orientation}
        options={ORIENTATIONS}
        disabled={disabled || layout.pageSize === 'fit'}
        onChange={(orientation) => onChange({ orientation })}
      />
      <Select label="Margin" value={layout.margin} options={MARGINS} disabled={disabled} onChange={(margin) => onChange({ margin })} />
    </fieldset>
  );
}
