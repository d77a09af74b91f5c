import { t } from '../../i18n/messages';
import type { QrType } from '../../machines/qrGenerator.machine';
import { FIELD_CLASS } from './fieldClass';

/** Each type's field: its label is `qrGenerator.field.<type>`, its placeholder `qrGenerator.field.<type>.placeholder`. */
const FIELDS: Record<Exclude<QrType, 'wifi'>, { inputType?: string }> = {
  text: {},
  url: { inputType: 'url' },
  email: { inputType: 'email' },
  phone: { inputType: 'tel' },
};

/** The content input: multi-line for plain text, single-line for the other types (spec). */
export function ContentField({ qrType, value, onChange }: { qrType: Exclude<QrType, 'wifi'>; value: string; onChange: (v: string) => void }) {
  const field = { ...FIELDS[qrType], label: t(`qrGenerator.field.${qrType}`), placeholder: t(`qrGenerator.field.${qrType}.placeholder`) };
  return (
    <div>
      <label htmlFor="qr-content" className="mb-1 block text-sm font-medium text-slate-700">
        {field.label}
      </label>
      {qrType === 'text' ? (
        <textarea id="qr-content" rows={4} className={FIELD_CLASS} placeholder={field.placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          id="qr-content"
          // 'text' keeps the browser from blocking submit on its own URL/email rules; ours are the spec's.
          type="text"
          inputMode={field.inputType === 'tel' ? 'tel' : field.inputType === 'email' ? 'email' : 'url'}
          autoComplete="off"
          className={FIELD_CLASS}
          placeholder={field.placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
