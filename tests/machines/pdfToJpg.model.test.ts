import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Opened, OpenInput, PagesResult, PdfToolEvent, ProcessInput } from '../../src/machines/pdfTool.machine';
import { createPdfToJpgMachine, pageImagePlan, validatePdfToJpg, type PdfToJpgOptions } from '../../src/machines/pdfToJpg.machine';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { texts } from '../../src/features/pdf-to-jpg/texts';
import { replay, type Emitted } from './walk';

const LIMITS = { maxPages: 500, maxBytes: 150 * 1024 * 1024 };
const inputs: ProcessInput<PdfToJpgOptions>[] = [];
const machine = createPdfToJpgMachine(texts, LIMITS).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<PagesResult, ProcessInput<PdfToJpgOptions>>(({ input }) => {
      inputs.push(input);
      return new Promise<PagesResult>(() => {});
    }),
  },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<PdfToJpgOptions>;

const FILE = new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' });
const opened = (pages: number, signed = false) => ({ type: 'xstate.done.actor.opener', output: { pages, document: 'doc', signed } }) as unknown as Event;
const EVENTS: Event[] = [
  { type: 'FILE_SELECTED', file: FILE },
  opened(12),
  opened(12, true),
  opened(501),
  { type: 'xstate.error.actor.opener', error: pdfProblemError('wrongPassword') } as unknown as Event,
  { type: 'PASSWORD_ENTERED', password: 'pw' },
  { type: 'OPTIONS_CHANGED', options: { pages: 'chosen', ranges: '2, 4-5' } },
  { type: 'OPTIONS_CHANGED', options: { pages: 'chosen', ranges: '13' } },
  { type: 'OPTIONS_CHANGED', options: { dpi: 300, format: 'png' } },
  { type: 'PROCESS' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.processor', output: { blob: new Blob(['x']), fileName: 'deck_jpg.zip', files: 2 } } as unknown as Event,
];

const serializeState = (s: Snap) => JSON.stringify({ value: s.value, options: s.context.options, problem: s.context.problem, pages: s.context.pages, signed: s.context.signed });

describe('PDF to JPG machine (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('reaches every state but consent: images carry no signature and the original is not changed', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'opening', 'locked', 'refused', 'ready', 'processing', 'done']));
    expect(paths.some((p) => p.state.context.signed && p.state.matches('ready'))).toBe(true);
  });

  it('converts only what can be converted, with the options and password chosen', () => {
    for (const path of paths.filter((p) => p.state.matches('ready'))) {
      inputs.length = 0;
      const actor = createActor(machine).start();
      const emitted: Emitted[] = [];
      actor.on('*', (e) => void emitted.push({ ...e }));
      for (const { event } of path.steps as { event: { type: string } }[]) if (event.type !== 'xstate.init') actor.send(event as Event);
      const { options, pages, password } = actor.getSnapshot().context;
      const valid = validatePdfToJpg(options, pages) === null;
      actor.send({ type: 'PROCESS' });
      expect(actor.getSnapshot().value).toBe(valid ? 'processing' : 'ready');
      if (valid) expect(inputs.at(-1)).toMatchObject({ options, pages, password, document: 'doc' });
      else expect((emitted.at(-1)?.toast as ToastMessage).description).toBe('Page 13 does not exist: this PDF has 12 pages.');
      actor.stop();
    }
  });

  it('a wrong password keeps the field up, saying so', () => {
    const path = paths.find((p) => p.state.matches('locked'));
    if (!path) throw new Error('no path to locked');
    const { final } = replay(machine, path);
    expect(final.context.problem).toBe('wrongPassword');
  });
});

describe('page image plan', () => {
  it('every page, or the chosen ones, named after their pages; a ZIP only for several', () => {
    const all = pageImagePlan({ pages: 'all', ranges: '', dpi: 150, format: 'jpg' }, 3, 'deck.pdf');
    expect(all.images.map((i) => i.fileName)).toEqual(['deck_p1.jpg', 'deck_p2.jpg', 'deck_p3.jpg']);
    expect(all.fileName).toBe('deck_jpg.zip');
    const one = pageImagePlan({ pages: 'chosen', ranges: '2', dpi: 300, format: 'png' }, 3, 'deck.pdf');
    expect(one).toEqual({ images: [{ page: 2, fileName: 'deck_p2.png' }], fileName: 'deck_p2.png' });
  });
});
