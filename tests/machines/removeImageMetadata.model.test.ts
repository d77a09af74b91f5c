import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  createRemoveImageMetadataMachine,
  ZIP_ALL,
  ZIP_SELECTED,
  type CleanOutput,
  type CleanResult,
  type PackInput,
  type RemoverEvent,
  type RemoverFile,
} from '../../src/machines/removeImageMetadata.machine';
import { texts as T } from '../../src/features/remove-image-metadata/texts';
import type { MetadataView } from '../../src/wasm/metadata/summary';
import type { ToastMessage } from '../../src/lib/toast';

const removeImageMetadataMachine = createRemoveImageMetadataMachine(T);
type Snap = SnapshotFrom<typeof removeImageMetadataMachine>;

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
const VIEW: MetadataView = { rows: [{ key: 'fileName', label: 'File Name', value: 'a.jpg', sensitive: false }], tags: [], readable: true };
const result = (id: string): CleanResult => ({ id, blob: new Blob(['x']), fileName: `clean_${id}.jpg`, lossless: true, remaining: VIEW });

/** The done event of the clean job cleans exactly the targets of the state it arrives in. */
const cleanDone = (ids: string[]) => ({ type: 'xstate.done.actor.clean', output: { results: ids.map(result), failedIds: [] } }) as unknown as RemoverEvent;

const eventsFor = (s: Snap): RemoverEvent[] => {
  const c = s.context;
  const some: RemoverEvent[] = c.files.length < 2 ? [{ type: 'FILES_ADDED', files: [photo('same.jpg'), text], via: 'pick' }] : [];
  return [
    ...some,
    { type: 'FILES_ADDED', files: [text], via: 'pick' },
    { type: 'FILES_ADDED', files: [text], via: 'drop' },
    ...c.files.slice(0, 2).flatMap((f) => [
      { type: 'TOGGLE_FILE', id: f.id } as const,
      { type: 'FILE_REMOVED', id: f.id } as const,
    ]),
    { type: 'TOGGLE_ALL' },
    { type: 'REMOVE_ALL' },
    { type: 'REMOVE_SELECTED' },
    { type: 'DOWNLOAD' },
    { type: 'DOWNLOAD_SELECTED' },
    cleanDone(c.targets),
    { type: 'xstate.error.actor.clean', error: new Error('boom') } as unknown as RemoverEvent,
    { type: 'xstate.done.actor.reader', output: VIEW } as unknown as RemoverEvent,
    { type: 'xstate.error.actor.reader', error: new Error('unreadable') } as unknown as RemoverEvent,
    { type: 'xstate.done.actor.pack', output: { blob: new Blob(['z']), fileName: 'x' } } as unknown as RemoverEvent,
  ];
};

/** Ids grow forever (f1, f2, ...), so files are named by list position to keep the state space finite. */
/** Files stringify to {}, so events carrying different files need their names in the key. */
const serializeEvent = (e: RemoverEvent) => JSON.stringify(e, (_, v) => (v instanceof File || v instanceof Blob ? (v as File).name ?? 'blob' : v));
const serializeState = (s: Snap) => {
  const at = (id: string | null) => s.context.files.findIndex((f) => f.id === id);
  return JSON.stringify({
    value: s.value,
    files: s.context.files.length,
    selected: s.context.selected.map(at).sort(),
    processed: s.context.processed,
    results: Object.keys(s.context.results).map(at).sort(),
    targets: s.context.targets.map(at),
    shown: at(s.context.shownId),
  });
};

/** Paths join snapshots that serialise alike, so ids are compared by list position. */
const positions = (s: Snap, ids: string[]) => ids.map((id) => s.context.files.findIndex((f) => f.id === id)).sort();

describe('removeImageMetadata machine (model)', () => {
  const paths = getShortestPaths(removeImageMetadataMachine, { events: eventsFor, serializeState, serializeEvent });
  const steps = paths.flatMap((p) => p.steps.map((step, i) => ({ step, before: i > 0 ? p.steps[i - 1].state : null })));

  it('explores the whole lifecycle', () => {
    expect(paths.length).toBeGreaterThan(100);
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of [{ work: 'processing' }, { work: { packing: 'all' } }, { work: { packing: 'selected' } }, { inspector: 'shown' }]) {
      expect([...values].some((x) => JSON.stringify({ ...JSON.parse(x), ...v }) === x)).toBe(true);
    }
  });

  it('keeps only images, keyed by id, so same names never collide', () => {
    for (const { step } of steps) {
      const { files } = step.state.context;
      expect(files.every((f: RemoverFile) => f.file.type.startsWith('image/'))).toBe(true);
      expect(new Set(files.map((f: RemoverFile) => f.id)).size).toBe(files.length);
    }
  });

  it('any change of the list resets processed and the results', () => {
    for (const { step, before } of steps) {
      if (!before) continue;
      if (step.state.context.files.length !== before.context.files.length) {
        expect(step.state.context.processed).toBe(false);
        expect(step.state.context.results).toEqual({});
      }
    }
  });

  it('processing starts only with files (Remove All) or a selection (Remove Selected), and never when all are done', () => {
    for (const { step, before } of steps) {
      if (!before || !step.state.matches({ work: 'processing' }) || before.matches({ work: 'processing' })) continue;
      if (step.event.type === 'REMOVE_ALL') {
        expect(before.context.files.length).toBeGreaterThan(0);
        expect(before.context.files.every((f: RemoverFile) => f.id in before.context.results)).toBe(false);
        expect(positions(step.state, step.state.context.targets)).toEqual(before.context.files.map((_: RemoverFile, i: number) => i));
      } else {
        expect(step.event.type).toBe('REMOVE_SELECTED');
        expect(positions(step.state, step.state.context.targets)).toEqual(positions(before, before.context.selected));
      }
    }
  });

  it('downloads pack only when every wanted file is processed', () => {
    for (const { step, before } of steps) {
      if (!before || !step.state.matches({ work: 'packing' }) || before.matches({ work: 'packing' })) continue;
      const wanted = step.event.type === 'DOWNLOAD' ? before.context.files.map((f: RemoverFile) => f.id) : before.context.selected;
      expect(wanted.length).toBeGreaterThan(0);
      expect(before.context.processed).toBe(true);
      expect(wanted.every((id: string) => id in before.context.results)).toBe(true);
    }
  });

  it('removing a file when one or fewer remain clears the shown metadata', () => {
    for (const { step } of steps) {
      if (step.event.type === 'FILE_REMOVED' && step.state.context.files.length <= 1) {
        expect(step.state.context.shown).toBeNull();
        expect(step.state.matches({ inspector: 'empty' })).toBe(true);
      }
    }
  });
});

describe('removeImageMetadata machine (toasts and actors)', () => {
  function start(clean: (files: RemoverFile[]) => Promise<CleanOutput>, pack = async (input: PackInput) => ({ blob: new Blob(), fileName: input.zipName })) {
    const packs: PackInput[] = [];
    const machine = removeImageMetadataMachine.provide({
      actors: {
        readSummary: fromPromise<MetadataView, { file: File }>(async ({ input }) => {
          if (input.file.name.startsWith('bad')) throw new Error('unreadable');
          if (input.file.name.startsWith('damaged')) throw Object.assign(new Error('This PNG file is damaged: it has no image data (no IDAT chunk).'), { name: 'ImageInputError' });
          return VIEW;
        }),
        clean: fromPromise(({ input }) => clean(input.files)),
        pack: fromPromise(async ({ input }) => {
          packs.push(input);
          return pack(input);
        }),
      },
    });
    const actor = createActor(machine).start();
    const toasts: ToastMessage[] = [];
    const downloads: string[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    actor.on('download', (e) => downloads.push(e.fileName));
    return { actor, toasts, downloads, packs };
  }
  const cleanAll = async (files: RemoverFile[]): Promise<CleanOutput> => ({ results: files.map((f) => result(f.id)), failedIds: [] });
  const idle = (s: Snap) => s.matches({ work: 'idle' });

  it('shows every guard toast of the spec', () => {
    const { actor, toasts } = start(cleanAll);
    actor.send({ type: 'FILES_ADDED', files: [text], via: 'pick' });
    actor.send({ type: 'FILES_ADDED', files: [text], via: 'drop' });
    actor.send({ type: 'REMOVE_ALL' });
    actor.send({ type: 'REMOVE_SELECTED' });
    actor.send({ type: 'DOWNLOAD_SELECTED' });
    actor.send({ type: 'DOWNLOAD' });
    expect(toasts).toEqual([T.invalidPick, T.invalidDrop, T.noImages, T.noneSelected, T.noneSelected, T.cannotDownload]);
  });

  it('cleans, reports, and packs all (ZIP) or the selection (one file)', async () => {
    const { actor, toasts, downloads, packs } = start(cleanAll);
    actor.send({ type: 'FILES_ADDED', files: [photo('a.jpg'), photo('a.jpg'), text], via: 'drop' });
    expect(actor.getSnapshot().context.files.map((f) => f.id)).toEqual(['f1', 'f2']);
    await waitFor(actor, (s) => s.matches({ inspector: 'shown' }));
    expect(actor.getSnapshot().context.shownId).toBe('f1');
    actor.send({ type: 'REMOVE_ALL' });
    expect(actor.getSnapshot().matches({ work: 'processing' })).toBe(true);
    await waitFor(actor, idle);
    expect(toasts.at(-1)).toEqual(T.removed(2));
    actor.send({ type: 'DOWNLOAD' });
    await waitFor(actor, idle);
    actor.send({ type: 'TOGGLE_FILE', id: 'f2' });
    actor.send({ type: 'DOWNLOAD_SELECTED' });
    await waitFor(actor, idle);
    expect(packs.map((p) => [p.zipName, p.results.map((r) => r.id)])).toEqual([[ZIP_ALL, ['f1', 'f2']], [ZIP_SELECTED, ['f2']]]);
    expect(downloads).toEqual([ZIP_ALL, ZIP_SELECTED]);
  });

  it('Remove Selected then Download (all) with unprocessed files fails; selected-unprocessed has its own text', async () => {
    const { actor, toasts } = start(cleanAll);
    actor.send({ type: 'FILES_ADDED', files: [photo('a.jpg'), photo('b.jpg')], via: 'pick' });
    actor.send({ type: 'TOGGLE_FILE', id: 'f1' });
    actor.send({ type: 'REMOVE_SELECTED' });
    await waitFor(actor, idle);
    actor.send({ type: 'DOWNLOAD' });
    expect(toasts.at(-1)).toEqual(T.downloadFailed);
    actor.send({ type: 'TOGGLE_ALL' });
    actor.send({ type: 'DOWNLOAD_SELECTED' });
    expect(toasts.at(-1)).toEqual(T.selectedNotProcessed);
  });

  it('an unreadable file shows the basic summary and a neutral toast', async () => {
    const { actor, toasts } = start(cleanAll);
    actor.send({ type: 'FILES_ADDED', files: [photo('bad.jpg')], via: 'pick' });
    await waitFor(actor, (s) => s.matches({ inspector: 'shown' }));
    expect(toasts).toEqual([T.unreadable]);
    expect(T.unreadable.variant).toBe('default');
    expect(actor.getSnapshot().context.shown?.readable).toBe(false);
    expect(actor.getSnapshot().context.shown?.rows.map((r) => r.label)).toEqual(['File Name', 'File Size', 'File Type', 'Last Modified']);
  });

  it('a damaged file: the inspector names it and says what is wrong', async () => {
    const { actor, toasts } = start(cleanAll);
    actor.send({ type: 'FILES_ADDED', files: [photo('damaged.png')], via: 'pick' });
    await waitFor(actor, (s) => s.matches({ inspector: 'shown' }));
    expect(toasts).toEqual([T.damaged('damaged.png: This PNG file is damaged: it has no image data (no IDAT chunk).')]);
    expect(actor.getSnapshot().context.shown?.readable).toBe(false);
  });

  it('a failing engine gives Processing failed and the page keeps working', async () => {
    const { actor, toasts } = start(async () => {
      throw new Error('decoder exploded');
    });
    actor.send({ type: 'FILES_ADDED', files: [photo('a.jpg')], via: 'pick' });
    actor.send({ type: 'REMOVE_ALL' });
    await waitFor(actor, idle);
    expect(toasts.at(-1)).toEqual(T.processingFailed);
    expect(actor.getSnapshot().context.processed).toBe(false);
  });

  it("a file the engine cannot read gives its reason in the toast (a damaged HEIC says what is wrong)", async () => {
    const problem = 'broken.heic: This HEIC/HEIF file holds no image we can read.';
    const { actor, toasts } = start(async (files) => ({ results: [], failedIds: files.map((f) => f.id), problem }));
    actor.send({ type: 'FILES_ADDED', files: [photo('broken.heic')], via: 'pick' });
    actor.send({ type: 'REMOVE_ALL' });
    await waitFor(actor, idle);
    expect(toasts.at(-1)).toEqual(T.fileProblem(problem));
    expect(T.fileProblem(problem)).toEqual({ title: 'Processing failed', description: problem, variant: 'destructive' });
  });

  it('a failed download gives Download failed', async () => {
    const { actor, toasts } = start(cleanAll, async () => {
      throw new Error('zip broke');
    });
    actor.send({ type: 'FILES_ADDED', files: [photo('a.jpg'), photo('b.jpg')], via: 'pick' });
    actor.send({ type: 'REMOVE_ALL' });
    await waitFor(actor, idle);
    actor.send({ type: 'DOWNLOAD' });
    await waitFor(actor, idle);
    expect(toasts.at(-1)).toEqual(T.downloadFailed);
  });
});
