import { useId } from 'react';
import { afterRemovalSummary, isSensitiveTag, type MetadataView, type SummaryRow, type TagRow } from '../../wasm/metadata';
import type { CleanResult } from '../../machines/removeImageMetadata.machine';
import { firstFrameNote, HEIC_NOTE, TIFF_NOTE } from './texts';

interface MetadataPanelProps {
  shown: MetadataView | null;
  reading: boolean;
  result: CleanResult | undefined;
  processedCount: number;
  showSensitive: boolean;
  onToggleSensitive: () => void;
}

const sensitiveClass = 'bg-amber-50 ring-1 ring-amber-300';

function Rows({ rows, showSensitive, testId }: { rows: SummaryRow[]; showSensitive: boolean; testId: string }) {
  const visible = rows.filter((r) => showSensitive || !r.sensitive);
  return (
    <dl className="grid gap-1 text-sm" data-testid={testId}>
      {visible.map((r) => (
        <div key={r.label} data-sensitive={r.sensitive || undefined} className={`grid grid-cols-[11rem_1fr] gap-2 rounded px-2 py-1 ${r.sensitive ? sensitiveClass : ''}`}>
          <dt className="font-medium text-slate-600">{r.label}</dt>
          <dd className="break-words text-slate-900">
            {r.value}
            {r.sensitive && <span className="ml-2 rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-900">Sensitive</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TagTable({ tags, showSensitive, title }: { tags: TagRow[]; showSensitive: boolean; title: string }) {
  const visible = tags.filter((t) => showSensitive || !isSensitiveTag(t));
  const hidden = tags.length - visible.length;
  return (
    <details className="mt-3 rounded border border-slate-200 p-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-700">
        {title} ({visible.length}
        {hidden ? `, ${hidden} sensitive hidden` : ''})
      </summary>
      <table className="mt-2 w-full table-fixed text-left">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="w-24 py-1">Group</th>
            <th className="w-40 py-1">Tag</th>
            <th className="py-1">Value</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((t) => (
            <tr key={`${t.group}:${t.key}`} className={isSensitiveTag(t) ? sensitiveClass : ''} data-sensitive={isSensitiveTag(t) || undefined}>
              <td className="truncate py-0.5 text-slate-500">{t.group}</td>
              <td className="truncate py-0.5 font-medium text-slate-700">{t.key}</td>
              <td className="break-words py-0.5 text-slate-900">{t.value}</td>
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
    <section aria-label="Image metadata" className="mt-6 rounded-lg border border-slate-200 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Metadata</h2>
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
            Show sensitive fields <span className="text-slate-500">({showSensitive ? 'all shown' : 'sensitive hidden'})</span>
          </label>
        </div>
      </div>
      {reading && <p className="text-sm text-slate-500">Reading metadata...</p>}
      {!reading && !shown && <p className="text-sm text-slate-500">Upload images to see the metadata they carry.</p>}
      {shown && result && (
        <>
          <Rows rows={afterRemovalSummary({ name: result.fileName, size: result.blob.size, type: result.blob.type, lastModified: 0 }, processedCount)} showSensitive={showSensitive} testId="after-summary" />
          {(result.convertedFrom === 'HEIC' || result.convertedFrom === 'TIFF') && (
            <p className="mt-3 rounded bg-indigo-50 px-2 py-1 text-sm text-indigo-900" data-testid="converted-note">
              {result.convertedFrom === 'HEIC' ? HEIC_NOTE : TIFF_NOTE}
            </p>
          )}
          {result.note && (
            <p className="mt-3 rounded bg-indigo-50 px-2 py-1 text-sm text-indigo-900" data-testid="converted-note">
              {result.note}
            </p>
          )}
          {result.firstFrameOf && (
            <p role="status" className="mt-3 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="first-frame-note">
              {firstFrameNote(result.firstFrameOf)}
            </p>
          )}
          <RemainingNote remaining={result.remaining} lossless={result.lossless} />
          <TagTable tags={result.remaining.tags} showSensitive={showSensitive} title="What remains in the clean file" />
        </>
      )}
      {shown && !result && (
        <>
          <Rows rows={shown.rows} showSensitive={showSensitive} testId="metadata-summary" />
          {shown.readable && <TagTable tags={shown.tags} showSensitive={showSensitive} title="All metadata tags" />}
        </>
      )}
    </section>
  );
}

function RemainingNote({ remaining, lossless }: { remaining: MetadataView; lossless: boolean }) {
  const keys = [...new Set(remaining.tags.map((t) => (t.group === 'icc' ? 'ICC colour profile' : t.key)))];
  const text =
    keys.length === 0
      ? 'A fresh read of the clean file finds no metadata at all.'
      : `A fresh read of the clean file finds only: ${keys.join(', ')}${keys.includes('Orientation') ? ' (kept so the photo stays upright)' : ''}.`;
  return (
    <p className="mt-3 text-sm text-slate-600" data-testid="remaining-note">
      {text} {lossless ? 'The image data was copied unchanged (no re-encoding).' : 'The image was redrawn, so its pixels carry no hidden data.'}
    </p>
  );
}
