import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { MergeItem } from '../../machines/pdfMerger.machine';
import { FileRow } from './FileRow';
import { fileProgress } from '../../wasm/pdf';

interface FileListProps {
  items: MergeItem[];
  merging: boolean;
  /** Overall merge progress 0..1 (see mergeProgress.ts). */
  progress: number;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
  onUnlock: (id: string, password: string) => void;
}

/** The ordered merge list: reorder by dragging or with the move buttons (focus follows the file). */
export function FileList({ items, merging, progress, onMove, onRemove, onUnlock }: FileListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  // Moving re-orders the DOM, which can drop focus; the moved file's button takes it back.
  const focusAfterMove = useRef<{ id: string; via: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, via } = focusAfterMove.current;
    focusAfterMove.current = null;
    const other = via === 'up' ? 'down' : 'up';
    const find = (dir: string) => listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${dir}"]`);
    const target = find(via);
    // At the top or bottom the pressed button is disabled, so focus moves to its twin.
    (target && !target.disabled ? target : find(other))?.focus();
  }, [items]);

  if (items.length === 0) return null;

  const move = (id: string, to: number, via: 'up' | 'down' | 'drag') => {
    const item = items.find((i) => i.id === id);
    const target = Math.max(0, Math.min(items.length - 1, to));
    onMove(id, target);
    if (via !== 'drag') focusAfterMove.current = { id, via };
    if (item) setAnnouncement(`${item.file.name} moved to position ${target + 1} of ${items.length}.`);
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
        Files to merge ({items.length}) <span className="font-normal text-slate-500">· drag or use the arrows to reorder</span>
      </h2>
      <ol ref={listRef} aria-label="Files to merge" className="space-y-2">
        {items.map((item, index) => (
          <FileRow
            key={item.id}
            item={item}
            index={index}
            count={items.length}
            locked={merging}
            progress={merging ? Math.round(fileProgress(progress, index, items.length) * 100) : null}
            onMove={move}
            onRemove={onRemove}
            onUnlock={onUnlock}
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
