import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Opened, OpenInput, PagesResult, PdfToolEvent, ProcessInput } from '../../src/machines/pdfTool.machine';
import { createSplitPdfMachine, splitPlan, validateSplit, type SplitOptions } from '../../src/machines/splitPdf.machine';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { texts } from '../../src/features/split-pdf/texts';
import { replay, type Emitted } from './walk';

const MAX_PAGES = 500;
const LIMITS = { maxPages: MAX_PAGES, maxBytes: 150 * 1024 * 1024 };
const released: unknown[] = [];
const machine = createSplitPdfMachine(texts, LIMITS).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<PagesResult, ProcessInput<SplitOptions>>(() => new Promise<PagesResult>(() => {})),
  },
  actions: { releaseDocument: ({ context }) => void released.push(context.document) },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<SplitOptions>;

const FILE = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
const opened = (pages: number, signed = false) => ({ type: 'xstate.done.actor.opener', output: { pages, document: `doc-${pages}`, signed } }) as unknown as Event;
const openFailed = (problem: 'needsPassword' | 'wrongPassword' | 'damaged') =>
  ({ type: 'xstate.error.actor.opener', error: pdfProblemError(problem) }) as unknown as Event;
const RESULT: PagesResult = { blob: new Blob(['%PDF']), fileName: 'report_p1-3.pdf', files: 1 };
const processed = { type: 'xstate.done.actor.processor', output: RESULT } as unknown as Event;
const processFailed = { type: 'xstate.error.actor.processor', error: new Error('boom') } as unknown as Event;

const EVENTS: Event[] = [
  { type: 'FILE_SELECTED', file: FILE },
  opened(10),
  opened(10, true),
  opened(MAX_PAGES + 1),
  openFailed('needsPassword'),
  openFailed('damaged'),
  { type: 'PASSWORD_ENTERED', password: 'secret' },
  { type: 'OPTIONS_CHANGED', options: { mode: 'ranges', ranges: '1-3, 5' } },
  { type: 'OPTIONS_CHANGED', options: { mode: 'ranges', ranges: '1-30' } },
  { type: 'OPTIONS_CHANGED', options: { mode: 'every', every: 2 } },
  { type: 'PROCESS' },
  { type: 'CANCEL' },
  processed,
  processFailed,
];

/** A live actor walked along a path (the path's own checks are replay's), to send more events to. */
function live(path: { steps: { event: { type: string } }[] }) {
  const actor = createActor(machine).start();
  const emitted: Emitted[] = [];
  for (const { event } of path.steps) if (event.type !== 'xstate.init') actor.send(event as Event);
  actor.on('*', (e) => void emitted.push({ ...e }));
  return { actor, emitted };
}

const serializeState = (s: Snap) =>
  JSON.stringify({ value: s.value, options: s.context.options, problem: s.context.problem, password: s.context.password ?? null, pages: s.context.pages, signed: s.context.signed });

describe('split PDF machine (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('reaches every state but consent: the parts are new files, the original keeps its signature', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'opening', 'locked', 'refused', 'ready', 'processing', 'done']));
    const signed = paths.filter((p) => p.state.context.signed);
    expect(signed.length).toBeGreaterThan(0);
    for (const path of signed) expect(['ready', 'processing', 'done']).toContain(path.state.value);
  });

  it('splits only with valid options for the opened document, and says why otherwise', () => {
    const ready = paths.filter((p) => p.state.matches('ready'));
    expect(ready.length).toBeGreaterThan(2);
    for (const path of ready) {
      const { actor, emitted } = live(path);
      const valid = validateSplit(actor.getSnapshot().context.options, actor.getSnapshot().context.pages) === null;
      actor.send({ type: 'PROCESS' });
      expect(actor.getSnapshot().value).toBe(valid ? 'processing' : 'ready');
      if (!valid) expect(emitted.map((e) => (e.toast as ToastMessage).title)).toEqual(['Check the pages']);
      actor.stop();
    }
    for (const path of paths.filter((p) => p.state.matches('processing'))) {
      replay(machine, path, { onStep: (snapshot) => snapshot.matches('processing') && expect(validateSplit(snapshot.context.options, snapshot.context.pages)).toBeNull() });
    }
  });

  it('asks for the password, refuses damaged and too long PDFs with a message, and keeps taking files', () => {
    for (const path of paths) {
      const { final, emitted } = replay(machine, path);
      const last = path.steps.at(-1)?.event;
      if (final.matches('locked')) expect(final.context.problem).toMatch(/Password$/);
      if (final.matches('refused') && last === opened(MAX_PAGES + 1)) {
        expect(final.context.problem).toBe('tooManyPages');
        expect((emitted.at(-1)?.toast as ToastMessage).description).toContain('500 pages');
      }
      if (final.matches('refused')) {
        expect(final.can({ type: 'FILE_SELECTED', file: FILE })).toBe(true);
        expect(final.context.document).toBeNull();
      }
    }
  });

  it('releases the opened document when another file takes its place', () => {
    const path = paths.find((p) => p.state.matches('ready'));
    if (!path) throw new Error('no path to ready');
    released.length = 0;
    const { actor } = live(path);
    actor.send({ type: 'FILE_SELECTED', file: FILE });
    expect(released).toContain('doc-10');
    actor.stop();
  });

  it('keeps what is not a PDF or too large out', () => {
    const actor = createActor(machine).start();
    const emitted: Emitted[] = [];
    actor.on('*', (e) => void emitted.push({ ...e }));
    actor.send({ type: 'FILE_SELECTED', file: new File(['x'], 'photo.jpg', { type: 'image/jpeg' }) });
    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: LIMITS.maxBytes + 1 });
    actor.send({ type: 'FILE_SELECTED', file: big });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted.map((e) => (e.toast as ToastMessage).title)).toEqual(['Invalid file', 'File too large']);
  });
});

describe('split plan', () => {
  it("'1-3, 5' in one PDF, or one PDF per range, named after the pages", () => {
    const one = splitPlan({ mode: 'ranges', ranges: '1-3, 5', every: 1, output: 'one' }, 117, 'geo.pdf');
    expect(one).toEqual({ parts: [{ pages: [1, 2, 3, 5], fileName: 'geo_p1-3_5.pdf' }], fileName: 'geo_p1-3_5.pdf' });
    const separate = splitPlan({ mode: 'ranges', ranges: '1-3, 5', every: 1, output: 'separate' }, 117, 'geo.pdf');
    expect(separate.parts.map((p) => p.fileName)).toEqual(['geo_p1-3.pdf', 'geo_p5.pdf']);
    expect(separate.fileName).toBe('geo_split.zip');
  });

  it('every N pages', () => {
    const plan = splitPlan({ mode: 'every', ranges: '', every: 2, output: 'one' }, 5, 'a.pdf');
    expect(plan.parts.map((p) => [p.pages, p.fileName])).toEqual([[[1, 2], 'a_p1-2.pdf'], [[3, 4], 'a_p3-4.pdf'], [[5], 'a_p5.pdf']]);
    expect(validateSplit({ mode: 'every', ranges: '', every: 5, output: 'one' }, 5)).toMatch(/fewer than 5/);
    expect(validateSplit({ mode: 'every', ranges: '', every: 0, output: 'one' }, 5)).toMatch(/whole number/);
  });
});
