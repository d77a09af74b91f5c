import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  createExtractArchiveMachine,
  extractableFiles,
  type ExtractArchiveEvent,
  type ExtractorInput,
  type ExtractOutcome,
  type ExtractResult,
  type ListerInput,
} from '../../src/machines/extractArchive.machine';
import { problemText, texts } from '../../src/features/extract-archive/texts';
import type { ArchiveEntry, ArchiveListing } from '../../src/wasm/archive';
import { ArchiveError } from '../../src/wasm/archive/problems';
import { replay, stateKey, type Emitted } from './walk';

const entry = (index: number, path: string, extra: Partial<ArchiveEntry> = {}): ArchiveEntry => ({
  index,
  path,
  safePath: path,
  kind: 'file',
  size: 10,
  compressedSize: 5,
  date: null,
  encrypted: false,
  ...extra,
});

const LISTING: ArchiveListing = {
  format: 'zip',
  entries: [
    entry(0, 'docs', { kind: 'directory', size: 0 }),
    entry(1, 'docs/a.txt'),
    entry(2, 'docs/secret.pdf', { encrypted: true }),
    entry(3, '../evil.txt', { safePath: null, unsafe: 'parent' }),
  ],
  totalSize: 30,
  fileCount: 3,
  encrypted: true,
  refused: 1,
};
const RESULT: ExtractResult = { extracted: 1, files: 1, bytes: 10, failed: [], refused: [], partial: false };
const ARCHIVE = new File([new Uint8Array(8)], 'a.zip');

/** The actors never settle on their own: the walk delivers their done and error events. */
const machine = createExtractArchiveMachine(texts).provide({
  actors: {
    lister: fromPromise<ArchiveListing, ListerInput>(() => new Promise(() => {})),
    extractor: fromPromise<ExtractOutcome, ExtractorInput>(() => new Promise(() => {})),
  },
});
type Snap = SnapshotFrom<typeof machine>;

const LISTED = { type: 'xstate.done.actor.lister', output: LISTING };
const BOMB = { type: 'xstate.error.actor.lister', error: new ArchiveError('bomb') };
const LOCKED = { type: 'xstate.error.actor.lister', error: new ArchiveError('needsPassword') };
const EXTRACTED = { type: 'xstate.done.actor.extractor', output: RESULT };
const DISMISSED = { type: 'xstate.done.actor.extractor', output: null };
const WRONG = { type: 'xstate.error.actor.extractor', error: new ArchiveError('wrongPassword') };
const BROKEN = { type: 'xstate.error.actor.extractor', error: new Error('disk full') };

const EVENTS = [
  { type: 'FILES_CHOSEN', files: [ARCHIVE] },
  { type: 'FILES_CHOSEN', files: [] },
  { type: 'CLEAR' },
  { type: 'PASSWORD_CHANGED', password: 'pw' },
  { type: 'PASSWORD_CHANGED', password: '' },
  { type: 'PASSWORD_SUBMITTED' },
  { type: 'SELECTION_CHANGED', indexes: [] },
  { type: 'SELECTION_CHANGED', indexes: [1] },
  { type: 'QUERY_CHANGED', query: 'pdf' },
  { type: 'EXTRACT', mode: 'zip' },
  { type: 'EXTRACT', mode: 'files', indexes: [2] },
  { type: 'CANCEL' },
  LISTED,
  BOMB,
  LOCKED,
  EXTRACTED,
  DISMISSED,
  WRONG,
  BROKEN,
] as unknown as ExtractArchiveEvent[];

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.parts.length, s.context.password, s.context.passwordProblem, s.context.selected, s.context.listing !== null, s.context.problem !== null, s.context.report !== null, s.context.query]);

/** The same walk event (several share a type: they differ by their error or output). */
const is = (event: unknown, walked: object) => event === walked;

const toastTitles = (emitted: Emitted[]) => emitted.filter((e) => e.type === 'toast').map((e) => (e.toast as { title: string }).title);

describe('extractArchive machine (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(new Set(['"empty"', '"listing"', '"locked"', '"refused"', '"ready"', '"extracting"']));
  });

  it('extracts only a chosen, unlockable selection, and names every password problem', () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      let previous = 'empty';
      replay(machine, path, {
        onStep: (snap, emitted, event) => {
          const from = previous;
          previous = stateKey(snap).replaceAll('"', '');
          const titles = toastTitles(emitted);
          const { context } = snap;
          if (snap.matches('extracting') && event.type === 'EXTRACT') {
            const indexes = event.indexes ?? context.selected;
            expect(indexes.length).toBeGreaterThan(0);
            if (indexes.some((i) => LISTING.entries[i].encrypted)) expect(context.password).not.toBe('');
          }
          if (event.type === 'EXTRACT' && snap.matches('ready')) expect(titles.length).toBe(1);
          if (is(event, LISTED) && from === 'listing') expect(context.selected).toEqual(extractableFiles(LISTING));
          for (const index of context.selected) expect(extractableFiles(LISTING)).toContain(index);
          if (is(event, WRONG) && from === 'extracting') {
            expect(snap.matches('ready')).toBe(true);
            expect(context.passwordProblem).toBe('wrongPassword');
            expect(titles).toEqual([texts.wrongPassword.title]);
          }
          if (event.type === 'PASSWORD_CHANGED' && (snap.matches('ready') || snap.matches('locked'))) expect(context.passwordProblem).toBeNull();
          if (is(event, BOMB) && from === 'listing') {
            expect(snap.value).toBe('refused');
            expect(context.problem).toBe('bomb');
            expect(problemText('bomb')).toBe(new ArchiveError('bomb').message);
            expect(titles).toEqual([texts.refused('bomb').title]);
          }
          if (is(event, BROKEN) && from === 'extracting') expect(titles).toEqual([texts.failed('unknown').title]);
          if (is(event, DISMISSED) && from === 'extracting') expect(titles).toEqual([]);
          if (event.type === 'CANCEL' && snap.matches('ready')) expect(context.listing).toEqual(LISTING);
          if (snap.matches('empty')) expect(context.parts).toEqual([]);
        },
      });
    }
  });
});

describe('extractArchive machine (engine)', () => {
  it('asks for a password, names a wrong one, and extracts with the right one', async () => {
    const seen: string[] = [];
    const actor = createActor(
      createExtractArchiveMachine(texts).provide({
        actors: {
          lister: fromPromise<ArchiveListing, ListerInput>(async () => LISTING),
          extractor: fromPromise<ExtractOutcome, ExtractorInput>(async ({ input }) => {
            seen.push(`${input.mode}:${input.indexes.join(',')}:${input.password}`);
            input.onProgress(0.5);
            if (input.password !== 'right') throw new ArchiveError('wrongPassword');
            return RESULT;
          }),
        },
      }),
    ).start();
    const toasts: string[] = [];
    actor.on('toast', (e) => toasts.push(e.toast.title));
    actor.send({ type: 'FILES_CHOSEN', files: [ARCHIVE] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'EXTRACT', mode: 'zip' });
    expect(actor.getSnapshot().context.passwordProblem).toBe('needsPassword');
    actor.send({ type: 'PASSWORD_CHANGED', password: 'wrong' });
    actor.send({ type: 'EXTRACT', mode: 'zip' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.passwordProblem).toBe('wrongPassword');
    actor.send({ type: 'PASSWORD_CHANGED', password: 'right' });
    actor.send({ type: 'EXTRACT', mode: 'folder' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.report).toEqual(RESULT);
    expect(seen).toEqual(['zip:1,2:wrong', 'folder:1,2:right']);
    expect(toasts).toEqual([texts.needsPassword.title, texts.wrongPassword.title, texts.extracted(RESULT).title]);
  });

  it('Cancel aborts the extraction and keeps the listing', async () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      createExtractArchiveMachine(texts).provide({
        actors: {
          lister: fromPromise<ArchiveListing, ListerInput>(async () => LISTING),
          extractor: fromPromise<ExtractOutcome, ExtractorInput>(({ signal }) => {
            signals.push(signal);
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    actor.send({ type: 'FILES_CHOSEN', files: [ARCHIVE] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'EXTRACT', mode: 'files', indexes: [1] });
    expect(actor.getSnapshot().value).toBe('extracting');
    actor.send({ type: 'CANCEL' });
    expect(signals[0].aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.listing).toBe(LISTING);
  });
});
