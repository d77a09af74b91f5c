/**
 * Everything after an archive is chosen (loaded lazily): its summary, the password field, search,
 * the tree with sizes and dates, the preview, the extract actions with progress and Cancel, and
 * what the last extraction could not do.
 */
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { formatBytes } from '../../lib/formatSize';
import type { ExtractMode, ExtractResult } from '../../machines/extractArchive.machine';
import { ProgressBar } from '../../ui/ProgressBar';
import type { ArchiveEntry, ArchiveListing } from '../../wasm/archive';
import { ArchiveTree, SearchResults } from './ArchiveTree';
import { hasFolderPicker } from './engine';
import type { ExtractArchiveActor } from './machine';
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
  iso: 'ISO 9660 disc image',
  cab: 'Microsoft CAB',
};

const PASSWORD_MESSAGES = {
  needsPassword: 'This archive is password-protected. Enter its password to extract the files.',
  wrongPassword: 'That password does not open this archive. Check it and try again.',
};

const REASONS: Record<string, string> = {
  entryDamaged: 'damaged or cut off inside the archive (its checksum does not match)',
  unsupportedMethod: 'compressed with a method this tool cannot read',
  unsupportedEncryption: 'encrypted with a method this tool cannot open',
  parent: 'its name climbs out of the folder (“..”)',
  absolute: 'its name starts at the root of the disk',
  drive: 'its name points at a drive (like C:)',
  link: 'a link (links are listed, never followed or written)',
  throughLink: 'its path goes through a link',
  tooLarge: 'more data than the archive listed',
  bomb: 'it expands far more than it should',
};

const plural = (n: number, word: string, words = `${word}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? word : words}`;

function formatName(listing: ArchiveListing) {
  const name = FORMATS[listing.format] ?? listing.format;
  return listing.compression ? `${name} (${FORMATS[listing.compression] ?? listing.compression})` : name;
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
        <strong>{formatName(listing)}</strong> · {plural(listing.fileCount, 'file')} · {formatBytes(listing.totalSize)} in total
        {listing.encrypted && ' · password-protected'}
      </p>
      {listing.incomplete && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This archive breaks off (it is damaged or was not downloaded in full): the files listed can be extracted, the ones after the damage could not be read.
        </p>
      )}
      {listing.refused > 0 && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="archive-refused">
          {plural(listing.refused, 'entry', 'entries')} will not be extracted for your safety: their names would leave the folder you choose, or they are links.
          They are marked below.
        </p>
      )}
      {passwordField}
      <SearchField query={query} onChange={(value) => send({ type: 'QUERY_CHANGED', query: value })} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button type="button" className="btn-secondary" disabled={extracting} onClick={() => onSelect(tree.extractable, true)}>
          Select All
        </button>
        <button type="button" className="btn-secondary" disabled={extracting} onClick={() => send({ type: 'SELECTION_CHANGED', indexes: [] })}>
          Select None
        </button>
        <span className="text-slate-700" data-testid="archive-selection" aria-live="polite">
          {selected.length.toLocaleString('en-US')} of {plural(tree.extractable.length, 'file')} selected ({formatBytes(selectedBytes)})
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
        <Suspense fallback={<p className="text-sm text-slate-600">Loading the preview…</p>}>
          <EntryPreview key={previewed.index} entry={previewed} parts={parts} password={password} onClose={() => setPreviewed(null)} />
        </Suspense>
      )}
      {extracting ? (
        <div className="flex items-center gap-3">
          <div className="grow">
            <ExtractProgress actorRef={actorRef} />
          </div>
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
            Cancel
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2" data-testid="archive-actions">
          {hasFolderPicker() && (
            <button type="button" className="btn-primary" onClick={() => extract('folder')}>
              Extract to a Folder
            </button>
          )}
          <button type="button" className={hasFolderPicker() ? 'btn-secondary' : 'btn-primary'} onClick={() => extract('zip')}>
            Download as ZIP
          </button>
          <button type="button" className="btn-secondary" onClick={() => extract('files')}>
            Download Each File
          </button>
        </div>
      )}
      {report && !extracting && <ExtractReportView report={report} />}
    </div>
  );
}

function ExtractProgress({ actorRef }: { actorRef: ExtractArchiveActor }) {
  const progress = useSelector(actorRef, (s) => s.context.progress);
  return <ProgressBar value={progress * 100} label="Extracting files" />;
}

function PasswordField(props: { password: string; problem: keyof typeof PASSWORD_MESSAGES | null; locked: boolean; disabled: boolean; onChange: (value: string) => void; onSubmit: () => void }) {
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
        Archive password
      </label>
      <p className="text-sm text-amber-900" id={`${id}-about`}>
        The password stays on this device: it is used in this tab to decrypt the files and never uploaded or saved.
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
            Open Archive
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-800" data-testid="archive-password-problem">
          {PASSWORD_MESSAGES[problem]}
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
        Search files
      </label>
      <input
        id={id}
        type="search"
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        placeholder="Part of a name, e.g. .pdf or invoice"
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
        {plural(report.files, 'file')} extracted{report.savedTo ? ` to “${report.savedTo}”` : ''} ({formatBytes(report.bytes)}).
      </p>
      {problems.length > 0 && (
        <>
          <p className="mt-2 font-medium text-slate-800">Not extracted:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="archive-report-problems">
            {problems.slice(0, 200).map((problem) => (
              <li key={problem.index}>
                <span className="break-all font-mono">{problem.path}</span>: {REASONS[problem.problem] ?? problem.problem}
              </li>
            ))}
          </ul>
          {problems.length > 200 && <p>…and {problems.length - 200} more.</p>}
        </>
      )}
    </div>
  );
}
