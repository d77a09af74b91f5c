import { useId } from 'react';
import { t } from '../../i18n/messages';
import { afterRemovalSummary, isSensitiveTag, type MetadataView, type SummaryRow, type TagRow } from '../../wasm/metadata';
import type { CleanResult } from '../../machines/removeImageMetadata.machine';
import { convertedNote, firstFrameNote } from './texts';

interface MetadataPanelProps {
  shown: MetadataView | null;
  reading: boolean;
  result: CleanResult | undefined;
  processedCount: number;
  showSensitive: boolean;
  onToggleSensitive: () => void;
}

const sensitiveClass = 'bg-amber-50 ring-1 ring-amber-300';

/** A summary row's label and value in the page's language (the engine's English is the source). */
const rowLabel = (r: SummaryRow) => t(`removeImageMetadata.summary.${r.key}`);
const rowValue = (r: SummaryRow) =>
  r.word ? t(`removeImageMetadata.value.${r.word}`) : r.count !== undefined ? t('removeImageMetadata.summary.statusValue', { count: r.count }) : r.value;

function Rows({ rows, showSensitive, testId }: { rows: SummaryRow[]; showSensitive: boolean; testId: string }) {
  const visible = rows.filter((r) => showSensitive || !r.sensitive);
  return (
    <dl className="grid gap-1 text-sm" data-testid={testId}>
      {visible.map((r) => (
        <div key={r.label} data-sensitive={r.sensitive || undefined} className={`grid grid-cols-[11rem_1fr] gap-2 rounded px-2 py-1 ${r.sensitive ? sensitiveClass : ''}`}>
          <dt className="font-medium text-slate-600">{rowLabel(r)}</dt>
          <dd className="break-words text-slate-900">
            {rowValue(r)}
            {r.sensitive && <span className="ms-2 rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-900">{t('removeImageMetadata.sensitive')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TagTable({ tags, showSensitive, title }: { tags: TagRow[]; showSensitive: boolean; title: string }) {
  const visible = tags.filter((tag) => showSensitive || !isSensitiveTag(tag));
  const hidden = tags.length - visible.length;
  return (
    <details className="mt-3 rounded border border-slate-200 p-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-700">
        {hidden ? t('removeImageMetadata.tags.countHidden', { title, count: visible.length, hidden }) : t('removeImageMetadata.tags.count', { title, count: visible.length })}
      </summary>
      <table className="mt-2 w-full table-fixed text-start">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="w-24 py-1">{t('removeImageMetadata.tags.group')}</th>
            <th className="w-40 py-1">{t('removeImageMetadata.tags.tag')}</th>
            <th className="py-1">{t('removeImageMetadata.tags.value')}</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((tag) => (
            <tr key={`${tag.group}:${tag.key}`} className={isSensitiveTag(tag) ? sensitiveClass : ''} data-sensitive={isSensitiveTag(tag) || undefined}>
              <td className="truncate py-0.5 text-slate-500">{tag.group}</td>
              <td className="truncate py-0.5 font-medium text-slate-700">{tag.key}</td>
              <td className="break-words py-0.5 text-slate-900">{tag.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The inspector: the spec's summary of the shown image, or after removal what the clean file still holds. */
export function MetadataPanel({ shown, reading, result, processedCount, showSensitive, onToggleSensitive }: MetadataPanelProps) {
  const switchId = useId();
  return (
    <section aria-label={t('removeImageMetadata.panel.label')} className="mt-6 rounded-lg border border-slate-200 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('removeImageMetadata.panel.title')}</h2>
        <div className="flex items-center gap-2">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={showSensitive}
            onChange={onToggleSensitive}
            className="switch-input"
          />
          <label htmlFor={switchId} className="text-sm text-slate-700">
            {t('removeImageMetadata.panel.showSensitive')}{' '}
            <span className="text-slate-500">{showSensitive ? t('removeImageMetadata.panel.allShown') : t('removeImageMetadata.panel.sensitiveHidden')}</span>
          </label>
        </div>
      </div>
      {reading && <p className="text-sm text-slate-500">{t('removeImageMetadata.panel.reading')}</p>}
      {!reading && !shown && <p className="text-sm text-slate-500">{t('removeImageMetadata.panel.empty')}</p>}
      {shown && result && (
        <>
          <Rows rows={afterRemovalSummary({ name: result.fileName, size: result.blob.size, type: result.blob.type, lastModified: 0 }, processedCount)} showSensitive={showSensitive} testId="after-summary" />
          {(result.convertedFrom === 'HEIC' || result.convertedFrom === 'TIFF') && (
            <p className="mt-3 rounded bg-indigo-50 px-2 py-1 text-sm text-indigo-900" data-testid="converted-note">
              {convertedNote(result.convertedFrom)}
            </p>
          )}
          {result.note && (
            <p className="mt-3 rounded bg-indigo-50 px-2 py-1 text-sm text-indigo-900" data-testid="converted-note">
              {convertedNote(result.note)}
            </p>
          )}
          {result.firstFrameOf && (
            <p role="status" className="mt-3 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="first-frame-note">
              {firstFrameNote(result.firstFrameOf)}
            </p>
          )}
          <RemainingNote remaining={result.remaining} lossless={result.lossless} />
          <TagTable tags={result.remaining.tags} showSensitive={showSensitive} title={t('removeImageMetadata.tags.remaining')} />
        </>
      )}
      {shown && !result && (
        <>
          <Rows rows={shown.rows} showSensitive={showSensitive} testId="metadata-summary" />
          {shown.readable && <TagTable tags={shown.tags} showSensitive={showSensitive} title={t('removeImageMetadata.tags.all')} />}
        </>
      )}
    </section>
  );
}

function RemainingNote({ remaining, lossless }: { remaining: MetadataView; lossless: boolean }) {
  const keys = [...new Set(remaining.tags.map((tag) => (tag.group === 'icc' ? t('removeImageMetadata.remaining.icc') : tag.key)))];
  const text =
    keys.length === 0
      ? t('removeImageMetadata.remaining.none')
      : t(keys.includes('Orientation') ? 'removeImageMetadata.remaining.onlyUpright' : 'removeImageMetadata.remaining.only', { keys: keys.join(', ') });
  return (
    <p className="mt-3 text-sm text-slate-600" data-testid="remaining-note">
      {text} {lossless ? t('removeImageMetadata.remaining.lossless') : t('removeImageMetadata.remaining.redrawn')}
    </p>
  );
}
