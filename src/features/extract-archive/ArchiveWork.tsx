/**
 * Everything after an archive is chosen (loaded lazily): its summary, the password field, search,
 * the tree with sizes and dates, the preview, the extract actions with progress and Cancel, and
 * what the last extraction could not do.
 */
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { t } from '../../i18n/messages';
import { formatBytes } from '../../lib/formatSize';
import type { ExtractMode, ExtractResult, PasswordProblem } from '../../machines/extractArchive.machine';
import { ProgressBar } from '../../ui/ProgressBar';
import type { ArchiveEntry, ArchiveListing } from '../../wasm/archive';
import { ArchiveTree, SearchResults } from './ArchiveTree';
import { hasFolderPicker } from './engine';
import type { ExtractArchiveActor } from './machine';
import { problemText } from './texts';
import { buildTree } from './tree';

const EntryPreview = lazy(() => import('./EntryPreview').then((module) => ({ default: module.EntryPreview })));

const FORMATS: Record<string, string> = {
  zip: 'ZIP',
  '7z': '7z',
  rar: 'RAR',
  tar: 'TAR',
  gzip: 'GZIP',
  bzip2: 'BZIP2',
  xz: 'XZ',
  zstd: 'Zstandard',
  cab: 'Microsoft CAB',
};

/** Why an entry was not extracted (its problem or unsafe-name code), as the end of a sentence. */
const REASONS = new Set(['entryDamaged', 'unsupportedMethod', 'unsupportedEncryption', 'parent', 'absolute', 'drive', 'link', 'throughLink', 'tooLarge', 'bomb']);
const reasonText = (code: string) => (REASONS.has(code) ? t(`extractArchive.reason.${code}`) : code);

/** A format's name: mostly names that need no translation; the ISO disc image's is words. */
const formatOf = (format: string) => (format === 'iso' ? t('extractArchive.format.iso') : (FORMATS[format] ?? format));

function formatName(listing: ArchiveListing) {
  const name = formatOf(listing.format);
  return listing.compression ? `${name} (${formatOf(listing.compression)})` : name;
}

export function ArchiveWork({ actorRef }: { actorRef: ExtractArchiveActor }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const { listing, password, passwordProblem, selected, query, report, parts } = snapshot.context;
  const locked = snapshot.matches('locked');
  const extracting = snapshot.matches('extracting');
  const send = actorRef.send;
  const [previewed, setPreviewed] = useState<ArchiveEntry | null>(null);
  const tree = useMemo(() => (listing ? buildTree(listing.entries) : null), [listing]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const onSelect = useCallback((indexes: number[], on: boolean) => {
    const next = new Set(actorRef.getSnapshot().context.selected);
    for (const index of indexes) {
      if (on) next.add(index);
      else next.delete(index);
    }
    actorRef.send({ type: 'SELECTION_CHANGED', indexes: [...next] });
  }, [actorRef]);
  const onSave = useCallback((entry: ArchiveEntry) => actorRef.send({ type: 'EXTRACT', mode: 'files', indexes: [entry.index] }), [actorRef]);
  const onPreview = useCallback((entry: ArchiveEntry) => setPreviewed(entry), []);

  const passwordField = (listing?.encrypted || locked || passwordProblem) && (
    <PasswordField
      password={password}
      problem={passwordProblem}
      locked={locked}
      disabled={extracting}
      onChange={(value) => send({ type: 'PASSWORD_CHANGED', password: value })}
      onSubmit={() => send({ type: 'PASSWORD_SUBMITTED' })}
    />
  );
  if (!listing || !tree) return <div className="mt-4">{passwordField}</div>;

  const selectedBytes = listing.entries.reduce((sum, e) => (chosen.has(e.index) ? sum + (e.size ?? 0) : sum), 0);
  const extract = (mode: ExtractMode) => send({ type: 'EXTRACT', mode });
  return (
    <div className="mt-4 space-y-4" data-testid="archive-work">
      <p className="text-sm text-slate-700" data-testid="archive-summary">
        <strong>{formatName(listing)}</strong> · {t('extractArchive.summary.files', { count: listing.fileCount })} ·{' '}
        {t('extractArchive.summary.total', { size: formatBytes(listing.totalSize) })}
        {listing.encrypted && ` · ${t('extractArchive.summary.protected')}`}
      </p>
      {listing.incomplete && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('extractArchive.incomplete')}
        </p>
      )}
      {listing.refused > 0 && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="archive-refused">
          {t('extractArchive.refused', { count: listing.refused })}
        </p>
      )}
      {passwordField}
      <SearchField query={query} onChange={(value) => send({ type: 'QUERY_CHANGED', query: value })} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button type="button" className="btn-secondary" disabled={extracting} onClick={() => onSelect(tree.extractable, true)}>
          {t('extractArchive.select.all')}
        </button>
        <button type="button" className="btn-secondary" disabled={extracting} onClick={() => send({ type: 'SELECTION_CHANGED', indexes: [] })}>
          {t('extractArchive.select.none')}
        </button>
        <span className="text-slate-700" data-testid="archive-selection" aria-live="polite">
          {t('extractArchive.select.count', { selected: selected.length, count: tree.extractable.length, size: formatBytes(selectedBytes) })}
        </span>
      </div>
      <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200">
        {query.trim() ? (
          <SearchResults entries={listing.entries} query={query} chosen={chosen} disabled={extracting} onSelect={onSelect} onSave={onSave} onPreview={onPreview} />
        ) : (
          <ArchiveTree root={tree} chosen={chosen} disabled={extracting} onSelect={onSelect} onSave={onSave} onPreview={onPreview} />
        )}
      </div>
      {previewed && (
        <Suspense fallback={<p className="text-sm text-slate-600">{t('extractArchive.preview.loading')}</p>}>
          <EntryPreview key={previewed.index} entry={previewed} parts={parts} password={password} onClose={() => setPreviewed(null)} />
        </Suspense>
      )}
      {extracting ? (
        <div className="flex items-center gap-3">
          <div className="grow">
            <ExtractProgress actorRef={actorRef} />
          </div>
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
            {t('action.cancel')}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2" data-testid="archive-actions">
          {hasFolderPicker() && (
            <button type="button" className="btn-primary" onClick={() => extract('folder')}>
              {t('extractArchive.action.folder')}
            </button>
          )}
          <button type="button" className={hasFolderPicker() ? 'btn-secondary' : 'btn-primary'} onClick={() => extract('zip')}>
            {t('extractArchive.action.zip')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => extract('files')}>
            {t('extractArchive.action.files')}
          </button>
        </div>
      )}
      {report && !extracting && <ExtractReportView report={report} />}
    </div>
  );
}

function ExtractProgress({ actorRef }: { actorRef: ExtractArchiveActor }) {
  const progress = useSelector(actorRef, (s) => s.context.progress);
  return <ProgressBar value={progress * 100} label={t('extractArchive.progress')} />;
}

function PasswordField(props: { password: string; problem: PasswordProblem | null; locked: boolean; disabled: boolean; onChange: (value: string) => void; onSubmit: () => void }) {
  const id = useId();
  const { password, problem, locked, disabled, onChange, onSubmit } = props;
  return (
    <form
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="archive-password"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('extractArchive.password.label')}
      </label>
      <p className="text-sm text-amber-900" id={`${id}-about`}>
        {t('extractArchive.password.about')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={id}
          type="password"
          autoComplete="off"
          className="min-w-0 grow rounded-lg border border-slate-300 px-3 py-2"
          value={password}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-about${problem ? ` ${id}-problem` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        {locked && (
          <button type="submit" className="btn-primary" disabled={password === ''}>
            {t('extractArchive.password.open')}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-800" data-testid="archive-password-problem">
          {problemText(problem)}
        </p>
      )}
    </form>
  );
}

function SearchField({ query, onChange }: { query: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('extractArchive.search.label')}
      </label>
      <input
        id={id}
        type="search"
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        placeholder={t('extractArchive.search.placeholder')}
        value={query}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function ExtractReportView({ report }: { report: ExtractResult }) {
  const problems = [...report.failed, ...report.refused];
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" data-testid="archive-report">
      <p role="status">
        {report.savedTo
          ? t('extractArchive.report.doneTo', { count: report.files, folder: report.savedTo, size: formatBytes(report.bytes) })
          : t('extractArchive.report.done', { count: report.files, size: formatBytes(report.bytes) })}
      </p>
      {problems.length > 0 && (
        <>
          <p className="mt-2 font-medium text-slate-800">{t('extractArchive.report.notExtracted')}</p>
          <ul className="mt-1 list-disc space-y-1 ps-5" data-testid="archive-report-problems">
            {problems.slice(0, 200).map((problem) => (
              <li key={problem.index}>
                <span className="break-all font-mono">{problem.path}</span>: {reasonText(problem.problem)}
              </li>
            ))}
          </ul>
          {problems.length > 200 && <p>{t('extractArchive.report.more', { count: problems.length - 200 })}</p>}
        </>
      )}
    </div>
  );
}
