import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { canRun, createBase64ToolMachine, type Base64Event, type Base64Job, type Base64Result } from '../../src/machines/base64Tool.machine';
import { texts } from '../../src/features/base64-tool/texts';
import type { ToastMessage } from '../../src/lib/toast';

const base64ToolMachine = createBase64ToolMachine(texts);
type Snap = SnapshotFrom<typeof base64ToolMachine>;

const TEXT: Base64Result = { kind: 'text', text: 'SGk=' };
const FILE = new File(['hello'], 'hello.txt', { type: 'text/plain' });
const DONE = { type: 'xstate.done.actor.engine', output: TEXT } as unknown as Base64Event;
const FAILED = { type: 'xstate.error.actor.engine', error: new Error('bad') } as unknown as Base64Event;

const EVENTS: Base64Event[] = [
  { type: 'TAB_CHANGED', tab: 'decodeText' },
  { type: 'TAB_CHANGED', tab: 'encodeFile' },
  { type: 'INPUT_CHANGED', value: 'Hi' },
  { type: 'INPUT_CHANGED', value: '  ' },
  { type: 'RUN' },
  { type: 'FILE_SELECTED', file: FILE },
  { type: 'FILE_REMOVED' },
  { type: 'CANCEL' },
  DONE,
  FAILED,
];

const serializeState = (s: Snap) =>
  JSON.stringify({
    value: s.value,
    tab: s.context.tab,
    inputs: s.context.inputs,
    file: s.context.file?.name ?? null,
    results: Object.keys(s.context.results).sort(),
    job: s.context.job,
  });

describe('base64Tool machine (model)', () => {
  const paths = getShortestPaths(base64ToolMachine, { events: EVENTS, serializeState });

  it('reaches ready and working for every job kind', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['ready', 'working']));
    const jobs = new Set(paths.map((p) => p.state.context.job));
    expect(jobs).toEqual(new Set([null, 'encodeText', 'decodeText', 'encodeFile']));
  });

  it('starts work only on a runnable RUN or a chosen file, and always knows its job', () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        const s = step.state;
        if (s.matches('working')) expect(s.context.job).not.toBeNull();
        else expect(s.context.job).toBeNull();
        if (i === 0 || !s.matches('working') || path.steps[i - 1].state.matches('working')) return;
        const before = path.steps[i - 1].state;
        if (step.event.type === 'RUN') expect(canRun(before.context)).toBe(true);
        else expect(step.event.type).toBe('FILE_SELECTED');
      });
    }
  });

  it('a finished job fills its own tab; a failed one clears it', () => {
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        if (i === 0) return;
        const job = path.steps[i - 1].state.context.job;
        if (step.event.type === DONE.type && job) expect(step.state.context.results[job]).toEqual(TEXT);
        if (step.event.type === FAILED.type && job) expect(step.state.context.results[job]).toBeUndefined();
      });
    }
  });
});

describe('base64Tool machine (guards, engine, toasts)', () => {
  const start = (engine: (job: Base64Job, signal: AbortSignal) => Promise<Base64Result>) => {
    const actor = createActor(
      base64ToolMachine.provide({ actors: { engine: fromPromise<Base64Result, Base64Job>(({ input, signal }) => engine(input, signal)) } }),
    ).start();
    const toasts: ToastMessage[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    return { actor, toasts };
  };

  it("starts on 'Text to Base64' with nothing to do", () => {
    const { actor } = start(async () => TEXT);
    expect(actor.getSnapshot().context.tab).toBe('encodeText');
    actor.send({ type: 'RUN' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('canRun: blank after trimming is refused, the file tab needs a file', () => {
    const inputs = { encodeText: ' \n ', decodeText: 'QQ==', decodeFile: '' };
    expect(canRun({ tab: 'encodeText', inputs, file: null })).toBe(false);
    expect(canRun({ tab: 'decodeText', inputs, file: null })).toBe(true);
    expect(canRun({ tab: 'decodeFile', inputs, file: null })).toBe(false);
    expect(canRun({ tab: 'encodeFile', inputs, file: null })).toBe(false);
    expect(canRun({ tab: 'encodeFile', inputs, file: FILE })).toBe(true);
  });

  it('keeps one input and one result per tab', async () => {
    const { actor } = start(async (job) => ({ kind: 'text', text: `${job.tab}:${job.text}` }));
    actor.send({ type: 'INPUT_CHANGED', value: 'plain' });
    actor.send({ type: 'RUN' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'TAB_CHANGED', tab: 'decodeText' });
    actor.send({ type: 'INPUT_CHANGED', value: 'b64' });
    actor.send({ type: 'RUN' });
    await waitFor(actor, (s) => s.matches('ready'));
    const { inputs, results } = actor.getSnapshot().context;
    expect(inputs).toEqual({ encodeText: 'plain', decodeText: 'b64', decodeFile: '' });
    expect(results).toEqual({ encodeText: { kind: 'text', text: 'encodeText:plain' }, decodeText: { kind: 'text', text: 'decodeText:b64' } });
  });

  it.each([
    ['encodeText', texts.encodingError],
    ['decodeText', texts.decodingError],
    ['decodeFile', texts.decodingError],
  ] as const)('a failed %s job shows the spec toast and the tool keeps working', async (tab, toast) => {
    let fail = true;
    const { actor, toasts } = start(async () => {
      if (fail) throw new Error('invalid');
      return TEXT;
    });
    actor.send({ type: 'TAB_CHANGED', tab });
    actor.send({ type: 'INPUT_CHANGED', value: 'x' });
    actor.send({ type: 'RUN' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(toasts).toEqual([toast]);
    fail = false;
    actor.send({ type: 'RUN' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.results[tab] !== undefined);
  });

  it('the decoding toast is the spec text', () => {
    expect(texts.decodingError).toEqual({ title: 'Decoding Error', description: 'Invalid Base64 string or failed to decode.', variant: 'destructive' });
    expect(texts.copied).toMatchObject({ title: 'Copied!', description: 'Text copied to clipboard.' });
  });

  it('a chosen file is encoded at once with progress; a new file aborts the old job', async () => {
    const signals: AbortSignal[] = [];
    const releases: (() => void)[] = [];
    const { actor } = start(
      (job, signal) =>
        new Promise((resolve) => {
          signals.push(signal);
          job.onProgress(0.5);
          releases.push(() => resolve({ kind: 'encodedFile', blob: new Blob(['aGk=']), preview: 'aGk=', length: 4, fileName: `${job.file?.name}.base64` }));
        }),
    );
    actor.send({ type: 'TAB_CHANGED', tab: 'encodeFile' });
    actor.send({ type: 'FILE_SELECTED', file: FILE });
    expect(actor.getSnapshot().value).toBe('working');
    expect(actor.getSnapshot().context.progress).toBe(0.5);
    const second = new File(['x'], 'second.bin');
    actor.send({ type: 'FILE_SELECTED', file: second });
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
    releases[1]();
    await waitFor(actor, (s) => s.matches('ready'));
    const result = actor.getSnapshot().context.results.encodeFile;
    expect(result?.kind === 'encodedFile' && result.fileName).toBe('second.bin.base64');
  });

  it('Cancel and removing the file stop the job and leave no result', async () => {
    const signals: AbortSignal[] = [];
    const { actor } = start((_job, signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    });
    actor.send({ type: 'FILE_SELECTED', file: FILE });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(signals[0].aborted).toBe(true);
    actor.send({ type: 'FILE_SELECTED', file: FILE });
    actor.send({ type: 'FILE_REMOVED' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(signals[1].aborted).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ file: null, results: {}, job: null, progress: 0 });
  });

  it('copy outcomes become toasts', () => {
    const { actor, toasts } = start(async () => TEXT);
    actor.send({ type: 'COPIED' });
    actor.send({ type: 'COPY_FAILED' });
    expect(toasts).toEqual([texts.copied, texts.copyFailed]);
  });
});
