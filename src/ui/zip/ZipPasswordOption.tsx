import { useId } from 'react';
import { t } from '../../i18n/messages';
import { richText } from '../richText';
import type { ZipTool } from './useZipTool';

/** The command the note names, never translated (it is what one types). */
const UNZIP = 'unzip';

/**
 * "Protect with a password" for both ZIP pages: ticked, every file in the archive is encrypted
 * with WinZip AES-256 under the typed password. It says what AES means for the people who open it
 * (Info-ZIP `unzip` cannot) and that ZIP leaves the file names readable.
 */
export function ZipPasswordOption({ snapshot, send }: Pick<ZipTool, 'snapshot' | 'send'>) {
  const id = useId();
  const { protect, password } = snapshot.context;
  const busy = snapshot.matches('compressing');
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-4" data-testid="zip-password-option">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="h-4 w-4" checked={protect} disabled={busy} onChange={(e) => send({ type: 'PROTECT_CHANGED', protect: e.target.checked })} />
        {t('zip.protect')}
      </label>
      {protect && (
        <div className="mt-3">
          <label htmlFor={id} className="block text-sm font-medium text-slate-700">
            {t('zip.password')}
          </label>
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            value={password}
            disabled={busy}
            aria-describedby={`${id}-note`}
            onChange={(e) => send({ type: 'PASSWORD_CHANGED', password: e.target.value })}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:border-indigo-500"
          />
          <p id={`${id}-note`} className="mt-1 text-xs text-slate-600">
            {richText('zip.passwordNote', { command: <code>{UNZIP}</code> })}
          </p>
        </div>
      )}
    </div>
  );
}
