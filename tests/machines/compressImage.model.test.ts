import { getShortestPaths } from '@xstate/graph';
import { createActor, fromCallback, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createCompressImageBatchMachine, type BatchEvent, type RunnerInput } from '../../src/machines/compressImage.machine';
import type { EngineResult } from '../../src/machines/fileTool.machine';
import { batchTexts } from '../../src/features/compress-image/texts';

interface Options {
  quality: number;
}

const machine = createCompressImageBatchMachine<Options>({ id: 'batch', defaultOptions: { quality: 80 }, texts: batchTexts });
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

describe('compressImage batch machine', () => {
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
