import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { ImageItem } from '../../machines/imagesToPdf.machine';
import { ImageRow } from './ImageRow';

interface ImageListProps {
  items: ImageItem[];
  locked: boolean;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
}

/** The pages to be: reorder by dragging or with the move buttons (focus follows the image, moves are announced). */
export function ImageList({ items, locked, onMove, onRemove }: ImageListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  // Moving re-orders the DOM, which can drop focus; the moved image's button takes it back.
  const focusAfterMove = useRef<{ id: string; via: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, via } = focusAfterMove.current;
    focusAfterMove.current = null;
    const find = (dir: string) => listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${dir}"]`);
    const target = find(via);
    // At the top or bottom the pressed button is disabled, so focus moves to its twin.
    (target && !target.disabled ? target : find(via === 'up' ? 'down' : 'up'))?.focus();
  }, [items]);

  if (items.length === 0) return null;

  const move = (id: string, to: number, via: 'up' | 'down' | 'drag') => {
    const item = items.find((i) => i.id === id);
    const target = Math.max(0, Math.min(items.length - 1, to));
    onMove(id, target);
    if (via !== 'drag') focusAfterMove.current = { id, via };
    if (item) setAnnouncement(`${item.file.name} moved to page ${target + 1} of ${items.length}.`);
  };

  const onDropAt = (index: number, event: DragEvent) => {
    event.preventDefault();
    const id = event.dataTransfer.getData('text/plain') || dragged;
    setDragged(null);
    if (id && items.some((i) => i.id === id)) move(id, index, 'drag');
  };

  return (
    <div className="mt-6">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">
        Images ({items.length}) <span className="font-normal text-slate-500">· one page each, top to bottom · drag or use the arrows to reorder</span>
      </h2>
      <ol ref={listRef} aria-label="Images in page order" className="space-y-2">
        {items.map((item, index) => (
          <ImageRow
            key={item.id}
            item={item}
            index={index}
            count={items.length}
            locked={locked}
            onMove={move}
            onRemove={onRemove}
            onDragStart={setDragged}
            onDropAt={onDropAt}
          />
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
