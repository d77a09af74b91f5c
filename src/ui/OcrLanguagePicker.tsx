import { t } from '../i18n/messages';
import { formatSize } from '../lib/formatSize';
import { OCR_ENGINE_BYTES, OCR_LANGUAGES, type OcrLanguage } from '../wasm/ocr';

/**
 * The OCR tools' languages: one checkbox per language with what it downloads the first time (the
 * engine's own download said once), up to `max` at once.
 */
export function OcrLanguagePicker({
  value,
  max,
  disabled,
  onChange,
}: {
  value: readonly OcrLanguage[];
  max: number;
  disabled?: boolean;
  onChange: (languages: OcrLanguage[]) => void;
}) {
  const toggle = (code: OcrLanguage, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));
  return (
    <fieldset className="mt-6" data-testid="ocr-languages">
      <legend className="text-sm font-medium text-slate-900">{t('ocrLanguages.legend', { max })}</legend>
      <p className="mt-1 text-sm text-slate-600">
        {t('ocrLanguages.download', { size: formatSize(OCR_ENGINE_BYTES) })}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {OCR_LANGUAGES.map(({ code, bytes }) => {
          const checked = value.includes(code);
          return (
            <label key={code} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled || (!checked && value.length >= max)}
                onChange={(event) => toggle(code, event.target.checked)}
              />
              <span>
                {t(`ocrLanguage.${code}`)} <span className="text-slate-600">({formatSize(bytes)})</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
