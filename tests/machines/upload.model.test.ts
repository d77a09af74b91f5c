import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { READY_TEXT, uploadMachine, type UploadEvent } from '../../src/machines/upload.machine';
import { replay, stateKey } from './walk';

const png = (size: number, name = 'a.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const txt = new File(['hi'], 'notes.txt', { type: 'text/plain' });
const MB = 1024 * 1024;

/** The ticker is replaced: the walk sends TICK itself. */
const machine = uploadMachine.provide({ actors: { progressTicker: fromCallback(() => () => {}) } });
type Snap = SnapshotFrom<typeof machine>;
const input = { accept: ['image/png'], maxMB: 10 };

const events: UploadEvent[] = [
  { type: 'FILES_CHOSEN', files: [png(100)] },
  { type: 'FILES_CHOSEN', files: [txt] },
  { type: 'FILES_CHOSEN', files: [png(10 * MB + 1, 'big.png')] },
  { type: 'FILES_CHOSEN', files: [] },
  { type: 'DROP', files: [png(100, 'b.png'), png(100, 'c.png')] },
  { type: 'DRAG_OVER' },
  { type: 'DRAG_LEAVE' },
  { type: 'TICK', amount: 60 },
  { type: 'REMOVE' },
];

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.file?.name ?? null, s.context.progress, s.context.dragOver]);

describe('upload machine', () => {
  it('reaches empty, loading and ready; every path keeps its invariants', () => {
    const paths = getShortestPaths(machine, { events, serializeState, input });
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(new Set(['"empty"', '"loading"', '"ready"']));
    for (const path of paths) {
      replay(machine, path, {
        input,
        onStep: (snap, emitted, event) => {
          if (snap.matches('empty')) expect(snap.context.file).toBeNull();
          if (snap.matches('ready')) expect(snap.context.progress).toBe(100);
          if (event.type === 'DROP') expect(snap.context.dragOver).toBe(false);
          if (event.type === 'DROP' && emitted.length) expect(snap.context.file?.name).toBe('b.png');
        },
      });
    }
  });

  it('wrong type: the spec toast with the format list, file unchanged', () => {
    const actor = createActor(machine, { input }).start();
    const toasts: unknown[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    actor.send({ type: 'FILES_CHOSEN', files: [txt] });
    expect(toasts).toEqual([{ title: 'Invalid file type', description: 'Please upload one of these formats: image/png', variant: 'destructive' }]);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('wrong type uses the tool text when given', () => {
    const actor = createActor(machine, { input: { ...input, invalidTypeText: 'Please select a PNG image.' } }).start();
    const toasts: { description?: string }[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    actor.send({ type: 'DROP', files: [txt] });
    expect(toasts[0].description).toBe('Please select a PNG image.');
  });

  it('too large: max MB × 1024 × 1024, the size in MB with 2 decimals', () => {
    const actor = createActor(machine, { input }).start();
    const toasts: unknown[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    actor.send({ type: 'FILES_CHOSEN', files: [png(10 * MB)] });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'REMOVE' });
    actor.send({ type: 'FILES_CHOSEN', files: [png(10 * MB + 1)] });
    expect(toasts).toEqual([{ title: 'File too large', description: 'Maximum file size is 10MB. Your file is 10.00MB.', variant: 'destructive' }]);
  });

  it("'*' and 'type/*' rules", () => {
    const any = createActor(machine, { input: { accept: ['*'] } }).start();
    any.send({ type: 'FILES_CHOSEN', files: [txt] });
    expect(any.getSnapshot().value).toBe('loading');
    const images = createActor(machine, { input: { accept: ['image/*'] } }).start();
    images.send({ type: 'FILES_CHOSEN', files: [png(1)] });
    expect(images.getSnapshot().value).toBe('loading');
    images.send({ type: 'FILES_CHOSEN', files: [txt] });
    expect(images.getSnapshot().context.file?.name).toBe('a.png');
  });

  it('announces the accepted file and the removal; progress reaches ready', () => {
    const actor = createActor(machine, { input }).start();
    const seen: string[] = [];
    actor.on('accepted', (e) => seen.push(`accepted ${e.file.name}`));
    actor.on('removed', () => seen.push('removed'));
    actor.send({ type: 'FILES_CHOSEN', files: [png(1)] });
    actor.send({ type: 'TICK', amount: 70 });
    actor.send({ type: 'TICK', amount: 70 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.progress).toBe(100);
    actor.send({ type: 'REMOVE' });
    expect(seen).toEqual(['accepted a.png', 'removed']);
    expect(READY_TEXT).toBe('File ready for processing');
  });

  it('the real ticker animates to 100 in steps of at most 10 every 200 ms', async () => {
    const actor = createActor(uploadMachine, { input }).start();
    actor.send({ type: 'FILES_CHOSEN', files: [png(1)] });
    await new Promise((r) => setTimeout(r, 450));
    const p = actor.getSnapshot().context.progress;
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThanOrEqual(20);
    actor.stop();
  });
});
