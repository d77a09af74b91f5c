import { getShortestPaths } from '@xstate/graph';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  MIN_FILES,
  createPdfMergerMachine,
  moveItem,
  type InspectRequest,
  type MergeInput,
  type MergeResult,
  type MergerEvent,
} from '../../src/machines/pdfMerger.machine';
import { pdfProblemError, MERGE_INPUT_ERROR } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { expectChangesDropResult, replay, type Emitted } from './walk';
import { texts } from '../../src/features/pdf-merger/texts';

const pdfMergerMachine = createPdfMergerMachine(texts);

type Snap = SnapshotFrom<typeof pdfMergerMachine>;

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const JPG = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
const RESULT: MergeResult = { blob: new Blob(['%PDF']), fileName: 'merged-document.pdf', pages: 3 };
const DONE = { type: 'xstate.done.actor.merger', output: RESULT } as unknown as MergerEvent;
const FAILED = { type: 'xstate.error.actor.merger', error: new Error('boom') } as unknown as MergerEvent;

const machine = pdfMergerMachine.provide({
  actors: {
    inspector: fromCallback<InspectRequest>(() => () => {}),
    merger: fromPromise<MergeResult, MergeInput>(() => new Promise<MergeResult>(() => {})),
  },
});

/** Events offered in a state; at most three files are ever added, so the state space stays finite. */
const eventsFor = (s: Snap): MergerEvent[] => {
  const ids = s.context.items.map((i) => i.id);
  const events: MergerEvent[] = [{ type: 'MERGE' }, { type: 'CANCEL' }, { type: 'PROBLEM_FILES_REMOVED' }, DONE, FAILED];
  if (s.context.nextId <= 3) events.push({ type: 'FILES_ADDED', files: [pdf('a.pdf')] }, { type: 'FILES_ADDED', files: [JPG, pdf('b.pdf')] }, { type: 'FILES_ADDED', files: [JPG] });
  for (const id of ids.slice(0, 2)) {
    events.push({ type: 'FILE_REMOVED', id }, { type: 'FILE_MOVED', id, to: 0 });
    events.push({ type: 'FILE_INSPECTED', id, pages: null, problem: 'needsPassword' });
    events.push({ type: 'PASSWORD_ENTERED', id, password: 'secret' });
  }
  return events;
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    value: s.value,
    items: s.context.items.map((i) => [i.id, i.file.name, i.problem, i.password ?? null]),
    result: s.context.result !== null,
  });

describe('pdf merger machine (model)', () => {
  const paths = getShortestPaths(machine, { events: eventsFor, serializeState });

  it('reaches editing, merging and merged', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['editing', 'merging', 'merged']));
    expect(paths.length).toBeGreaterThan(20);
  });

  it('merges only with at least two files and none unreadable, and says why otherwise', () => {
    for (const path of paths) {
      replay(machine, path, {
        onStep: (snapshot, emitted: Emitted[], event) => {
          if (event.type !== 'MERGE') return;
          const titles = emitted.map((e) => (e.toast as ToastMessage).title);
          const items = snapshot.context.items;
          if (snapshot.matches('merging')) {
            expect(items.length).toBeGreaterThanOrEqual(MIN_FILES);
            expect(items.every((i) => i.problem === null)).toBe(true);
          } else if (items.length < MIN_FILES) {
            expect(titles).toEqual(['Not enough files']);
          } else {
            expect(titles).toEqual(['Error']);
          }
        },
      });
    }
  });

  it('keeps only PDFs, with the spec toast when something else was picked', () => {
    for (const path of paths) {
      replay(machine, path, {
        onStep: (snapshot, emitted, event) => {
          expect(snapshot.context.items.every((i) => i.file.type === 'application/pdf')).toBe(true);
          if (event.type === 'FILES_ADDED' && event.files.includes(JPG) && !snapshot.matches('merging')) {
            expect(emitted.map((e) => e.toast)).toContainEqual({ title: 'Invalid files', description: 'Please select only PDF files.', variant: 'destructive' });
          }
        },
      });
    }
  });

  it('any change to the list after a merge drops the merged file', () => {
    expectChangesDropResult(machine, paths, { doneState: 'merged', result: RESULT, changes: ['FILE_REMOVED', 'FILE_MOVED'], eventsFor });
  });
});

describe('pdf merger machine (actors, toasts)', () => {
  const start = (merge: (input: MergeInput) => Promise<MergeResult>) => {
    const requests: InspectRequest[] = [];
    const actor = createActor(
      pdfMergerMachine.provide({
        actors: {
          inspector: fromCallback<InspectRequest>(({ receive }) => {
            receive((e) => requests.push(e));
            return () => {};
          }),
          merger: fromPromise<MergeResult, MergeInput>(({ input }) => merge(input)),
        },
      }),
    ).start();
    const toasts: ToastMessage[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    return { actor, toasts, requests };
  };

  it('asks the inspector about each added PDF and records pages and problems', () => {
    const { actor, requests } = start(async () => RESULT);
    actor.send({ type: 'FILES_ADDED', files: [pdf('a.pdf'), pdf('b.pdf')] });
    expect(requests).toHaveLength(1);
    expect(requests[0].sources.map((s) => [s.id, s.file.name])).toEqual([['f1', 'a.pdf'], ['f2', 'b.pdf']]);
    actor.send({ type: 'FILE_INSPECTED', id: 'f1', pages: 4, problem: null });
    actor.send({ type: 'FILE_INSPECTED', id: 'f2', pages: null, problem: 'damaged' });
    expect(actor.getSnapshot().context.items.map((i) => [i.pages, i.problem])).toEqual([[4, null], [null, 'damaged']]);
    actor.send({ type: 'PROBLEM_FILES_REMOVED' });
    expect(actor.getSnapshot().context.items.map((i) => i.file.name)).toEqual(['a.pdf']);
  });

  it('a password typed in a row checks that file again with it, and the merge gets it', async () => {
    let sources: MergeInput['sources'] = [];
    const { actor, requests } = start(async (input) => {
      sources = input.sources;
      return RESULT;
    });
    actor.send({ type: 'FILES_ADDED', files: [pdf('locked.pdf'), pdf('b.pdf')] });
    actor.send({ type: 'FILE_INSPECTED', id: 'f1', pages: null, problem: 'needsPassword' });
    actor.send({ type: 'FILE_INSPECTED', id: 'f2', pages: 1, problem: null, signed: true, access: 'open' });
    actor.send({ type: 'PASSWORD_ENTERED', id: 'f1', password: 'walnuts' });
    expect(requests.at(-1)?.sources).toEqual([{ id: 'f1', file: expect.any(File), password: 'walnuts' }]);
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ problem: null, pages: null, password: 'walnuts' });
    actor.send({ type: 'FILE_INSPECTED', id: 'f1', pages: null, problem: 'wrongPassword' });
    actor.send({ type: 'PASSWORD_ENTERED', id: 'f1', password: 'peanuts' });
    actor.send({ type: 'FILE_INSPECTED', id: 'f1', pages: 2, problem: null, access: 'unlocked', signed: false });
    expect(actor.getSnapshot().context.items.map((i) => [i.access, i.signed])).toEqual([['unlocked', false], ['open', true]]);
    actor.send({ type: 'MERGE' });
    await waitFor(actor, (s) => s.matches('merged'));
    expect(sources.map((s) => [s.file.name, s.password])).toEqual([['locked.pdf', 'peanuts'], ['b.pdf', undefined]]);
  });

  it('merges in list order, reports progress, and toasts Success!', async () => {
    let seen: string[] = [];
    const { actor, toasts } = start(async (input) => {
      seen = input.sources.map((s) => s.file.name);
      input.onProgress(0.5);
      return RESULT;
    });
    actor.send({ type: 'FILES_ADDED', files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')] });
    actor.send({ type: 'FILE_MOVED', id: 'f3', to: 0 });
    actor.send({ type: 'MERGE' });
    await waitFor(actor, (s) => s.matches('merged'));
    expect(seen).toEqual(['c.pdf', 'a.pdf', 'b.pdf']);
    expect(toasts.at(-1)).toEqual({ title: 'Success!', description: 'PDFs merged successfully.', variant: 'success' });
    expect(actor.getSnapshot().context.progress).toBe(1);
  });

  it('a failed merge returns to editing with the spec text, or the names of unreadable files', async () => {
    const named = Object.assign(new Error('"x.pdf" needs its password. Enter its password or remove it to merge the others.'), { name: MERGE_INPUT_ERROR });
    for (const [error, text] of [
      [new Error('worker crashed'), 'Failed to merge PDFs. Please try again.'],
      [named, named.message],
      [pdfProblemError('damaged'), 'The file is damaged or is not a PDF.'],
    ] as const) {
      const { actor, toasts } = start(async () => {
        throw error;
      });
      actor.send({ type: 'FILES_ADDED', files: [pdf('a.pdf'), pdf('b.pdf')] });
      actor.send({ type: 'MERGE' });
      await waitFor(actor, (s) => s.matches('editing') && toasts.length > 0);
      expect(toasts.at(-1)).toEqual({ title: 'Error', description: text, variant: 'destructive' });
      expect(actor.getSnapshot().context.items).toHaveLength(2);
    }
  });

  it('moveItem clamps and keeps the others in order', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(moveItem(list, 'a', 5).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(moveItem(list, 'c', -1).map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(moveItem(list, 'zz', 0)).toBe(list);
  });
});
