import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createFileToolMachine, type EngineInput, type EngineResult } from '../../src/machines/fileTool.machine';
import { replay, stateKey } from './walk';

type Options = { quality: number };
const file = new File([new Uint8Array(100)], 'photo.jpg', { type: 'image/jpeg' });
const result: EngineResult = { blob: new Blob([new Uint8Array(40)]), fileName: 'compressed_photo.jpg', originalSize: 100, size: 40 };
const notSmaller: EngineResult = { ...result, size: 100, notSmaller: true };

const texts = {
  noFile: { title: 'No image selected', description: 'Please select an image file first.', variant: 'destructive' as const },
  success: (r: EngineResult) => ({ title: 'Image Compression Complete', description: `${r.originalSize} -> ${r.size}` }),
  failure: (e: unknown) => ({ title: 'Compression Failed', description: String((e as Error).message ?? e), variant: 'destructive' as const }),
  notSmaller: { title: 'Compression Complete', description: 'File size could not be reduced further' },
};

/** The engine never settles on its own: the walk delivers its done/error events. */
const machine = createFileToolMachine<Options>({ id: 'test', defaultOptions: { quality: 80 }, texts }).provide({
  actors: { engine: fromPromise<EngineResult, EngineInput<Options>>(() => new Promise(() => {})) },
});
type Snap = SnapshotFrom<typeof machine>;

const events = [
  { type: 'FILE_SELECTED', file },
  { type: 'FILE_REMOVED' },
  { type: 'SET_OPTIONS', options: { quality: 50 } },
  { type: 'COMPRESS' },
  { type: 'CANCEL' },
  { type: 'PROGRESS', value: 0.5 },
  { type: 'xstate.done.actor.engine', output: result },
  { type: 'xstate.done.actor.engine', output: notSmaller },
  { type: 'xstate.error.actor.engine', error: new Error('boom') },
] as never[];

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.file?.name ?? null, s.context.result?.size ?? null, s.context.options.quality, s.context.progress]);

describe('fileTool machine', () => {
  const paths = getShortestPaths(machine, { events, serializeState });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(
      new Set(['"noFile"', '"selected"', '"processing"', '"done"', '"failed"']),
    );
  });

  it('keeps the invariants on every shortest path', () => {
    for (const path of paths) {
      replay(machine, path, {
        input: undefined,
        onStep: (snap, emitted, event) => {
          if (snap.matches('noFile')) expect(snap.context.file).toBeNull();
          if (snap.matches('selected')) {
            expect(snap.context.result).toBeNull();
            expect(snap.context.progress).toBe(0);
          }
          if (snap.matches('done')) expect(snap.context.result).not.toBeNull();
          if (event.type === 'COMPRESS' && snap.matches('noFile')) expect(emitted).toEqual([{ type: 'toast', toast: texts.noFile }]);
        },
      });
    }
  });

  it('walks the simple paths too, and each toast matches its outcome', () => {
    const outcomeEvents = events.filter((e: { type: string }) => e.type !== 'PROGRESS' && e.type !== 'SET_OPTIONS');
    const simple = getSimplePaths(machine, {
      events: outcomeEvents,
      serializeState: (s: Snap) => JSON.stringify([s.value, s.context.file !== null, s.context.result?.size ?? null]),
    });
    const stepTypes = new Set(simple.flatMap((p) => p.steps.map((step) => step.event.type)));
    for (const type of ['COMPRESS', 'xstate.done.actor.engine', 'xstate.error.actor.engine']) {
      expect(stepTypes).toContain(type);
    }
    for (const path of simple) {
      replay(machine, path, {
        onStep: (snap, emitted, event) => {
          if ((event as { type: string }).type === 'xstate.done.actor.engine') {
            const out = (event as unknown as { output: EngineResult }).output;
            expect(emitted[0]).toEqual({ type: 'toast', toast: out.notSmaller ? texts.notSmaller : texts.success(out) });
          }
          if ((event as { type: string }).type === 'xstate.error.actor.engine') {
            expect(emitted[0]).toMatchObject({ toast: { title: 'Compression Failed', description: 'boom' } });
            expect(snap.context.error).toBe('boom');
          }
        },
      });
    }
  });

  it('selecting a file clears an earlier result (spec 4, step 2)', () => {
    const actor = createActor(machine, { input: undefined }).start();
    actor.send({ type: 'FILE_SELECTED', file });
    actor.send({ type: 'COMPRESS' });
    actor.send({ type: 'xstate.done.actor.engine', output: result } as never);
    expect(actor.getSnapshot().context.result).toBe(result);
    actor.send({ type: 'FILE_SELECTED', file });
    expect(actor.getSnapshot().value).toBe('selected');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('progress never goes backwards and is capped at 1', () => {
    const actor = createActor(machine, { input: undefined }).start();
    actor.send({ type: 'FILE_SELECTED', file });
    actor.send({ type: 'COMPRESS' });
    actor.send({ type: 'PROGRESS', value: 0.6 });
    actor.send({ type: 'PROGRESS', value: 0.3 });
    expect(actor.getSnapshot().context.progress).toBe(0.6);
    actor.send({ type: 'PROGRESS', value: 7 });
    expect(actor.getSnapshot().context.progress).toBe(1);
  });

  it('passes file, options and progress to the engine, and Cancel aborts it', async () => {
    let seen: EngineInput<Options> | undefined;
    let aborted = false;
    const live = createFileToolMachine<Options>({ id: 'live', defaultOptions: { quality: 80 }, texts }).provide({
      actors: {
        engine: fromPromise<EngineResult, EngineInput<Options>>(({ input, signal }) => {
          seen = input;
          input.onProgress(0.25);
          return new Promise((_, reject) => signal.addEventListener('abort', () => ((aborted = true), reject(new Error('aborted')))));
        }),
      },
    });
    const actor = createActor(live, { input: { quality: 55 } }).start();
    actor.send({ type: 'FILE_SELECTED', file });
    actor.send({ type: 'COMPRESS' });
    await Promise.resolve();
    expect(seen?.file).toBe(file);
    expect(seen?.options).toEqual({ quality: 55 });
    expect(actor.getSnapshot().context.progress).toBe(0.25);
    actor.send({ type: 'CANCEL' });
    expect(aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('selected');
    expect(actor.getSnapshot().context.progress).toBe(0);
  });

  it('without a provided engine it fails with a clear error', async () => {
    const bare = createFileToolMachine<Options>({ id: 'bare', defaultOptions: { quality: 80 }, texts });
    const actor = createActor(bare, { input: undefined }).start();
    actor.send({ type: 'FILE_SELECTED', file });
    actor.send({ type: 'COMPRESS' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toContain('no engine');
  });
});
