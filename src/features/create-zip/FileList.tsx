import { formatSize } from '../../lib/formatSize';
import { t } from '../../i18n/messages';
import type { ZipItem } from '../../machines/createZip.machine';

interface FileListProps {
  items: ZipItem[];
  disabled: boolean;
  onRemove: (id: number) => void;
}

/** The scrollable list (about 15rem high): path inside the archive, size, a remove button per file. */
export function FileList({ items, disabled, onRemove }: FileListProps) {
  if (items.length === 0) return null;
  const total = items.reduce((sum, i) => sum + i.file.size, 0);
  return (
    <div className="mt-4">
      <div className="mb-2 flex justify-between text-sm font-medium text-slate-700">
        <h3>{t('createZip.list.title', { count: items.length })}</h3>
        <span>{t('createZip.list.total', { size: formatSize(total) })}</span>
      </div>
      <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200" aria-label={t('createZip.list.label')} tabIndex={0}>
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-2 px-3 py-2">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-800" title={item.path}>
                {item.path}
              </p>
              <p className="text-xs text-slate-500">{formatSize(item.file.size)}</p>
            </div>
            <button
              type="button"
              aria-label={t('createZip.list.remove', { path: item.path })}
              disabled={disabled}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-40"
              onClick={() => onRemove(item.id)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
