import { formatBytes } from '../../lib/formatSize';
import { t } from '../../i18n/messages';
import type { ZipItem } from '../../machines/createZip.machine';
import { BlobImage } from '../../ui/BlobImage';

const extensionLabel = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1, dot + 5).toUpperCase() : t('createZipFile.preview.noExtension');
};

function PreviewCard({ item, disabled, onRemove }: { item: ZipItem; disabled: boolean; onRemove: () => void }) {
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="flex aspect-square items-center justify-center bg-slate-100">
        {item.file.type.startsWith('image/') ? (
          <BlobImage blob={item.file} className="h-full w-full object-cover" />
        ) : (
          <span aria-hidden="true" className="text-sm font-bold text-slate-600">
            {extensionLabel(item.file.name)}
          </span>
        )}
      </div>
      <div className="p-2">
        <p className="truncate text-xs font-medium text-slate-800" title={item.path}>
          {item.path}
        </p>
        <p className="text-xs text-slate-500">{formatBytes(item.file.size)}</p>
      </div>
      <button
        type="button"
        aria-label={t('createZipFile.preview.remove', { path: item.path })}
        disabled={disabled}
        onClick={onRemove}
        className="absolute end-1 top-1 rounded-full bg-white/90 px-2 py-0.5 text-slate-600 shadow hover:text-slate-900 disabled:opacity-40"
      >
        ✕
      </button>
    </li>
  );
}

/** The file preview card: a thumbnail per file with its name and size, in 2 to 4 columns. */
export function PreviewGrid({ items, disabled, onRemove }: { items: ZipItem[]; disabled: boolean; onRemove: (id: number) => void }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-4" aria-label={t('createZipFile.preview.label')}>
      <h3 className="mb-2 text-sm font-medium text-slate-700">{t('createZipFile.preview.title', { count: items.length })}</h3>
      <ul className="grid max-h-[32rem] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3 md:grid-cols-4" data-testid="zip-preview-grid">
        {items.map((item) => (
          <PreviewCard key={item.id} item={item} disabled={disabled} onRemove={() => onRemove(item.id)} />
        ))}
      </ul>
    </section>
  );
}
