import { t } from '../../i18n/messages';
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
  const { listRef, announcement, move, dragProps } = useReorderList(items, onMove, (name, position, count) => t('pdfMerger.list.moved', { name, position, count }));
  if (items.length === 0) return null;

  return (
    <div className="mt-6">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">
        {t('pdfMerger.list.heading', { count: items.length })} <span className="font-normal text-slate-500">{t('pdfMerger.list.reorderHint')}</span>
      </h2>
      <ol ref={listRef} aria-label={t('pdfMerger.list.label')} className="space-y-2">
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
