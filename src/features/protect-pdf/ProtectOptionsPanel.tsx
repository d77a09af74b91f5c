import { lazy, Suspense, useId, useState } from 'react';
import { t } from '../../i18n/messages';
import type { ProtectOptions } from '../../machines/protectPdf.machine';
import type { PdfEncryption, PdfPermissions } from '../../wasm/pdf';
import { Select } from '../../ui/Select';

// The meter and its word lists load with the first character typed, not with the page.
const StrengthMeter = lazy(() => import('./StrengthMeter').then((module) => ({ default: module.StrengthMeter })));

const encryptionOptions = (): { value: PdfEncryption; label: string }[] => [
  { value: 'AES-256', label: t('protectPdf.encryption.AES-256') },
  { value: 'AES-128', label: t('protectPdf.encryption.AES-128') },
];

const PERMISSIONS: { key: keyof PdfPermissions; label: string }[] = [
  { key: 'print', label: 'protectPdf.permission.print' },
  { key: 'copy', label: 'protectPdf.permission.copy' },
  { key: 'edit', label: 'protectPdf.permission.edit' },
  { key: 'annotate', label: 'protectPdf.permission.annotate' },
  { key: 'fillForms', label: 'protectPdf.permission.fillForms' },
];

const INPUT =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50 aria-[invalid=true]:border-red-600';

interface PasswordInputProps {
  label: string;
  value: string;
  shown: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

function PasswordInput({ label, value, shown, disabled, onChange, describedBy, invalid = false }: PasswordInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck={false}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT}
      />
    </div>
  );
}

function Checkbox({ label, checked, disabled, onChange, note }: { label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void; note?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" className="mt-0.5 h-4 w-4 accent-indigo-600" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-slate-700">
        {label}
        {note && <span className="block text-xs text-slate-600">{note}</span>}
      </label>
    </div>
  );
}

/**
 * The protection's options: the open password typed twice with its strength, an optional
 * permissions password with what everyone else may do, and the encryption.
 */
export function ProtectOptionsPanel({ options, disabled, onChange }: { options: ProtectOptions; disabled: boolean; onChange: (options: Partial<ProtectOptions>) => void }) {
  const ids = { strength: useId(), mismatch: useId(), owner: useId() };
  const [shown, setShown] = useState(false);
  const mismatch = options.confirmPassword !== '' && options.confirmPassword !== options.openPassword;
  const setPermission = (key: keyof PdfPermissions, value: boolean) => onChange({ permissions: { ...options.permissions, [key]: value } });
  const strengthAdvice = t('protectPdf.options.strengthAdvice');

  return (
    <div className="mt-6 space-y-5" data-testid="protect-options">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <PasswordInput
            label={t('protectPdf.options.openPassword')}
            value={options.openPassword}
            shown={shown}
            disabled={disabled}
            describedBy={ids.strength}
            onChange={(openPassword) => onChange({ openPassword })}
          />
          {options.openPassword === '' ? (
            <p id={ids.strength} className="mt-1 text-xs text-slate-600">
              {strengthAdvice}
            </p>
          ) : (
            <Suspense fallback={<p id={ids.strength} className="mt-1 text-xs text-slate-600">{strengthAdvice}</p>}>
              <StrengthMeter password={options.openPassword} id={ids.strength} />
            </Suspense>
          )}
        </div>
        <div>
          <PasswordInput
            label={t('protectPdf.options.repeat')}
            value={options.confirmPassword}
            shown={shown}
            disabled={disabled}
            invalid={mismatch}
            describedBy={mismatch ? ids.mismatch : undefined}
            onChange={(confirmPassword) => onChange({ confirmPassword })}
          />
          {mismatch && (
            <p id={ids.mismatch} className="mt-1 text-xs font-medium text-red-700">
              {t('protectPdf.options.mismatch')}
            </p>
          )}
        </div>
      </div>
      <Checkbox label={t('protectPdf.options.show')} checked={shown} disabled={false} onChange={setShown} />

      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('protectPdf.options.restrictions')}</legend>
        <Checkbox
          label={t('protectPdf.options.restrict')}
          note={t('protectPdf.options.restrictNote')}
          checked={options.restrict}
          disabled={disabled}
          onChange={(restrict) => onChange({ restrict })}
        />
        {options.restrict && (
          <div className="mt-4 space-y-4">
            <div>
              <PasswordInput
                label={t('protectPdf.options.ownerPassword')}
                value={options.ownerPassword}
                shown={shown}
                disabled={disabled}
                describedBy={ids.owner}
                onChange={(ownerPassword) => onChange({ ownerPassword })}
              />
              <p id={ids.owner} className="mt-1 text-xs text-slate-600">
                {t('protectPdf.options.ownerHint')}
              </p>
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">{t('protectPdf.options.mayLegend')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {PERMISSIONS.map(({ key, label }) => (
                  <Checkbox
                    key={key}
                    label={t(label)}
                    // Readers let anyone who may comment fill in forms as well.
                    checked={options.permissions[key] || (key === 'fillForms' && options.permissions.annotate)}
                    disabled={disabled || (key === 'fillForms' && options.permissions.annotate)}
                    onChange={(value) => setPermission(key, value)}
                  />
                ))}
              </div>
            </fieldset>
            <p className="text-xs text-slate-600">{t('protectPdf.options.limitsNote')}</p>
          </div>
        )}
      </fieldset>

      <div className="sm:w-1/2">
        <Select label={t('protectPdf.options.encryption')} value={options.encryption} options={encryptionOptions()} disabled={disabled} onChange={(encryption) => onChange({ encryption })} />
      </div>
    </div>
  );
}
