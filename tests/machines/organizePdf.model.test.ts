import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  createOrganizePdfMachine,
  editsOf,
  MAX_UNDO,
  organizedName,
  type OpenInput,
  type OrganizeEvent,
  type OrganizeInspection,
  type OrganizeResult,
  type SaveInput,
} from '../../src/machines/organizePdf.machine';
import { texts } from '../../src/features/organize-pdf/texts';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { replay } from './walk';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const MAIN = pdf('report.pdf');
const OTHER = pdf('annex.pdf');
const TXT = new File(['hi'], 'notes.txt', { type: 'text/plain' });
const TWO_PAGES: OrganizeInspection = { pages: 2, sizes: [{ width: 600, height: 800 }, { width: 800, height: 600 }] };
const RESULT: OrganizeResult = { blob: new Blob(['%PDF']), fileName: 'report_organized.pdf', pages: 2 };

const never = <T,>() => new Promise<T>(() => {});
const machineWith = (open: (input: OpenInput) => Promise<OrganizeInspection>, save: (input: SaveInput) => Promise<OrganizeResult> = never) =>
  createOrganizePdfMachine(texts).provide({
    actors: {
      opener: fromPromise<OrganizeInspection, OpenInput>(({ input }) => open(input)),
      organizer: fromPromise<OrganizeResult, SaveInput>(({ input }) => save(input)),
    },
  });

const machine = machineWith(never);
type Snap = SnapshotFrom<typeof machine>;
const OPENED = { type: 'xstate.done.actor.opener', output: TWO_PAGES } as unknown as OrganizeEvent;
const INSERTED = { type: 'xstate.done.actor.inserter', output: { pages: 1, sizes: [{ width: 100, height: 100 }] } } as unknown as OrganizeEvent;
const LOCKED = { type: 'xstate.error.actor.opener', error: pdfProblemError('needsPassword') } as unknown as OrganizeEvent;
const SAVED = { type: 'xstate.done.actor.organizer', output: RESULT } as unknown as OrganizeEvent;

/** A bounded walk: one main file, at most one insert and a few edits (nextId caps them). */
const eventsFor = (s: Snap): OrganizeEvent[] => {
  const events: OrganizeEvent[] = [OPENED, INSERTED, LOCKED, SAVED, { type: 'UNDO' }, { type: 'SAVE' }, { type: 'CANCEL' }, { type: 'PASSWORD_ENTERED', password: 'pw' }];
  if (s.context.sources.length === 0) events.push({ type: 'FILE_SELECTED', file: MAIN }, { type: 'FILE_SELECTED', file: TXT });
  if (s.context.nextId > 5 || s.context.history.length > 2) return events;
  events.push({ type: 'FILE_INSERTED', file: OTHER, at: 1 }, { type: 'BLANK_INSERTED', at: 0 });
  const [first] = s.context.pages;
  if (first) {
    events.push({ type: 'PAGE_ROTATED', id: first.id, by: 90 }, { type: 'PAGE_DELETED', id: first.id });
    events.push({ type: 'PAGE_DUPLICATED', id: first.id }, { type: 'PAGE_MOVED', id: first.id, to: 5 });
  }
  return events;
};

/** Files do not serialise to JSON: events are told apart by the file's name. */
const serializeEvent = (e: OrganizeEvent) => JSON.stringify({ ...e, file: 'file' in e ? e.file.name : undefined });

const serializeState = (s: Snap) =>
  JSON.stringify({ value: s.value, pages: s.context.pages.map((p) => [p.id, p.rotate]), history: s.context.history.length, sources: s.context.sources.length, result: s.context.result !== null });

describe('organize PDF machine (model)', () => {
  const paths = getShortestPaths(machine, { events: eventsFor, serializeState, serializeEvent });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['empty', 'opening', 'locked', 'editing', 'inserting', 'saving', 'saved']));
    expect(paths.length).toBeGreaterThan(100);
  });

  it('never leaves an empty page list once opened, and undo restores the list before the last edit', () => {
    for (const path of paths) {
      let before: Snap | null = null;
      replay(machine, path, {
        onStep: (snapshot, emitted, event) => {
          if ((['editing', 'saved', 'saving', 'inserting'] as const).some((v) => snapshot.matches(v))) expect(snapshot.context.pages.length).toBeGreaterThan(0);
          if (event.type === 'UNDO' && before && before.context.history.length > 0) {
            expect(snapshot.context.pages).toEqual(before.context.history.at(-1));
            expect(snapshot.context.history).toHaveLength(before.context.history.length - 1);
          }
          if (event.type === 'PAGE_DELETED' && before?.context.pages.length === 1) {
            expect(emitted.map((e) => (e.toast as ToastMessage).title)).toEqual(['Cannot delete the last page']);
          }
          before = snapshot;
        },
      });
    }
  });

  it('every edit after saving drops the saved file and goes back to editing', () => {
    const toSaved = paths.filter((p) => p.state.matches('saved'));
    expect(toSaved.length).toBeGreaterThan(0);
    for (const path of toSaved) {
      const { final } = replay(machine, path);
      for (const edit of eventsFor(final).filter((e) => e.type.startsWith('PAGE_') || e.type === 'BLANK_INSERTED')) {
        const actor = createActor(machine).start();
        path.steps.slice(1).forEach((step) => actor.send(step.event));
        actor.send(edit);
        const after = actor.getSnapshot();
        if (after.matches('editing')) expect(after.context.result).toBeNull();
        else expect(edit.type).toBe('PAGE_DELETED'); // the last page stays, with its toast
        actor.stop();
      }
    }
  });
});

describe('organize PDF machine (actors, edits, toasts)', () => {
  const start = (open: (input: OpenInput) => Promise<OrganizeInspection>, save?: (input: SaveInput) => Promise<OrganizeResult>) => {
    const actor = createActor(machineWith(open, save)).start();
    const toasts: ToastMessage[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    return { actor, toasts };
  };
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('rotates page 1, deletes page 2, moves page 3 first, and saves that edit list as <name>_organized.pdf', async () => {
    let saved: SaveInput | undefined;
    const { actor, toasts } = start(async () => ({ pages: 3, sizes: [{ width: 1, height: 2 }, { width: 1, height: 2 }, { width: 1, height: 2 }] }), async (input) => {
      saved = input;
      return { ...RESULT, pages: 2 };
    });
    actor.send({ type: 'FILE_SELECTED', file: MAIN });
    await tick();
    const [p1, p2, p3] = actor.getSnapshot().context.pages.map((p) => p.id);
    actor.send({ type: 'PAGE_ROTATED', id: p1, by: 90 });
    actor.send({ type: 'PAGE_DELETED', id: p2 });
    actor.send({ type: 'PAGE_MOVED', id: p3, to: 0 });
    actor.send({ type: 'SAVE' });
    await tick();
    expect(saved?.edits).toEqual([{ source: 0, page: 2, rotate: 0 }, { source: 0, page: 0, rotate: 90 }]);
    expect(saved?.fileName).toBe('report_organized.pdf');
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(toasts.at(-1)).toEqual({ title: 'PDF organized', description: 'Your 2-page PDF is ready to download.', variant: 'success' });
  });

  it('turns in quarter steps both ways, duplicates after the page, and a blank page takes its neighbour\'s shown size', async () => {
    const { actor } = start(async () => TWO_PAGES);
    actor.send({ type: 'FILE_SELECTED', file: MAIN });
    await tick();
    const [p1] = actor.getSnapshot().context.pages.map((p) => p.id);
    actor.send({ type: 'PAGE_ROTATED', id: p1, by: -90 });
    expect(actor.getSnapshot().context.pages[0].rotate).toBe(270);
    actor.send({ type: 'PAGE_ROTATED', id: p1, by: 90 });
    actor.send({ type: 'PAGE_ROTATED', id: p1, by: 90 });
    actor.send({ type: 'PAGE_DUPLICATED', id: p1 });
    actor.send({ type: 'BLANK_INSERTED', at: 1 });
    expect(editsOf(actor.getSnapshot().context.pages)).toEqual([
      { source: 0, page: 0, rotate: 90 },
      { blank: { width: 800, height: 600 }, rotate: 0 },
      { source: 0, page: 0, rotate: 90 },
      { source: 0, page: 1, rotate: 0 },
    ]);
    for (let i = 0; i < 6; i++) actor.send({ type: 'UNDO' });
    expect(editsOf(actor.getSnapshot().context.pages)).toEqual([{ source: 0, page: 0, rotate: 0 }, { source: 0, page: 1, rotate: 0 }]);
  });

  it('inserts the pages of another PDF where asked; a file it cannot open is named and changes nothing', async () => {
    const { actor, toasts } = start(async ({ file }) => {
      if (file === OTHER) return { pages: 1, sizes: [{ width: 10, height: 10 }] };
      if (file.name === 'broken.pdf') throw pdfProblemError('damaged');
      return TWO_PAGES;
    });
    actor.send({ type: 'FILE_SELECTED', file: MAIN });
    await tick();
    actor.send({ type: 'FILE_INSERTED', file: OTHER, at: 1 });
    await tick();
    expect(editsOf(actor.getSnapshot().context.pages)).toEqual([
      { source: 0, page: 0, rotate: 0 }, { source: 1, page: 0, rotate: 0 }, { source: 0, page: 1, rotate: 0 },
    ]);
    actor.send({ type: 'FILE_INSERTED', file: pdf('broken.pdf'), at: 0 });
    await tick();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.pages).toHaveLength(3);
    expect(toasts.at(-1)).toEqual({ title: 'Cannot open this PDF', description: '"broken.pdf": The file is damaged or is not a PDF.', variant: 'destructive' });
    actor.send({ type: 'FILE_INSERTED', file: TXT, at: 0 });
    expect(toasts.at(-1)?.description).toBe('Please select a PDF file.');
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.pages).toHaveLength(2);
  });

  it('asks for the password of a protected file, says when it is wrong, and opens with the right one', async () => {
    const { actor, toasts } = start(async ({ password }) => {
      if (!password) throw pdfProblemError('needsPassword');
      if (password !== 'peanuts') throw pdfProblemError('wrongPassword');
      return TWO_PAGES;
    });
    actor.send({ type: 'FILE_SELECTED', file: MAIN });
    await tick();
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    actor.send({ type: 'PASSWORD_ENTERED', password: 'walnuts' });
    await tick();
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(toasts.at(-1)?.description).toContain('That password does not open this PDF.');
    actor.send({ type: 'PASSWORD_ENTERED', password: 'peanuts' });
    await tick();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.sources[0].password).toBe('peanuts');
  });

  it('refuses a file over the size limit, and a file that would make more pages than the limit', async () => {
    const opens = new Map<File, OrganizeInspection>();
    const actor = createActor(
      createOrganizePdfMachine(texts, { maxPages: 3, maxBytes: 1024 * 1024 }).provide({
        actors: { opener: fromPromise<OrganizeInspection, OpenInput>(async ({ input }) => opens.get(input.file)!) },
      }),
    ).start();
    const toasts: ToastMessage[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const four = pdf('four.pdf');
    const one = pdf('one.pdf');
    opens.set(MAIN, TWO_PAGES).set(OTHER, TWO_PAGES).set(four, { pages: 4, sizes: Array(4).fill({ width: 1, height: 1 }) });
    opens.set(one, { pages: 1, sizes: [{ width: 1, height: 1 }] });

    actor.send({ type: 'FILE_SELECTED', file: big });
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(toasts.at(-1)).toEqual({ title: 'File too large', description: 'Please select a PDF smaller than 1 MB.', variant: 'destructive' });
    actor.send({ type: 'FILE_SELECTED', file: four });
    await tick();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(actor.getSnapshot().context.sources).toEqual([]);
    expect(toasts.at(-1)?.description).toBe('"four.pdf" would make more than 3 pages: an organized PDF holds up to 3 pages, to stay within the memory a browser tab can use.');

    actor.send({ type: 'FILE_SELECTED', file: MAIN });
    await tick();
    actor.send({ type: 'FILE_INSERTED', file: big, at: 0 });
    expect(toasts.at(-1)?.title).toBe('File too large');
    actor.send({ type: 'FILE_INSERTED', file: OTHER, at: 0 });
    await tick();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, history: [] });
    expect(actor.getSnapshot().context.pages).toHaveLength(2);
    expect(toasts.at(-1)?.title).toBe('Too many pages');
    actor.send({ type: 'FILE_INSERTED', file: one, at: 2 });
    await tick();
    expect(actor.getSnapshot().context.pages).toHaveLength(3);
    expect(actor.getSnapshot().context.sources.map((s) => s.file.name)).toEqual(['report.pdf', 'one.pdf']);
  });

  it('remembers at most MAX_UNDO steps; names the download after the file', async () => {
    const { actor } = start(async () => TWO_PAGES);
    actor.send({ type: 'FILE_SELECTED', file: MAIN });
    await tick();
    const id = actor.getSnapshot().context.pages[0].id;
    for (let i = 0; i < MAX_UNDO + 20; i++) actor.send({ type: 'PAGE_ROTATED', id, by: 90 });
    expect(actor.getSnapshot().context.history).toHaveLength(MAX_UNDO);
    expect(organizedName(new File([], 'Scan 2024.PDF'))).toBe('Scan 2024_organized.pdf');
  });
});
