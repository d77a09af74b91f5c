import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Opened, OpenInput, PagesResult, PdfToolEvent, ProcessInput } from '../../src/machines/pdfTool.machine';
import {
  clampPlacement,
  createSignPdfMachine,
  movePlacement,
  newPlacement,
  resizePlacement,
  validateSign,
  type Placement,
  type SignatureMark,
  type SignOptions,
} from '../../src/machines/signPdf.machine';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { texts } from '../../src/features/sign-pdf/texts';
import { replay, type Emitted } from './walk';

const LIMITS = { maxPages: 500, maxBytes: 150 * 1024 * 1024 };
const machine = createSignPdfMachine(texts, LIMITS).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<PagesResult, ProcessInput<SignOptions>>(() => new Promise<PagesResult>(() => {})),
  },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<SignOptions>;

const FILE = new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' });
const opened = (pages: number, signed = false) => ({ type: 'xstate.done.actor.opener', output: { pages, document: `doc-${pages}`, signed } }) as unknown as Event;
const RESULT: PagesResult = { blob: new Blob(['%PDF']), fileName: 'contract_signed.pdf', files: 1 };

const SIGNATURE: SignatureMark = { id: 'sig', kind: 'image', url: 'data:image/png;base64,AA==', width: 300, height: 100 };
const INITIALS: SignatureMark = { id: 'initials', kind: 'text', role: 'initials', text: 'JD' };
const at = (page: number, mark = 'sig'): Placement => ({ id: `p${page}${mark}`, mark, page, x: 0.5, y: 0.8, width: 0.3, height: 0.05 });

const EVENTS: Event[] = [
  { type: 'FILE_SELECTED', file: FILE },
  opened(3),
  opened(3, true),
  { type: 'xstate.error.actor.opener', error: pdfProblemError('needsPassword') } as unknown as Event,
  { type: 'PASSWORD_ENTERED', password: 'secret' },
  { type: 'CONSENT' },
  { type: 'OPTIONS_CHANGED', options: { marks: [SIGNATURE, INITIALS], placements: [at(2), at(3, 'initials')] } },
  { type: 'OPTIONS_CHANGED', options: { placements: [at(5)] } },
  { type: 'OPTIONS_CHANGED', options: { placements: [] } },
  { type: 'PROCESS' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.processor', output: RESULT } as unknown as Event,
];

const serializeState = (s: Snap) =>
  JSON.stringify({ value: s.value, placements: s.context.options.placements.map((p) => p.id), marks: s.context.options.marks.length, pages: s.context.pages, signed: s.context.signed, requested: s.context.requested });

describe('sign PDF machine (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('a signed PDF waits for the yes before it can be signed; an unsigned one does not', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'opening', 'locked', 'consent', 'ready', 'processing', 'done']));
    for (const path of paths) {
      const events = path.steps.map((step) => step.event);
      if (path.state.matches('processing') && path.state.context.signed) expect(events).toContainEqual({ type: 'CONSENT' });
    }
  });

  it('signs only with placements on pages the PDF has, and says why otherwise', () => {
    const ready = paths.filter((p) => p.state.matches('ready'));
    expect(ready.length).toBeGreaterThan(2);
    let refused = 0;
    for (const path of ready) {
      const actor = createActor(machine).start();
      for (const { event } of path.steps) if ((event as { type: string }).type !== 'xstate.init') actor.send(event as Event);
      const emitted: Emitted[] = [];
      actor.on('*', (e) => void emitted.push({ ...e }));
      const { options, pages } = actor.getSnapshot().context;
      const valid = validateSign(options, pages) === null;
      actor.send({ type: 'PROCESS' });
      expect(actor.getSnapshot().value).toBe(valid ? 'processing' : 'ready');
      if (!valid) {
        refused += 1;
        expect(emitted.map((e) => (e.toast as ToastMessage).title)).toEqual(['Check the placements']);
      }
      actor.stop();
    }
    expect(refused).toBeGreaterThan(0);
    for (const path of paths.filter((p) => p.state.matches('processing'))) {
      replay(machine, path, { onStep: (snapshot) => snapshot.matches('processing') && expect(validateSign(snapshot.context.options, snapshot.context.pages)).toBeNull() });
    }
  });
});

describe('placements', () => {
  it('are checked against the pages and the marks', () => {
    const marks = [SIGNATURE, INITIALS];
    expect(validateSign({ marks, placements: [] }, 3)).toMatch(/^Place your signature/);
    expect(validateSign({ marks, placements: [at(4)] }, 3)).toBe('Page 4 does not exist: this PDF has 3 pages.');
    expect(validateSign({ marks: [SIGNATURE], placements: [at(1, 'initials')] }, 3)).toMatch(/was deleted/);
    expect(validateSign({ marks: [SIGNATURE, { ...INITIALS, text: ' ' }], placements: [at(1, 'initials')] }, 3)).toMatch(/initials field is empty/);
    expect(validateSign({ marks: [SIGNATURE, { ...INITIALS, text: 'ŁK' }], placements: [at(1, 'initials')] }, 3)).toMatch(/Latin letters/);
    expect(validateSign({ marks, placements: [at(1), at(3, 'initials')] }, 3)).toBeNull();
  });

  it('keep the mark proportions on the page, and stay on it when moved or resized', () => {
    // A 3:1 signature, 30% of an A4 page's width (595 × 842): 0.3 × 1/3 × 595/842 of its height.
    const placed = newPlacement('a', 'sig', 1, { cx: 0.5, cy: 0.5, width: 0.3, aspect: 1 / 3, pageAspect: 595 / 842 });
    expect(placed.height).toBeCloseTo((0.3 / 3) * (595 / 842), 6);
    expect(placed.x).toBeCloseTo(0.35, 6);
    const moved = movePlacement(placed, 0.9, -0.9);
    expect([moved.x, moved.y]).toEqual([1 - placed.width, 0]);
    const bigger = resizePlacement(placed, 1.1);
    expect(bigger.width / bigger.height).toBeCloseTo(placed.width / placed.height, 6);
    expect(bigger.x + bigger.width / 2).toBeCloseTo(placed.x + placed.width / 2, 6);
    // Never larger than the page, never smaller than 1% of it, proportions kept.
    const huge = resizePlacement(placed, 100);
    expect(huge.width).toBeCloseTo(1, 6);
    expect(huge.width / huge.height).toBeCloseTo(placed.width / placed.height, 6);
    const tiny = clampPlacement({ ...placed, width: 0.001, height: 0.0005 });
    expect(Math.min(tiny.width, tiny.height)).toBeCloseTo(0.01, 6);
  });
});
