import type { MoveVia, RowDrag } from '../../ui/useReorderList';
import { formatSize } from '../../lib/formatSize';
import type { ImageItem } from '../../machines/imagesToPdf.machine';
import { BlobImage } from '../../ui/BlobImage';

function status(item: ImageItem): string {
  if (item.status === 'problem') return item.problem ?? 'This image cannot be used.';
  if (item.status === 'checking') return 'Checking...';
  return item.width ? `${item.width} × ${item.height} px` : 'Ready';
}

interface RowProps {
  item: ImageItem;
  index: number;
  count: number;
  locked: boolean;
  onMove: (id: string, to: number, via: MoveVia) => void;
  onRemove: (id: string) => void;
  /** The row's drag handlers (useReorderList's dragProps). */
  drag: RowDrag;
}

const iconButton =
  'rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-30';

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
      <span className="w-7 text-right text-sm tabular-nums text-slate-500">{index + 1}.</span>
      <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded bg-slate-100">
        {!problem && <BlobImage blob={item.file} loading="lazy" decoding="async" className="h-full w-full object-contain" />}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-800">{name}</p>
        <p className="text-sm text-slate-500">
          {formatSize(item.file.size)} · <span className={problem ? 'font-medium text-red-700' : undefined}>{status(item)}</span>
        </p>
      </div>
      <button type="button" className={iconButton} aria-label={`Move ${name} up`} data-move={`${item.id}-up`} disabled={locked || index === 0} onClick={() => onMove(item.id, index - 1, 'up')}>
        ↑
      </button>
      <button type="button" className={iconButton} aria-label={`Move ${name} down`} data-move={`${item.id}-down`} disabled={locked || index === count - 1} onClick={() => onMove(item.id, index + 1, 'down')}>
        ↓
      </button>
      <button type="button" className={iconButton} aria-label={`Remove ${name}`} disabled={locked} onClick={() => onRemove(item.id)}>
        ✕
      </button>
    </li>
  );
}
