import { useCallback } from 'react';
import type { CompressedPdf } from '../../machines/compressPdf.machine';
import type { DownloadPayload } from '../../machines/downloadCountdown.machine';
import { formatBytes, formatSize, percentSaved } from '../../lib/formatSize';
import { showToast } from '../../lib/toast';
import { DownloadButton } from '../../ui/DownloadButton';
import { ACCESS_NOTES, SIGNATURE_VOID_NOTE, downloadStartedToast } from './texts';

/** What the user should know of the copy: encryption taken off, a signature no longer valid. */
function notes(result: CompressedPdf): string[] {
  const access = result.facts.access && ACCESS_NOTES[result.facts.access];
  const signed = result.facts.signed && !result.notSmaller ? SIGNATURE_VOID_NOTE : undefined;
  return [access, signed].filter((note): note is string => note !== undefined);
}

/** With a target size: what it kept, or the smallest size that could be reached. */
function targetNote(result: CompressedPdf): string | null {
  const target = result.target;
  if (!target) return null;
  const detail = target.dpi === null ? 'with only lossless changes' : `with images at up to ${target.dpi} dpi and JPEG quality ${target.quality}`;
  return target.reached
    ? `Under ${formatBytes(target.bytes)}: reached ${detail}.`
    : `Under ${formatBytes(target.bytes)} could not be reached without making pages hard to read. The smallest this PDF gets is ${formatBytes(result.size)} (${detail}), and that file is offered below.`;
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
          <dt className="text-sm text-slate-600">Original</dt>
          <dd className="truncate font-medium text-slate-900">{originalName}</dd>
          <dd className="text-sm text-slate-700">{formatSize(result.originalSize)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{result.notSmaller ? 'Result' : 'Compressed'}</dt>
          <dd className="truncate font-medium text-slate-900">{result.fileName}</dd>
          <dd className="text-sm text-slate-700">{formatSize(result.size)}</dd>
        </div>
      </dl>
      {result.notSmaller ? (
        <p className="mt-4 text-sm text-slate-700" role="status">
          This PDF could not be made any smaller without hurting it, so the original file is offered unchanged.
        </p>
      ) : (
        <div className="mt-4">
          <p className="mb-1 text-sm font-medium text-emerald-800">{saved}% smaller</p>
          <div
            role="meter"
            aria-label="Size reduction"
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
          {pages} {pages === 1 ? 'page' : 'pages'} kept · {replaced} {replaced === 1 ? 'image' : 'images'} re-encoded
          {checked > 0 && ` · ${checked} checked against the original`}
        </p>
      )}
      <div className="mt-4">
        <DownloadButton
          payload={{ blob: result.blob, fileName: result.fileName }}
          label={result.notSmaller ? 'Download Original PDF' : 'Download Compressed PDF'}
          onStarted={onStarted}
        />
      </div>
    </div>
  );
}
