import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createAddPageNumbersMachine, numberedPages, pageLabels, validatePageNumbers, DEFAULT_PAGE_NUMBERS, type PageNumbersOptions } from '../../src/machines/addPageNumbers.machine';
import type { Opened, OpenInput, PagesResult, PdfToolEvent, ProcessInput } from '../../src/machines/pdfTool.machine';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { texts } from '../../src/features/add-page-numbers/texts';
import { replay } from './walk';

const LIMITS = { maxPages: 500, maxBytes: 150 * 1024 * 1024 };
const machine = createAddPageNumbersMachine(texts, LIMITS).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<PagesResult, ProcessInput<PageNumbersOptions>>(() => new Promise<PagesResult>(() => {})),
  },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<PageNumbersOptions>;

const FILE = new File(['%PDF-1.7'], 'thesis.pdf', { type: 'application/pdf' });
const opened = (pages: number, signed = false) => ({ type: 'xstate.done.actor.opener', output: { pages, document: `doc-${pages}`, signed } }) as unknown as Event;
const RESULT: PagesResult = { blob: new Blob(['%PDF']), fileName: 'thesis_numbered.pdf', files: 1 };

const EVENTS: Event[] = [
  { type: 'FILE_SELECTED', file: FILE },
  opened(1),
  opened(10, true),
  { type: 'xstate.error.actor.opener', error: pdfProblemError('needsPassword') } as unknown as Event,
  { type: 'PASSWORD_ENTERED', password: 'secret' },
  { type: 'CONSENT' },
  { type: 'OPTIONS_CHANGED', options: { pages: 'skip-first' } },
  { type: 'OPTIONS_CHANGED', options: { pages: 'chosen', ranges: '2-4' } },
  { type: 'OPTIONS_CHANGED', options: { first: -1 } },
  { type: 'PROCESS' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.processor', output: RESULT } as unknown as Event,
];

const serializeState = (s: Snap) => JSON.stringify({ value: s.value, options: s.context.options, pages: s.context.pages, signed: s.context.signed, password: s.context.password ?? null });

describe('add page numbers machine (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('a signed PDF waits for the yes before it is numbered (the numbered copy stands in for it)', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'opening', 'locked', 'consent', 'ready', 'processing', 'done']));
    for (const path of paths.filter((p) => p.state.matches('processing') && p.state.context.signed)) {
      expect(path.steps.some((step) => step.event.type === 'CONSENT')).toBe(true);
    }
  });

  it('numbers only with valid options for the opened document, and says why otherwise', () => {
    for (const path of paths.filter((p) => p.state.matches('ready'))) {
      const actor = createActor(machine).start();
      for (const { event } of path.steps) if ((event as { type: string }).type !== 'xstate.init') actor.send(event as Event);
      const toasts: ToastMessage[] = [];
      actor.on('*', (e) => void toasts.push((e as { toast: ToastMessage }).toast));
      const { options, pages } = actor.getSnapshot().context;
      const valid = validatePageNumbers(options, pages) === null;
      actor.send({ type: 'PROCESS' });
      expect(actor.getSnapshot().value).toBe(valid ? 'processing' : 'ready');
      if (!valid) expect(toasts.map((t) => t.title)).toEqual(['Check the pages']);
      actor.stop();
    }
    for (const path of paths.filter((p) => p.state.matches('processing'))) {
      replay(machine, path, { onStep: (snap) => snap.matches('processing') && expect(validatePageNumbers(snap.context.options, snap.context.pages)).toBeNull() });
    }
  });
});

describe('page number options', () => {
  it('all pages, all but the cover, or the chosen ones', () => {
    expect(numberedPages(DEFAULT_PAGE_NUMBERS, 4)).toEqual([1, 2, 3, 4]);
    expect(numberedPages({ ...DEFAULT_PAGE_NUMBERS, pages: 'skip-first' }, 4)).toEqual([2, 3, 4]);
    expect(numberedPages({ ...DEFAULT_PAGE_NUMBERS, pages: 'chosen', ranges: '4, 1-2' }, 4)).toEqual([1, 2, 4]);
  });

  it('labels them from the first number', () => {
    expect(pageLabels({ ...DEFAULT_PAGE_NUMBERS, pages: 'skip-first', format: 'page-n-of-total' }, 3)).toEqual([
      { page: 2, text: 'Page 1 of 2' },
      { page: 3, text: 'Page 2 of 2' },
    ]);
  });

  it('says what is wrong', () => {
    expect(validatePageNumbers({ ...DEFAULT_PAGE_NUMBERS, format: 'roman', first: 0 }, 3)).toMatch(/Roman/);
    expect(validatePageNumbers({ ...DEFAULT_PAGE_NUMBERS, pages: 'skip-first' }, 1)).toMatch(/one page/);
    expect(validatePageNumbers({ ...DEFAULT_PAGE_NUMBERS, size: 200 }, 3)).toMatch(/font size/);
    expect(validatePageNumbers({ ...DEFAULT_PAGE_NUMBERS, pages: 'chosen', ranges: '9' }, 3)).toMatch(/does not exist/);
  });
});
