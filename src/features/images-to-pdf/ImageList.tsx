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
  const { listRef, announcement, move, dragProps } = useReorderList(items, onMove, (name, position, count) => `${name} moved to page ${position} of ${count}.`);
  if (items.length === 0) return null;

  return (
    <div className="mt-6">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">
        Images ({items.length}) <span className="font-normal text-slate-500">· one page each, top to bottom · drag or use the arrows to reorder</span>
      </h2>
      <ol ref={listRef} aria-label="Images in page order" className="space-y-2">
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
