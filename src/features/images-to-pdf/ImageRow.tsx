import { t } from '../../i18n/messages';
import { formatSize } from '../../lib/formatSize';
import type { ImageItem } from '../../machines/imagesToPdf.machine';
import { BlobImage } from '../../ui/BlobImage';
import { type ReorderRowProps, RowButtons, RowFacts } from '../../ui/ReorderRowParts';

function status(item: ImageItem): string {
  if (item.status === 'problem') return item.problem ?? t('imagesToPdf.row.unusable');
  if (item.status === 'checking') return t('imagesToPdf.row.checking');
  return item.width ? t('imagesToPdf.row.dimensions', { width: item.width, height: item.height ?? '' }) : t('imagesToPdf.row.ready');
}

interface RowProps extends ReorderRowProps {
  item: ImageItem;
}

/** One image of the list: thumbnail, page number, name, size, check result, reorder and remove. */
export function ImageRow({ item, index, count, locked, onMove, onRemove, drag }: RowProps) {
  const name = item.file.name;
  const problem = item.status === 'problem';
  return (
    <li
      {...drag}
      data-testid="image-item"
      data-id={item.id}
      className={`flex items-center gap-3 rounded-lg border bg-white p-2 ${problem ? 'border-red-300' : 'border-slate-200'} ${locked ? '' : 'cursor-grab'}`}
    >
      <span className="w-7 text-end text-sm tabular-nums text-slate-500">{index + 1}.</span>
      <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded bg-slate-100">
        {!problem && <BlobImage blob={item.file} loading="lazy" decoding="async" className="h-full w-full object-contain" />}
      </div>
      <RowFacts name={name} size={formatSize(item.file.size)} status={status(item)} problem={problem} />
      <RowButtons id={item.id} name={name} index={index} count={count} locked={locked} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}
