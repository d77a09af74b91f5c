import { t } from '../../i18n/messages';
import type { ImageItem } from '../../machines/imagesToPdf.machine';
import { useReorderList } from '../../ui/useReorderList';
import { ImageRow } from './ImageRow';

interface ImageListProps {
  items: ImageItem[];
  locked: boolean;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
}

/** The pages to be: reorder by dragging or with the move buttons (focus follows the image, moves are announced). */
export function ImageList({ items, locked, onMove, onRemove }: ImageListProps) {
  const { listRef, announcement, move, dragProps } = useReorderList(items, onMove, (name, position, count) => t('imagesToPdf.list.moved', { name, position, count }));
  if (items.length === 0) return null;

  return (
    <div className="mt-6">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">
        {t('imagesToPdf.list.heading', { count: items.length })} <span className="font-normal text-slate-500">{t('imagesToPdf.list.hint')}</span>
      </h2>
      <ol ref={listRef} aria-label={t('imagesToPdf.list.label')} className="space-y-2">
        {items.map((item, index) => (
          <ImageRow key={item.id} item={item} index={index} count={items.length} locked={locked} onMove={move} onRemove={onRemove} drag={dragProps(item.id, index, locked)} />
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
