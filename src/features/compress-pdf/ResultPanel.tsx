import { useCallback } from 'react';
import { t } from '../../i18n/messages';
import type { CompressedPdf } from '../../machines/compressPdf.machine';
import type { DownloadPayload } from '../../machines/downloadCountdown.machine';
import { formatBytes, formatSize, percentSaved } from '../../lib/formatSize';
import { showToast } from '../../lib/toast';
import { DownloadButton } from '../../ui/DownloadButton';
import { accessNote, downloadStartedToast, signatureVoidNote } from './texts';

/** What the user should know of the copy: encryption taken off, a signature no longer valid. */
function notes(result: CompressedPdf): string[] {
  const access = result.facts.access ? accessNote(result.facts.access) : undefined;
  const signed = result.facts.signed && !result.notSmaller ? signatureVoidNote() : undefined;
  return [access, signed].filter((note): note is string => note !== undefined);
}

/** With a target size: what it kept, or the smallest size that could be reached. */
function targetNote(result: CompressedPdf): string | null {
  const target = result.target;
  if (!target) return null;
  const detail = target.dpi === null ? t('compressPdf.result.lossless') : t('compressPdf.result.detail', { dpi: target.dpi, quality: target.quality ?? '' });
  return target.reached
    ? t('compressPdf.result.targetReached', { target: formatBytes(target.bytes), detail })
    : t('compressPdf.result.targetMissed', { target: formatBytes(target.bytes), size: formatBytes(result.size), detail });
}

/** Original and compressed names and sizes, the percent-smaller bar, the target reached or not, and the download. */
export function ResultPanel({ originalName, result }: { originalName: string; result: CompressedPdf }) {
  const saved = percentSaved(result.originalSize, result.size);
  const onStarted = useCallback((p: DownloadPayload) => showToast(downloadStartedToast(p.blob.size)), []);
  const { imagesReplaced: replaced, pages, pagesChecked: checked } = result.facts;
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="pdf-result">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('compressPdf.result.original')}</dt>
          <dd className="truncate font-medium text-slate-900">{originalName}</dd>
          <dd className="text-sm text-slate-700">{formatSize(result.originalSize)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{result.notSmaller ? t('compressPdf.result.result') : t('compressPdf.result.compressed')}</dt>
          <dd className="truncate font-medium text-slate-900">{result.fileName}</dd>
          <dd className="text-sm text-slate-700">{formatSize(result.size)}</dd>
        </div>
      </dl>
      {result.notSmaller ? (
        <p className="mt-4 text-sm text-slate-700" role="status">
          {t('compressPdf.result.notSmaller')}
        </p>
      ) : (
        <div className="mt-4">
          <p className="mb-1 text-sm font-medium text-emerald-800">{t('compressPdf.result.smaller', { saved })}</p>
          <div
            role="meter"
            aria-label={t('compressPdf.result.meter')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={saved}
            className="h-2 w-full overflow-hidden rounded-full bg-emerald-100"
          >
            <div className="h-full rounded-full bg-emerald-600" style={{ width: `${saved}%` }} />
          </div>
        </div>
      )}
      {targetNote(result) && (
        <p className="mt-3 text-sm text-slate-700" data-testid="pdf-target-note">
          {targetNote(result)}
        </p>
      )}
      {notes(result).map((note) => (
        <p key={note} className="mt-3 text-sm text-slate-700" data-testid="pdf-access-note">
          {note}
        </p>
      ))}
      {pages > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          {t('compressPdf.result.facts', { pages, replaced })}
          {checked > 0 && t('compressPdf.result.checked', { checked })}
        </p>
      )}
      <div className="mt-4">
        <DownloadButton
          payload={{ blob: result.blob, fileName: result.fileName }}
          label={result.notSmaller ? t('compressPdf.result.downloadOriginal') : t('compressPdf.result.download')}
          onStarted={onStarted}
        />
      </div>
    </div>
  );
}
