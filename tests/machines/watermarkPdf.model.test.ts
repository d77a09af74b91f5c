import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createWatermarkPdfMachine, validateWatermark, watermarkedPages, DEFAULT_WATERMARK, type WatermarkOptions } from '../../src/machines/watermarkPdf.machine';
import type { Opened, OpenInput, PagesResult, PdfToolEvent, ProcessInput } from '../../src/machines/pdfTool.machine';
import type { ToastMessage } from '../../src/lib/toast';
import { texts } from '../../src/features/watermark-pdf/texts';
import { replay } from './walk';

const machine = createWatermarkPdfMachine(texts, { maxPages: 500, maxBytes: 150 * 1024 * 1024 }).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<PagesResult, ProcessInput<WatermarkOptions>>(() => new Promise<PagesResult>(() => {})),
  },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<WatermarkOptions>;

const FILE = new File(['%PDF-1.7'], 'offer.pdf', { type: 'application/pdf' });
const LOGO = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const opened = (pages: number, signed = false) => ({ type: 'xstate.done.actor.opener', output: { pages, document: `doc-${pages}`, signed } }) as unknown as Event;

const EVENTS: Event[] = [
  { type: 'FILE_SELECTED', file: FILE },
  opened(3),
  opened(3, true),
  { type: 'CONSENT' },
  { type: 'OPTIONS_CHANGED', options: { text: '  ' } },
  { type: 'OPTIONS_CHANGED', options: { kind: 'image' } },
  { type: 'OPTIONS_CHANGED', options: { image: LOGO } },
  { type: 'OPTIONS_CHANGED', options: { pages: 'chosen', ranges: '2' } },
  { type: 'PROCESS' },
  { type: 'CANCEL' },
];

const serializeState = (s: Snap) =>
  JSON.stringify({ value: s.value, options: { ...s.context.options, image: s.context.options.image?.name ?? null }, signed: s.context.signed });

describe('watermark PDF machine (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('a signed PDF waits for the yes; the work runs only with a valid watermark, and says why otherwise', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'opening', 'consent', 'ready', 'processing']));
    for (const path of paths.filter((p) => p.state.matches('ready'))) {
      const actor = createActor(machine).start();
      for (const { event } of path.steps) if ((event as { type: string }).type !== 'xstate.init') actor.send(event as Event);
      const toasts: ToastMessage[] = [];
      actor.on('*', (e) => void toasts.push((e as { toast: ToastMessage }).toast));
      const { options, pages } = actor.getSnapshot().context;
      const valid = validateWatermark(options, pages) === null;
      actor.send({ type: 'PROCESS' });
      expect(actor.getSnapshot().value).toBe(valid ? 'processing' : 'ready');
      if (!valid) expect(toasts.map((t) => t.title)).toEqual(['Check the watermark']);
      actor.stop();
    }
    for (const path of paths.filter((p) => p.state.matches('processing'))) {
      replay(machine, path, { onStep: (snap) => snap.matches('processing') && expect(validateWatermark(snap.context.options, snap.context.pages)).toBeNull() });
    }
  });
});

describe('watermark options', () => {
  it('checks the text, the image and the pages', () => {
    expect(validateWatermark(DEFAULT_WATERMARK, 3)).toBeNull();
    expect(validateWatermark({ ...DEFAULT_WATERMARK, text: ' ' }, 3)).toMatch(/Type the text/);
    expect(validateWatermark({ ...DEFAULT_WATERMARK, kind: 'image' }, 3)).toMatch(/PNG or JPEG/);
    expect(validateWatermark({ ...DEFAULT_WATERMARK, kind: 'image', image: new File(['x'], 'a.gif', { type: 'image/gif' }) }, 3)).toMatch(/must be a PNG or a JPEG/);
    expect(validateWatermark({ ...DEFAULT_WATERMARK, kind: 'image', image: LOGO }, 3)).toBeNull();
    expect(validateWatermark({ ...DEFAULT_WATERMARK, opacity: 0 }, 3)).toMatch(/opacity/);
    expect(watermarkedPages({ ...DEFAULT_WATERMARK, pages: 'chosen', ranges: '3, 1' }, 3)).toEqual([1, 3]);
    expect(watermarkedPages(DEFAULT_WATERMARK, 2)).toEqual([1, 2]);
  });
});
