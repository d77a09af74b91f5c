import { t } from '../../i18n/messages';
import type { CleanResult, RemoverFile } from '../../machines/removeImageMetadata.machine';
import { sizeInKB } from '../../wasm/metadata';
import { BlobImage } from '../../ui/BlobImage';

interface FileListProps {
  files: RemoverFile[];
  selected: string[];
  results: Record<string, CleanResult>;
  shownId: string | null;
  disabled: boolean;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onShow: (id: string) => void;
  onRemove: (id: string) => void;
}

function Tick({ checked, label, onChange, disabled }: { checked: boolean | 'indeterminate'; label: string; onChange: () => void; disabled?: boolean }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked === true}
      // 'indeterminate' is a DOM property only (no attribute): set it on every render.
      ref={(el) => {
        if (el) el.indeterminate = checked === 'indeterminate';
      }}
      disabled={disabled}
      onChange={onChange}
      className="h-5 w-5 shrink-0 cursor-pointer accent-indigo-600 disabled:cursor-not-allowed"
    />
  );
}

/** The bulk list: per-file selection, select-all, preview, status, show and remove. Scrolls when long. */
export function FileList({ files, selected, results, shownId, disabled, onToggle, onToggleAll, onShow, onRemove }: FileListProps) {
  const all = files.length > 0 && selected.length === files.length;
  const some = selected.length > 0 && !all;
  return (
    <div className="rounded-lg border border-slate-200">
      <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2">
        <Tick checked={all ? true : some ? 'indeterminate' : false} label={t('removeImageMetadata.list.selectAllLabel')} onChange={onToggleAll} />
        <span className="text-sm font-medium text-slate-700">
          {t('removeImageMetadata.list.selectAll', { selected: selected.length, total: files.length })}
        </span>
      </div>
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto" aria-label={t('removeImageMetadata.list.label')}>
        {files.map(({ id, file }) => {
          const result = results[id];
          return (
            <li key={id} data-testid="image-row" className={`flex items-center gap-3 px-3 py-2 ${shownId === id ? 'bg-indigo-50' : ''}`}>
              <Tick checked={selected.includes(id)} label={t('removeImageMetadata.list.select', { name: file.name })} onChange={() => onToggle(id)} />
              <BlobImage blob={file} className="h-12 w-12 shrink-0 rounded bg-slate-100 object-cover" />
              <button type="button" className="min-w-0 flex-1 text-start" onClick={() => onShow(id)} aria-label={t('removeImageMetadata.list.show', { name: file.name })}>
                <span className="block truncate font-medium text-slate-800">{file.name}</span>
                <span className="block text-xs text-slate-500">
                  {sizeInKB(file.size)}
                  {result && t(result.lossless ? 'removeImageMetadata.list.cleanedLossless' : 'removeImageMetadata.list.cleaned', { size: sizeInKB(result.blob.size) })}
                </span>
              </button>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('removeImageMetadata.list.remove', { name: file.name })}
                className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-40"
                onClick={() => onRemove(id)}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
