import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import {
  createFileToolMachine,
  type EngineInput,
  type EngineResult,
  type PreflightInput,
  type PreflightResult,
} from '../../src/machines/fileTool.machine';
import { replay, stateKey } from './walk';

type Options = { level: string };
const file = new File([new Uint8Array(100)], 'locked.pdf', { type: 'application/pdf' });
const result: EngineResult = { blob: new Blob([new Uint8Array(40)]), fileName: 'compressed_locked.pdf', originalSize: 100, size: 40 };
const texts = {
  noFile: { title: 'No file selected', description: 'Please select a PDF file first.', variant: 'destructive' as const },
  success: () => ({ title: 'PDF Compression Complete', description: 'done' }),
  failure: (e: unknown) => ({ title: 'Compression Failed', description: String((e as Error).message), variant: 'destructive' as const }),
  waiting: (need: string) => ({ title: 'Waiting', description: need }),
};
const READY: PreflightResult = { ready: true, facts: { pages: 2 } };
const NEEDS: PreflightResult = { ready: false, need: 'password', facts: { wrongPassword: false } };

const machine = createFileToolMachine<Options>({ id: 'pdf', defaultOptions: { level: 'medium' }, texts, preflight: true }).provide({
  actors: {
    engine: fromPromise<EngineResult, EngineInput<Options>>(() => new Promise(() => {})),
    preflight: fromPromise<PreflightResult, PreflightInput<Options>>(() => new Promise(() => {})),
  },
});
type Snap = SnapshotFrom<typeof machine>;

const events = [
  { type: 'FILE_SELECTED', file },
  { type: 'FILE_REMOVED' },
  { type: 'COMPRESS' },
  { type: 'PREFLIGHT_ANSWER', answers: { password: 'peanuts' } },
  { type: 'PREFLIGHT_ANSWER', answers: { signatureConsent: true }, start: true },
  { type: 'xstate.done.actor.preflight', output: READY },
  { type: 'xstate.done.actor.preflight', output: NEEDS },
  { type: 'xstate.error.actor.preflight', error: new Error('The file is damaged or is not a PDF.') },
  { type: 'xstate.done.actor.engine', output: result },
] as never[];

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.file !== null, s.context.preflight?.ready ?? null, s.context.answers, s.context.startWhenReady]);

describe('fileTool machine with a preflight check', () => {
  const paths = getShortestPaths(machine, { events, serializeState });

  it('reaches checking and waiting as well as the usual states', () => {
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(
      new Set(['"noFile"', '"checking"', '"waiting"', '"selected"', '"processing"', '"done"', '"failed"']),
    );
  });

  it('never starts work on a file the check has not passed, and names what it waits for', () => {
    for (const path of paths) {
      replay(machine, path, {
        onStep: (snap, emitted, event) => {
          if (snap.matches('processing')) expect(snap.context.preflight?.ready).toBe(true);
          if (snap.matches('waiting')) expect(snap.context.preflight?.ready).toBe(false);
          if (event.type === 'FILE_SELECTED') expect(snap.context.answers).toEqual({});
          if (event.type === 'COMPRESS' && snap.matches('waiting')) expect(emitted).toEqual([{ type: 'toast', toast: texts.waiting('password') }]);
        },
      });
    }
  });

  it('hands the answers to the check and then to the engine; Compress pressed early starts once ready', async () => {
    const checks: PreflightInput<Options>[] = [];
    let engineInput: EngineInput<Options> | undefined;
    const live = machine.provide({
      actors: {
        preflight: fromPromise<PreflightResult, PreflightInput<Options>>(async ({ input }) => {
          checks.push(input);
          return input.answers.password === 'peanuts' ? READY : NEEDS;
        }),
        engine: fromPromise<EngineResult, EngineInput<Options>>(async ({ input }) => {
          engineInput = input;
          return result;
        }),
      },
    });
    const actor = createActor(live, { input: undefined }).start();
    actor.send({ type: 'FILE_SELECTED', file });
    await waitFor(actor, (s) => s.matches('waiting'));
    actor.send({ type: 'PREFLIGHT_ANSWER', answers: { password: 'peanuts' } });
    actor.send({ type: 'COMPRESS' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(checks.map((c) => c.answers)).toEqual([{}, { password: 'peanuts' }]);
    expect(engineInput?.answers).toEqual({ password: 'peanuts' });
    actor.send({ type: 'FILE_SELECTED', file });
    expect(actor.getSnapshot().context.answers).toEqual({});
  });
});
