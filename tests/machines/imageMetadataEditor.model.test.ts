import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { EDITABLE_KEYS, type EditableMetadata } from '../../src/wasm/metadata/editableFields';
import { createImageMetadataEditorMachine, EDITABLE_FIELDS, type EditorEvent, type WriteInput } from '../../src/machines/imageMetadataEditor.machine';
import { texts as T } from '../../src/features/image-metadata-editor/texts';
import type { ToastMessage } from '../../src/lib/toast';

const imageMetadataEditorMachine = createImageMetadataEditorMachine(T);
type Snap = SnapshotFrom<typeof imageMetadataEditorMachine>;

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'photo.jpg', { type: 'image/jpeg', lastModified: 0 });
const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
const READ = { ...(Object.fromEntries(EDITABLE_KEYS.map((k) => [k, ''])) as EditableMetadata), title: 'Read title', make: 'NIKON' };

const EVENTS: EditorEvent[] = [
  { type: 'FILE_SELECTED', file: photo },
  { type: 'FILE_SELECTED', file: pdf },
  { type: 'FILE_REMOVED' },
  { type: 'EDIT' },
  { type: 'CHANGE', key: 'title', value: 'New title' },
  { type: 'CHANGE', key: 'iso', value: 'abc' },
  { type: 'CHANGE', key: 'fileSize', value: '1 KB' },
  { type: 'SAVE' },
  { type: 'CANCEL' },
  { type: 'DOWNLOAD' },
  { type: 'xstate.done.actor.read', output: READ } as unknown as EditorEvent,
  { type: 'xstate.error.actor.read', error: new Error('unreadable') } as unknown as EditorEvent,
  { type: 'xstate.done.actor.write', output: { blob: new Blob(), fileName: 'edited_photo.jpg' } } as unknown as EditorEvent,
  { type: 'xstate.error.actor.write', error: new Error('nope') } as unknown as EditorEvent,
];

/** Files stringify to {}, so events carrying different files need their names in the key. */
const serializeEvent = (e: EditorEvent) => JSON.stringify(e, (_, v) => (v instanceof File ? v.name : v));
const serializeState = (s: Snap) => JSON.stringify({ value: s.value, file: s.context.file?.name, values: s.context.values, draft: s.context.draft });

describe('imageMetadataEditor machine (model)', () => {
  const paths = getShortestPaths(imageMetadataEditorMachine, { events: EVENTS, serializeState, serializeEvent });
  const steps = paths.flatMap((p) => p.steps.map((step, i) => ({ step, before: i > 0 ? p.steps[i - 1].state : null })));

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['empty', 'loading', 'viewing', 'editing', 'downloading']));
  });

  it('never takes a non-image', () => {
    for (const { step } of steps) expect(step.state.context.file?.type ?? 'image/').toMatch(/^image\//);
  });

  it('a draft exists exactly while editing, and read-only fields never change', () => {
    for (const { step } of steps) {
      expect(step.state.context.draft !== null).toBe(step.state.matches('editing'));
      const v = step.state.context.draft ?? step.state.context.values;
      if (v) expect(v.fileSize).toBe('0.00 KB');
    }
  });

  it('Save keeps the draft only when it is valid; Cancel keeps the old values', () => {
    for (const { step, before } of steps) {
      if (!before?.matches('editing')) continue;
      if (step.event.type === 'CANCEL') expect(step.state.context.values).toEqual(before.context.values);
      if (step.event.type === 'SAVE' && step.state.matches('viewing')) expect(step.state.context.values).toEqual(before.context.draft);
      if (step.event.type === 'SAVE' && before.context.draft?.iso === 'abc') expect(step.state.matches('editing')).toBe(true);
    }
  });

  it('only editable fields are editable', () => {
    expect(EDITABLE_FIELDS).not.toContain('fileSize');
    expect(EDITABLE_FIELDS).toContain('fileName');
  });
});

describe('imageMetadataEditor machine (actors and toasts)', () => {
  function start(read: () => Promise<EditableMetadata>, write: (input: WriteInput) => Promise<{ blob: Blob; fileName: string }>) {
    const machine = imageMetadataEditorMachine.provide({ actors: { read: fromPromise(read), write: fromPromise(({ input }) => write(input)) } });
    const actor = createActor(machine).start();
    const toasts: ToastMessage[] = [];
    const downloads: string[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    actor.on('download', (e) => downloads.push(e.fileName));
    return { actor, toasts, downloads };
  }

  it('reads, edits, saves, writes the saved values and reports each step', async () => {
    const written: WriteInput[] = [];
    const { actor, toasts, downloads } = start(async () => READ, async (input) => {
      written.push(input);
      return { blob: new Blob(), fileName: 'edited_x.jpg' };
    });
    actor.send({ type: 'FILE_SELECTED', file: pdf });
    expect(toasts).toEqual([T.invalidFile]);
    actor.send({ type: 'FILE_SELECTED', file: photo });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(actor.getSnapshot().context.values?.title).toBe('Read title');
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', key: 'title', value: 'Mine' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.values?.title).toBe('Read title');
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', key: 'latitude', value: '100' });
    actor.send({ type: 'SAVE' });
    expect(toasts.at(-1)?.title).toBe('Invalid value');
    expect(toasts.at(-1)?.description).toMatch(/GPS Latitude/);
    actor.send({ type: 'CHANGE', key: 'latitude', value: '' });
    actor.send({ type: 'CHANGE', key: 'title', value: 'Mine' });
    actor.send({ type: 'SAVE' });
    expect(toasts.at(-1)).toEqual(T.updated);
    actor.send({ type: 'DOWNLOAD' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(written[0].values.title).toBe('Mine');
    expect(downloads).toEqual(['edited_x.jpg']);
    expect(toasts.at(-1)).toEqual(T.downloadStarted);
  });

  it('a damaged file: the toast says what is wrong (the engine ImageInputError message)', async () => {
    const problem = 'This PNG file is damaged: it has no image data (no IDAT chunk).';
    const { actor, toasts } = start(
      async () => {
        throw Object.assign(new Error(problem), { name: 'ImageInputError' });
      },
      async () => ({ blob: new Blob(), fileName: 'x.jpg' }),
    );
    actor.send({ type: 'FILE_SELECTED', file: photo });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(toasts).toEqual([T.damaged(problem)]);
  });

  it('unreadable metadata: neutral toast, file facts still shown; a write error is reported', async () => {
    const { actor, toasts } = start(
      async () => {
        throw new Error('bad');
      },
      async () => {
        throw new Error('Edits can only be written into JPEG, PNG and WebP images.');
      },
    );
    actor.send({ type: 'FILE_SELECTED', file: photo });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(toasts).toEqual([T.unreadable]);
    expect(actor.getSnapshot().context.values?.fileName).toBe('photo.jpg');
    actor.send({ type: 'DOWNLOAD' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(toasts.at(-1)).toEqual(T.downloadFailed(new Error('Edits can only be written into JPEG, PNG and WebP images.')));
  });
});
