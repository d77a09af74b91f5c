import { t } from '../i18n/messages';
import type { MoveVia, RowDrag } from './useReorderList';

const iconButton =
  'rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-30';

interface RowFactsProps {
  name: string;
  /** The file's size as shown ("1.2 MB"). */
  size: string;
  /** Its check result, or what is wrong with it (`problem`). */
  status: string;
  problem: boolean;
}

/** A row's file name, and its size and status under it; a problem shows in red. */
export function RowFacts({ name, size, status, problem }: RowFactsProps) {
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate font-medium text-slate-800">{name}</p>
      <p className="text-sm text-slate-500">
        {size} · <span className={problem ? 'font-medium text-red-700' : undefined}>{status}</span>
      </p>
    </div>
  );
}

/** What a reorderable row gets from its list: where it stands, whether edits are locked, and the edits. */
export interface ReorderRowProps {
  index: number;
  count: number;
  locked: boolean;
  onMove: (id: string, to: number, via: MoveVia) => void;
  onRemove: (id: string) => void;
  /** The row's drag handlers (useReorderList's dragProps). */
  drag: RowDrag;
}

interface RowButtonsProps extends Omit<ReorderRowProps, 'drag'> {
  id: string;
  name: string;
}

/** A row's move up, move down and remove buttons (`data-move` is what useReorderList gives focus back to). */
export function RowButtons({ id, name, index, count, locked, onMove, onRemove }: RowButtonsProps) {
  return (
    <>
      <button type="button" className={iconButton} aria-label={t('file.moveUp', { name })} data-move={`${id}-up`} disabled={locked || index === 0} onClick={() => onMove(id, index - 1, 'up')}>
        ↑
      </button>
      <button type="button" className={iconButton} aria-label={t('file.moveDown', { name })} data-move={`${id}-down`} disabled={locked || index === count - 1} onClick={() => onMove(id, index + 1, 'down')}>
        ↓
      </button>
      <button type="button" className={iconButton} aria-label={t('file.remove', { name })} disabled={locked} onClick={() => onRemove(id)}>
        ✕
      </button>
    </>
  );
}
