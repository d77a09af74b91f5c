import { Suspense } from 'react';
import { t } from '../../i18n/messages';
import { toMB } from '../../lib/formatSize';
import type { MergeItem } from '../../machines/pdfMerger.machine';
import { PdfPasswordField } from '../../ui/lazyPdfPasswordField';
import { ProgressBar } from '../../ui/ProgressBar';
import { type ReorderRowProps, RowButtons, RowFacts } from '../../ui/ReorderRowParts';
import { asksForPassword } from '../../wasm/pdf';
import { problemLabel } from './texts';

function status(item: MergeItem): { text: string; problem: boolean } {
  if (item.problem) return { text: problemLabel(item.problem), problem: true };
  if (item.pages === null) return { text: t('pdfMerger.row.checking'), problem: false };
  const pages = t('pdfMerger.row.pages', { pages: item.pages });
  const notes = [
    item.signed && t('pdfMerger.row.signed'),
    item.access === 'unlocked' && t('pdfMerger.row.unlocked'),
    item.access === 'restrictionsRemoved' && t('pdfMerger.row.restrictionsRemoved'),
  ];
  return { text: [pages, ...notes.filter(Boolean)].join(' · '), problem: false };
}

export interface RowProps extends ReorderRowProps {
  item: MergeItem;
  /** This file's share of the merge, 0..100, while merging. */
  progress: number | null;
  onUnlock: (id: string, password: string) => void;
}

/** One file of the merge list: name, size in MB, pages, per-file progress, reorder and remove. */
export function FileRow({ item, index, count, locked, progress, onMove, onRemove, onUnlock, drag }: RowProps) {
  const { text, problem } = status(item);
  const name = item.file.name;
  return (
    <li
      {...drag}
      data-testid="merge-item"
      data-id={item.id}
      className={`rounded-lg border bg-white p-3 ${problem ? 'border-red-300' : 'border-slate-200'} ${locked ? '' : 'cursor-grab'}`}
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="select-none text-slate-400">
          ⠿
        </span>
        <span className="w-6 text-end text-sm tabular-nums text-slate-500">{index + 1}.</span>
        <RowFacts name={name} size={t('pdfMerger.row.size', { size: toMB(item.file.size) })} status={text} problem={problem} />
        <RowButtons id={item.id} name={name} index={index} count={count} locked={locked} onMove={onMove} onRemove={onRemove} />
      </div>
      {asksForPassword(item.problem) && !locked && (
        <Suspense fallback={null}>
          <PdfPasswordField fileName={name} wrong={item.problem === 'wrongPassword'} onUnlock={(password) => onUnlock(item.id, password)} />
        </Suspense>
      )}
      {progress !== null && (
        <div className="mt-2">
          <ProgressBar value={progress} label={t('pdfMerger.row.progress', { name })} />
        </div>
      )}
    </li>
  );
}
