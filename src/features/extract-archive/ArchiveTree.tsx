/**
 * The archive's folders and files: a checkbox per file and per folder (a folder ticks everything
 * under it), sizes and dates, Preview and Save per file; refused entries say why. Long folders show
 * their files a page at a time, so an archive of 65,000 entries stays quick.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { activeLocale, t } from '../../i18n/messages';
import { formatBytes } from '../../lib/formatSize';
import type { ArchiveEntry } from '../../wasm/archive';
import { PREVIEW_MAX_BYTES } from './engine';
import { previewKindOf } from './preview';
import { fileLabel, isExtractable, type TreeFolder } from './tree';

const PAGE = 200;

interface RowActions {
  chosen: ReadonlySet<number>;
  disabled: boolean;
  onSelect: (indexes: number[], on: boolean) => void;
  onSave: (entry: ArchiveEntry) => void;
  onPreview: (entry: ArchiveEntry) => void;
}

const dateOf = (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleString(activeLocale().tag, { dateStyle: 'medium', timeStyle: 'short' }));

/** Why an entry with an unsafe name is skipped (its code: parent, absolute, drive, link, throughLink). */
const skippedText = (unsafe: string) => t(`extractArchive.skipped.${unsafe}`);

function FileRow({ entry, label, chosen, disabled, onSelect, onSave, onPreview }: RowActions & { entry: ArchiveEntry; label: string }) {
  const extractable = isExtractable(entry);
  const previewable = extractable && previewKindOf(entry.path) !== null && (entry.size ?? 0) <= PREVIEW_MAX_BYTES;
  const shown = entry.safePath ?? entry.path;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-3 py-1.5 text-sm last:border-b-0" data-testid="archive-file">
      {extractable ? (
        <input type="checkbox" className="h-4 w-4" checked={chosen.has(entry.index)} disabled={disabled} aria-label={t('extractArchive.tree.select', { name: shown })} onChange={(e) => onSelect([entry.index], e.target.checked)} />
      ) : (
        <span className="w-4" aria-hidden="true" />
      )}
      <span className="min-w-0 grow break-all" title={entry.path}>
        <span aria-hidden="true">{entry.kind === 'symlink' ? '🔗 ' : '📄 '}</span>
        {label}
        {entry.encrypted && <span className="ms-1 text-xs text-amber-800">🔒 {t('extractArchive.tree.encrypted')}</span>}
        {entry.renamed && <span className="ms-1 text-xs text-slate-500">{t('extractArchive.tree.renamed', { path: entry.path })}</span>}
        {entry.unsafe && <span className="ms-1 text-xs font-medium text-red-800">{skippedText(entry.unsafe)}</span>}
      </span>
      <span className="w-24 text-end tabular-nums text-slate-600">{entry.size === null ? '' : formatBytes(entry.size)}</span>
      <span className="hidden w-40 text-end text-slate-500 sm:inline">{dateOf(entry.date)}</span>
      <span className="flex gap-1">
        {previewable && (
          <button type="button" className="rounded px-2 py-0.5 text-indigo-700 underline hover:bg-indigo-50" aria-label={t('extractArchive.tree.previewLabel', { name: shown })} onClick={() => onPreview(entry)}>
            {t('extractArchive.tree.preview')}
          </button>
        )}
        {extractable && (
          <button type="button" className="rounded px-2 py-0.5 text-indigo-700 underline hover:bg-indigo-50" disabled={disabled} aria-label={t('extractArchive.tree.saveLabel', { name: shown })} onClick={() => onSave(entry)}>
            {t('extractArchive.tree.save')}
          </button>
        )}
      </span>
    </li>
  );
}

function FolderCheckbox({ folder, chosen, disabled, onSelect }: Pick<RowActions, 'chosen' | 'disabled' | 'onSelect'> & { folder: TreeFolder }) {
  const ref = useRef<HTMLInputElement>(null);
  let count = 0;
  for (const index of folder.extractable) if (chosen.has(index)) count++;
  const all = count > 0 && count === folder.extractable.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  if (folder.extractable.length === 0) return <span className="w-4" aria-hidden="true" />;
  return <input ref={ref} type="checkbox" className="h-4 w-4" checked={all} disabled={disabled} aria-label={t('extractArchive.tree.selectFolder', { path: folder.path })} onChange={(e) => onSelect(folder.extractable, e.target.checked)} />;
}

function FolderNode({ folder, open: openAtFirst, ...actions }: RowActions & { folder: TreeFolder; open: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <li>
      <div className="flex flex-wrap items-center gap-x-3 border-b border-slate-100 bg-slate-50 px-3 py-1.5 text-sm">
        <FolderCheckbox folder={folder} {...actions} />
        <button type="button" className="min-w-0 grow break-all text-start font-medium text-slate-800" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾ 📂 ' : '▸ 📁 '}</span>
          {folder.name}
        </button>
        <span className="w-24 text-end tabular-nums text-slate-600">{formatBytes(folder.size)}</span>
        <span className="hidden w-40 text-end text-slate-500 sm:inline">{dateOf(folder.date)}</span>
      </div>
      {open && (
        <div className="ps-4">
          <FolderContents folder={folder} {...actions} />
        </div>
      )}
    </li>
  );
}

function FolderContents({ folder, ...actions }: RowActions & { folder: TreeFolder }) {
  const [shown, setShown] = useState(PAGE);
  // A chain of single folders (project/src/...) opens by itself.
  const only = folder.folders.length === 1 && folder.files.length === 0;
  return (
    <ul aria-label={folder.path ? t('extractArchive.tree.contents', { path: folder.path }) : t('extractArchive.tree.root')}>
      {folder.folders.map((child) => (
        <FolderNode key={child.path} folder={child} open={only} {...actions} />
      ))}
      {folder.files.slice(0, shown).map((entry) => (
        <FileRow key={entry.index} entry={entry} label={fileLabel(entry)} {...actions} />
      ))}
      {folder.files.length > shown && (
        <li className="px-3 py-2">
          <button type="button" className="btn-secondary" onClick={() => setShown(shown + PAGE * 5)}>
            {t('extractArchive.tree.more', { count: Math.min(PAGE * 5, folder.files.length - shown), left: folder.files.length - shown })}
          </button>
        </li>
      )}
    </ul>
  );
}

export const ArchiveTree = memo(function ArchiveTree({ root, ...actions }: RowActions & { root: TreeFolder }) {
  if (root.folders.length === 0 && root.files.length === 0) return <p className="p-3 text-sm text-slate-600">{t('extractArchive.tree.empty')}</p>;
  return <FolderContents folder={root} {...actions} />;
});

const MAX_RESULTS = 500;

export const SearchResults = memo(function SearchResults({ entries, query, ...actions }: RowActions & { entries: readonly ArchiveEntry[]; query: string }) {
  const needle = query.trim().toLowerCase();
  const found = entries.filter((e) => e.kind !== 'directory' && e.path.toLowerCase().includes(needle));
  return (
    <div>
      <p className="px-3 py-2 text-sm text-slate-700" role="status" data-testid="archive-search-count">
        {found.length === 0 ? t('extractArchive.search.none') : t('extractArchive.search.count', { count: found.length })}
        {found.length > MAX_RESULTS && ` ${t('extractArchive.search.capped', { max: MAX_RESULTS })}`}
      </p>
      <ul aria-label={t('extractArchive.search.results')}>
        {found.slice(0, MAX_RESULTS).map((entry) => (
          <FileRow key={entry.index} entry={entry} label={entry.safePath ?? entry.path} {...actions} />
        ))}
      </ul>
    </div>
  );
});
