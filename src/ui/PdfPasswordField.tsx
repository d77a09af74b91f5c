import { useId, useState } from 'react';
import { t } from '../i18n/messages';

interface PdfPasswordFieldProps {
  fileName: string;
  /** The last password typed did not open the file. */
  wrong: boolean;
  onUnlock: (password: string) => void;
  disabled?: boolean;
  /** What becomes of the password in the result (default: 'the result has no password'). */
  outcome?: string;
}

/**
 * Asks for the password of a protected PDF, in the page (never a browser prompt). The password goes
 * to this tab's worker only, to open the file; it is not sent anywhere, stored, or kept once another
 * file is chosen. Focus lands in the field, so a wrong password can be retyped at once.
 */
export function PdfPasswordField({ fileName, wrong, onUnlock, disabled = false, outcome = t('pdfPassword.noPasswordAfter') }: PdfPasswordFieldProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  return (
    <form
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="pdf-password"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onUnlock(password);
      }}
    >
      <p className="text-sm text-amber-900" id={`${id}-about`}>
        <strong>{t('pdfPassword.protected', { name: fileName })}</strong> {t('pdfPassword.about', { outcome })}
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-slate-800">
        {t('pdfPassword.label', { name: fileName })}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          type="password"
          autoComplete="off"
          // The field appears because the user chose this file: typing the password is the next step.
          autoFocus
          value={password}
          disabled={disabled}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={wrong}
          aria-describedby={`${id}-about${wrong ? ` ${id}-error` : ''}`}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
        <button type="submit" className="btn-secondary" disabled={disabled || password === ''}>
          {t('pdfPassword.unlock')}
        </button>
      </div>
      {wrong && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('pdfProblem.wrongPassword')}
        </p>
      )}
    </form>
  );
}
