import { useId } from 'react';
import { t } from '../../i18n/messages';

/** 'Keep metadata': copy the EXIF block into JPEG output (off by default: EXIF can hold GPS). */
export function KeepMetadataCheckbox({ checked, onChange, disabled }: { checked: boolean; onChange: (v: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" className="mt-0.5 h-4 w-4 accent-indigo-600" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="text-slate-700">
        {t('image.keepMetadata')}
        <span className="block text-xs text-slate-500">{t('image.keepMetadataHint')}</span>
      </label>
    </div>
  );
}
