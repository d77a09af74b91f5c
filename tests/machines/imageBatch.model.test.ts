import { getShortestPaths } from '@xstate/graph';
import { createActor, fromCallback, waitFor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createImageBatchMachine, overallProgress, type BatchEvent, type BatchItem, type RunnerInput } from '../../src/machines/imageBatch.machine';
import type { EngineResult } from '../../src/machines/fileTool.machine';
import { batchTexts, invalidTypeText } from '../../src/features/compress-image/texts';
import { replay } from './walk';

interface Options {
  quality: number;
}

const rules = { accept: ['image/*'], maxMB: 1, invalidTypeText: invalidTypeText() };
const machine = createImageBatchMachine<Options>({ id: 'batch', defaultOptions: { quality: 80 }, texts: batchTexts, rules });
const fileA = new File([new Uint8Array(10)], 'same.jpg', { type: 'image/jpeg' });
const fileB = new File([new Uint8Array(20)], 'same.jpg', { type: 'image/jpeg' });
const result = (size: number): EngineResult => ({ blob: new Blob([]), fileName: 'compressed_same.jpg', originalSize: 20, size });

/** A runner that finishes item ids it is told to (failing the ones named `fail`). */
function runner(fail: number[] = [], cancelled?: { value: boolean }) {
  return fromCallback<BatchEvent<Options>, RunnerInput<Options>>(({ input, sendBack }) => {
    for (const item of input.items) {
      sendBack({ type: 'ITEM_STARTED', id: item.id });
      sendBack({ type: 'ITEM_PROGRESS', id: item.id, value: 0.5 });
    }
    const timer = setTimeout(() => {
      for (const item of input.items) {
        sendBack(fail.includes(item.id) ? { type: 'ITEM_FAILED', id: item.id, error: 'bad file' } : { type: 'ITEM_DONE', id: item.id, result: result(5) });
      }
    }, 5);
    return () => {
      clearTimeout(timer);
      if (cancelled) cancelled.value = true;
    };
  });
}

type Snap = SnapshotFrom<typeof machine>;
type Event = BatchEvent<Options>;

const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
const huge = { name: 'huge.png', type: 'image/png', size: 2 * 1024 * 1024 } as File;
/** The runner of the model walk does nothing: the walk itself sends the ITEM_* events a runner would. */
const silent = fromCallback<Event, RunnerInput<Options>>(() => undefined);
const walked = machine.provide({ actors: { batchRunner: silent } });

const eventsFor = (s: Snap): Event[] => {
  const { items } = s.context;
  return [
    ...(items.length < 2 ? [{ type: 'ADD_FILES', files: [fileA] } as Event, { type: 'ADD_FILES', files: [fileB, text] } as Event] : []),
    { type: 'ADD_FILES', files: [huge] },
    { type: 'START' },
    { type: 'CANCEL' },
    { type: 'CLEAR' },
    { type: 'CLOSE_ITEM' },
    ...items.flatMap((i): Event[] => [
      { type: 'OPEN_ITEM', id: i.id },
      { type: 'REMOVE_ITEM', id: i.id },
      { type: 'ITEM_STARTED', id: i.id },
      { type: 'ITEM_DONE', id: i.id, result: result(5) },
      { type: 'ITEM_FAILED', id: i.id, error: 'bad file' },
    ]),
  ];
};
const serializeEvent = (e: Event) => JSON.stringify(e, (_, v) => (v instanceof Blob ? (v as File).name ?? 'blob' : v));
const serializeState = (s: Snap) => {
  const at = (id: number | null) => s.context.items.findIndex((i) => i.id === id);
  return JSON.stringify([s.value, s.context.items.map((i) => i.status), at(s.context.openId)]);
};

describe('imageBatch machine (model)', () => {
  const paths = getShortestPaths(walked, { events: eventsFor, serializeState: serializeState as never, serializeEvent: serializeEvent as never });

  it('reaches every state, with cards in every status and a compare view open', () => {
    expect(paths.length).toBeGreaterThan(30);
    const keys = paths.map((p) => serializeState(p.state as Snap));
    for (const status of ['queued', 'working', 'done', 'failed']) expect(keys.some((k) => k.includes(`"${status}"`))).toBe(true);
    expect(keys.some((k) => k.startsWith('["running"'))).toBe(true);
    expect(paths.some((p) => (p.state as Snap).context.openId !== null)).toBe(true);
  });

  it('on every path: a compare view is open only on a finished image, refused files toast, a batch ends with its summary', () => {
    for (const path of paths) {
      let wasRunning = false;
      replay(walked, path, {
        onStep: (snap, emitted, event) => {
          const titles = emitted.map((e) => (e as unknown as { toast: { title: string } }).toast.title);
          if (wasRunning && snap.matches('idle') && event.type !== 'CANCEL') expect(titles).toEqual([expect.stringMatching(/^(Image Compression Complete|Compression Failed)$/)]);
          wasRunning = snap.matches('running');
          const { items, openId } = snap.context;
          if (openId !== null) expect(items.find((i) => i.id === openId)?.status).toBe('done');
          if (event.type === 'ADD_FILES') {
            expect(titles).toEqual(event.files.some((f) => f === text) ? ['Invalid file type'] : event.files.includes(huge) ? ['File too large'] : []);
            expect(items.some((i) => i.file === text || i.file === huge)).toBe(false);
          }
          const pending = items.some((i) => i.status === 'queued' || i.status === 'working');
          if (snap.matches('running')) expect(pending).toBe(true);
          if (event.type === 'START' && snap.matches('idle')) expect(titles).toEqual(['No image selected']);
          const progress = overallProgress(items);
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(1);
        },
      });
    }
  });

  it('overall progress counts settled images whole and a working one by its own progress', () => {
    const item = (status: BatchItem['status'], progress = 0): BatchItem => ({ id: 1, file: fileA, status, progress });
    expect(overallProgress([])).toBe(0);
    expect(overallProgress([item('done', 1), item('failed'), item('working', 0.5), item('queued')])).toBe(0.625);
  });
});

describe('imageBatch machine', () => {
  it('walks idle -> running by the shortest paths', () => {
    const paths = getShortestPaths(machine.provide({ actors: { batchRunner: runner() } }), {
      events: [{ type: 'ADD_FILES', files: [fileA] }, { type: 'START' }, { type: 'CANCEL' }, { type: 'CLEAR' }],
      serializeState: ((s: { value: unknown; context: { items: unknown[] } }) => JSON.stringify([s.value, s.context.items.length > 0])) as never,
    });
    const states = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(states).toEqual(new Set(['"idle"', '"running"']));
  });

  it('START with no files is blocked by a toast (guard hasItems)', () => {
    const actor = createActor(machine.provide({ actors: { batchRunner: runner() } })).start();
    const titles: string[] = [];
    actor.on('toast', (e) => titles.push(e.toast.title));
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(titles).toEqual(['No image selected']);
  });

  it('files sharing a name stay separate items; each settles on its own; a summary toast follows', async () => {
    const actor = createActor(machine.provide({ actors: { batchRunner: runner([2]) } })).start();
    const toasts: string[] = [];
    actor.on('toast', (e) => toasts.push(`${e.toast.title}: ${e.toast.description}`));
    actor.send({ type: 'ADD_FILES', files: [fileA, fileB] });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([1, 2]);
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.items.map((i) => [i.status, i.progress])).toEqual([
      ['working', 0.5],
      ['working', 0.5],
    ]);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.items.map((i) => i.status)).toEqual(['done', 'failed']);
    expect(toasts).toEqual(['Compression Failed: 1 image(s) compressed, 1 could not be compressed.']);
  });

  it('CANCEL stops the runner and puts unfinished items back in the queue (guard hasQueued on restart)', async () => {
    const cancelled = { value: false };
    const actor = createActor(machine.provide({ actors: { batchRunner: runner([], cancelled) } })).start();
    actor.send({ type: 'ADD_FILES', files: [fileA] });
    actor.send({ type: 'START' });
    actor.send({ type: 'CANCEL' });
    expect(cancelled.value).toBe(true);
    expect(actor.getSnapshot().context.items[0].status).toBe('queued');
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.items[0].status).toBe('done');
    // Everything done: START re-runs all items (guard hasItems without queued ones).
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('running');
  });
});
