import type { QrType } from '../../machines/qrGenerator.machine';
import { FIELD_CLASS } from './fieldClass';

const FIELDS: Record<Exclude<QrType, 'wifi'>, { label: string; placeholder: string; inputType?: string }> = {
  text: { label: 'Text', placeholder: 'Enter any text' },
  url: { label: 'Website URL', placeholder: 'example.com', inputType: 'url' },
  email: { label: 'Email Address', placeholder: 'name@example.com', inputType: 'email' },
  phone: { label: 'Phone Number', placeholder: '+1 555 123 4567', inputType: 'tel' },
};

/** The content input: multi-line for plain text, single-line for the other types (spec). */
export function ContentField({ qrType, value, onChange }: { qrType: Exclude<QrType, 'wifi'>; value: string; onChange: (v: string) => void }) {
  const field = FIELDS[qrType];
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
