import type { MergeItem } from '../../machines/pdfMerger.machine';
import { useReorderList } from '../../ui/useReorderList';
import { FileRow } from './FileRow';
import { fileProgress } from '../../wasm/pdf';

interface FileListProps {
  items: MergeItem[];
  merging: boolean;
  /** Overall merge progress 0..1 (see the pdf engine's merge/progress.ts). */
  progress: number;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
  onUnlock: (id: string, password: string) => void;
}

/** The ordered merge list: reorder by dragging or with the move buttons (focus follows the file). */
export function FileList({ items, merging, progress, onMove, onRemove, onUnlock }: FileListProps) {
  const { listRef, announcement, move, dragProps } = useReorderList(items, onMove, (name, position, count) => `${name} moved to position ${position} of ${count}.`);
  if (items.length === 0) return null;

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
            drag={dragProps(item.id, index, merging)}
          />
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
