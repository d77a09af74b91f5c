import { useCallback } from 'react';
import { t } from '../../i18n/messages';
import type { UnlockedPdf } from '../../machines/unlockPdf.machine';
import type { DownloadPayload } from '../../machines/downloadCountdown.machine';
import { formatSize } from '../../lib/formatSize';
import { showToast } from '../../lib/toast';
import { DownloadButton } from '../../ui/DownloadButton';
import { downloadStartedToast, resultNotes } from './texts';

/** The unlocked copy: what was taken off, the signature's fate, and the download. */
export function UnlockResult({ result, signed }: { result: UnlockedPdf; signed: boolean }) {
  const onStarted = useCallback((p: DownloadPayload) => showToast(downloadStartedToast(p.blob.size)), []);
  const notes = [
    result.access === 'unlocked' ? resultNotes.unlocked() : resultNotes.restrictionsRemoved(),
    signed ? resultNotes.signed() : undefined,
  ].filter((note): note is string => note !== undefined);
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="pdf-result">
      <p className="truncate font-medium text-slate-900">{result.fileName}</p>
      <p className="text-sm text-slate-700">
        {t('unlockPdf.result.facts', { size: formatSize(result.blob.size), pages: result.pages })}
      </p>
      {notes.map((note) => (
        <p key={note} className="mt-3 text-sm text-slate-700" data-testid="pdf-access-note">
          {note}
        </p>
      ))}
      <div className="mt-4">
        <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label={t('unlockPdf.result.download')} onStarted={onStarted} />
      </div>
    </div>
  );
}
