import { getPathsFromEvents, getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type ActorLogic, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  createPdfToolMachine,
  type Opened,
  type OpenInput,
  type PagesResult,
  type PdfToolEvent,
  type PdfToolTexts,
  type ProcessInput,
} from '../../src/machines/pdfTool.machine';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { replay, stateKey, type Emitted } from './walk';

/** A tool that rewrites the file (consent for signed files), with one option checked against the page count. */
type Options = { every: number };
const validate = ({ every }: Options, pages: number) => (every >= 1 && every < pages ? null : `Choose fewer than ${pages} pages per part.`);

const texts: PdfToolTexts = {
  notPdf: { title: 'Invalid file' },
  tooBig: { title: 'File too large' },
  refused: (problem) => ({ title: 'Cannot open this PDF', description: problem }),
  invalid: (reason) => ({ title: 'Check the pages', description: reason }),
  success: (result) => ({ title: 'Done', description: result.fileName }),
  failure: () => ({ title: 'Failed' }),
  noFile: { title: 'No file selected' },
  waiting: (need) => ({ title: need === 'password' ? 'Password needed' : 'This PDF is signed' }),
};

const released: unknown[] = [];
const processed: { input: ProcessInput<Options>; signal: AbortSignal }[] = [];

/** The opener and the processor never settle on their own: the walk delivers their done/error events. */
const machine = createPdfToolMachine<Options>({ id: 'pdfTool', defaultOptions: { every: 1 }, maxPages: 500, maxBytes: 1000, validate, consentForSigned: true, texts }).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<PagesResult, ProcessInput<Options>>(({ input, signal }) => {
      processed.push({ input, signal });
      return new Promise<PagesResult>(() => {});
    }),
  },
  actions: { releaseDocument: ({ context }) => void (context.document && released.push(context.document)) },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<Options>;

const FILE = new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' });
const select: Event = { type: 'FILE_SELECTED', file: FILE };
const opened = (pages: number, signed = false) => ({ type: 'xstate.done.actor.opener', output: { pages, document: `doc-${pages}`, signed } }) as unknown as Event;
const openFailed = (problem: 'needsPassword' | 'wrongPassword' | 'damaged') => ({ type: 'xstate.error.actor.opener', error: pdfProblemError(problem) }) as unknown as Event;
const RESULT: PagesResult = { blob: new Blob(['%PDF']), fileName: 'contract_p1.pdf', files: 1 };
const done = { type: 'xstate.done.actor.processor', output: RESULT } as unknown as Event;
const failed = { type: 'xstate.error.actor.processor', error: new Error('boom') } as unknown as Event;
const password = (value: string): Event => ({ type: 'PASSWORD_ENTERED', password: value });
const PROCESS: Event = { type: 'PROCESS' };
const CONSENT: Event = { type: 'CONSENT' };
const CANCEL: Event = { type: 'CANCEL' };
const REMOVED: Event = { type: 'FILE_REMOVED' };

const EVENTS: Event[] = [
  select,
  REMOVED,
  opened(10),
  opened(10, true),
  opened(501),
  openFailed('needsPassword'),
  openFailed('wrongPassword'),
  openFailed('damaged'),
  password('peanuts'),
  CONSENT,
  { type: 'OPTIONS_CHANGED', options: { every: 2 } },
  { type: 'OPTIONS_CHANGED', options: { every: 20 } },
  PROCESS,
  CANCEL,
  done,
  failed,
];

const serializeState = (s: Snap) =>
  JSON.stringify({
    value: s.value,
    file: s.context.file !== null,
    requested: s.context.requested,
    signed: s.context.signed,
    problem: s.context.problem,
    password: s.context.password ?? null,
    every: s.context.options.every,
    result: s.context.result !== null,
  });

const titles = (emitted: Emitted[]) => emitted.map((e) => (e.toast as ToastMessage).title);

/** Walks `events` as a path of the machine's graph, checking each step's state with the live actor's. */
function walk(events: Event[]) {
  // (The graph's ActorLogic type knows no emitted events: the machine's toasts.)
  const [path] = getPathsFromEvents(machine as unknown as ActorLogic<Snap, Event>, events, { serializeState });
  expect(path.steps.map((step) => step.event.type).slice(1)).toEqual(events.map((e) => e.type));
  processed.length = 0;
  released.length = 0;
  const toasts: string[][] = [];
  const { final } = replay(machine, path, { onStep: (_, emitted) => toasts.push(titles(emitted)) });
  return { final, toasts, path };
}

describe('the PDF-tool lifecycle (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(
      new Set(['"idle"', '"opening"', '"locked"', '"refused"', '"consent"', '"ready"', '"processing"', '"done"']),
    );
  });

  it('on every path: work runs only on an open file, with valid options, and a signed file only after the yes', () => {
    for (const path of paths) {
      let consented = false;
      replay(machine, path, {
        onStep: (snap, _, event) => {
          if (event.type === 'FILE_SELECTED') consented = false;
          if (event.type === 'CONSENT') consented = true;
          if (snap.matches('processing')) {
            expect(snap.context.file).not.toBeNull();
            expect(snap.context.pages).toBeGreaterThan(0);
            expect(validate(snap.context.options, snap.context.pages)).toBeNull();
            if (snap.context.signed) expect(consented).toBe(true);
            expect(snap.context.requested).toBe(false);
          }
          if (snap.matches('consent')) expect(snap.context.signed).toBe(true);
          if (snap.matches('locked')) expect(['needsPassword', 'wrongPassword']).toContain(snap.context.problem);
          if (snap.matches('refused') || snap.matches('idle')) expect(snap.context.document).toBeNull();
          if (event.type === 'FILE_SELECTED' || snap.matches('idle')) {
            expect(snap.context).toMatchObject({ requested: false, password: undefined, result: null, signed: false });
          }
        },
      });
    }
  });

  it('Process pressed while the password is asked for is kept: the right password runs the work by itself', () => {
    const { final, toasts } = walk([select, openFailed('needsPassword'), PROCESS, password('peanuts'), opened(10)]);
    expect(toasts[2]).toEqual(['Password needed']);
    expect(final.value).toBe('processing');
    expect(processed.map((p) => p.input.password)).toEqual(['peanuts']);
  });

  it('a wrong password keeps the field up with its message, and the request with it', () => {
    const { final } = walk([select, openFailed('needsPassword'), PROCESS, password('walnuts'), openFailed('wrongPassword')]);
    expect(final.value).toBe('locked');
    expect(final.context).toMatchObject({ problem: 'wrongPassword', requested: true });
    const retried = walk([select, openFailed('needsPassword'), PROCESS, password('walnuts'), openFailed('wrongPassword'), password('peanuts'), opened(10)]);
    expect(retried.final.value).toBe('processing');
    expect(processed.map((p) => p.input.password)).toEqual(['peanuts']);
  });

  it('Process pressed while the file opens runs once it is open; with options that cannot run it says why instead', () => {
    expect(walk([select, PROCESS, opened(10)]).final.value).toBe('processing');
    const { final, toasts } = walk([select, { type: 'OPTIONS_CHANGED', options: { every: 20 } }, PROCESS, opened(10)]);
    expect(final.value).toBe('ready');
    expect(final.context.requested).toBe(false);
    expect(toasts.at(-1)).toEqual(['Check the pages']);
  });

  it('a signed file waits for the yes: Process says so and is kept, the yes runs it', () => {
    const { final, toasts } = walk([select, opened(10, true), PROCESS, CONSENT]);
    expect(toasts[2]).toEqual(['This PDF is signed']);
    expect(final.value).toBe('processing');
    expect(processed).toHaveLength(1);
    // A yes given before anything was asked for waits for the action.
    const early = walk([select, opened(10, true), CONSENT]);
    expect(early.final.value).toBe('ready');
    expect(processed).toHaveLength(0);
  });

  it('a signed file declined (removed, or another file chosen) is never worked on, and the request goes with it', () => {
    const removed = walk([select, opened(10, true), PROCESS, REMOVED, PROCESS]);
    expect(removed.final.value).toBe('idle');
    expect(removed.toasts.at(-1)).toEqual(['No file selected']);
    expect(released).toEqual(['doc-10']);
    expect(processed).toHaveLength(0);
    const replaced = walk([select, opened(10, true), PROCESS, select, opened(10)]);
    expect(replaced.final.value).toBe('ready');
    expect(processed).toHaveLength(0);
  });

  it('a password-protected signed file asks for both, in turn, then runs what was asked', () => {
    const { final } = walk([select, PROCESS, openFailed('needsPassword'), password('peanuts'), opened(10, true), CONSENT]);
    expect(final.value).toBe('processing');
    expect(processed.map((p) => p.input.password)).toEqual(['peanuts']);
  });

  it('Cancel during the work stops it and goes back to the options; a late answer is ignored', () => {
    const { final } = walk([select, opened(10), PROCESS, CANCEL]);
    expect(final.value).toBe('ready');
    expect(final.context.progress).toBe(0);
    expect(processed).toHaveLength(1);
    expect(processed[0].signal.aborted).toBe(true);
    const actor = createActor(machine).start();
    [select, opened(10), PROCESS, CANCEL, done].forEach((event) => actor.send(event));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.stop();
  });

  it('done keeps the result until the options change; a failure goes back to the options with its toast', () => {
    const { final, toasts } = walk([select, opened(10), PROCESS, done]);
    expect(final.context.result).toBe(RESULT);
    expect(toasts.at(-1)).toEqual(['Done']);
    const changed = walk([select, opened(10), PROCESS, done, { type: 'OPTIONS_CHANGED', options: { every: 2 } }]);
    expect(changed.final.value).toBe('ready');
    expect(changed.final.context.result).toBeNull();
    const broken = walk([select, opened(10), PROCESS, failed]);
    expect(broken.final.value).toBe('ready');
    expect(broken.toasts.at(-1)).toEqual(['Failed']);
  });

  it('refuses a damaged or too long file with a toast, again when Process is pressed, and takes another file', () => {
    const damaged = walk([select, openFailed('damaged'), PROCESS]);
    expect(damaged.final.value).toBe('refused');
    expect(damaged.toasts.slice(1)).toEqual([['Cannot open this PDF'], ['Cannot open this PDF']]);
    const long = walk([select, opened(501)]);
    expect(long.final.context).toMatchObject({ problem: 'tooManyPages', document: null });
    expect(released).toEqual(['doc-501']);
    expect(long.final.can(select)).toBe(true);
  });

  it('keeps what is not a PDF or too large out, and asks for a file when there is none', () => {
    const actor = createActor(machine).start();
    const emitted: Emitted[] = [];
    actor.on('*', (e) => void emitted.push({ ...e }));
    actor.send({ type: 'FILE_SELECTED', file: new File(['x'], 'photo.jpg', { type: 'image/jpeg' }) });
    actor.send({ type: 'FILE_SELECTED', file: new File([new Uint8Array(1001)], 'big.pdf', { type: 'application/pdf' }) });
    actor.send(PROCESS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(titles(emitted)).toEqual(['Invalid file', 'File too large', 'No file selected']);
    actor.stop();
  });
});

describe('a tool that does not rewrite the file', () => {
  const noConsent = createPdfToolMachine<Options>({ id: 'noConsent', defaultOptions: { every: 1 }, validate, texts }).provide({
    actors: {
      opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
      processor: fromPromise<PagesResult, ProcessInput<Options>>(() => new Promise<PagesResult>(() => {})),
    },
  });

  it('opens a signed file straight to its options, knowing it is signed', () => {
    const actor = createActor(noConsent).start();
    [select, PROCESS, opened(10, true)].forEach((event) => actor.send(event));
    expect(actor.getSnapshot().value).toBe('processing');
    expect(actor.getSnapshot().context.signed).toBe(true);
    actor.stop();
  });
});
