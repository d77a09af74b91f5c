import { useEffect, useRef, useState, type DragEvent, type HTMLAttributes } from 'react';

/** How a move was asked for: a row's up or down button, or a drag. */
export type MoveVia = 'up' | 'down' | 'drag';

/** The drag handlers of one row, to spread on its <li>. */
export type RowDrag = HTMLAttributes<HTMLLIElement> & { draggable: boolean };

interface Reorderable {
  id: string;
  file: File;
}

/**
 * A list of files put in order by dragging or by each row's move buttons (`data-move="<id>-up"` and
 * `-down`): focus follows the moved row's button (its twin when it lands at an end and the pressed
 * one is disabled), and every move is announced as `announce(name, position, count)`.
 */
export function useReorderList<T extends Reorderable>(items: T[], onMove: (id: string, to: number) => void, announce: (name: string, position: number, count: number) => string) {
  const listRef = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  // Moving re-orders the DOM, which can drop focus; the moved row's button takes it back.
  const focusAfterMove = useRef<{ id: string; via: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, via } = focusAfterMove.current;
    focusAfterMove.current = null;
    const find = (dir: string) => listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${dir}"]`);
    const target = find(via);
    (target && !target.disabled ? target : find(via === 'up' ? 'down' : 'up'))?.focus();
  }, [items]);

  const move = (id: string, to: number, via: MoveVia) => {
    const item = items.find((i) => i.id === id);
    const target = Math.max(0, Math.min(items.length - 1, to));
    onMove(id, target);
    if (via !== 'drag') focusAfterMove.current = { id, via };
    if (item) setAnnouncement(announce(item.file.name, target + 1, items.length));
  };

  /** The drag handlers of the row of `id` at `index` (none take effect while `locked`). */
  const dragProps = (id: string, index: number, locked: boolean): RowDrag => ({
    draggable: !locked,
    onDragStart: (event) => {
      event.dataTransfer.setData('text/plain', id);
      event.dataTransfer.effectAllowed = 'move';
      setDragged(id);
    },
    onDragOver: (event) => {
      if (!locked) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const moved = event.dataTransfer.getData('text/plain') || dragged;
      setDragged(null);
      if (moved && items.some((i) => i.id === moved)) move(moved, index, 'drag');
    },
  });

  return { listRef, announcement, move, dragProps };
}
