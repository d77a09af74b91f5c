import { getPathsFromEvents, getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type ActorLogic, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createCompressPdfMachine, DEFAULT_TARGET, INVALID_TARGET, targetBytesOf, type CompressedPdf, type CompressPdfOptions } from '../../src/machines/compressPdf.machine';
import type { Opened, OpenInput, PdfToolEvent, ProcessInput } from '../../src/machines/pdfTool.machine';
import { texts } from '../../src/features/compress-pdf/texts';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { replay, stateKey, type Emitted } from './walk';

const compressions: ProcessInput<CompressPdfOptions>[] = [];
const machine = createCompressPdfMachine(texts, { level: 'medium', ...DEFAULT_TARGET }).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<CompressedPdf, ProcessInput<CompressPdfOptions>>(({ input }) => {
      compressions.push(input);
      return new Promise<CompressedPdf>(() => {});
    }),
  },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<CompressPdfOptions>;

const FILE = new File([new Uint8Array(2_000_000)], 'statement.pdf', { type: 'application/pdf' });
const select: Event = { type: 'FILE_SELECTED', file: FILE };
const inspected = (signed: boolean) => ({ type: 'xstate.done.actor.opener', output: { pages: 3, document: null, signed } }) as unknown as Event;
const openFailed = (problem: 'needsPassword' | 'wrongPassword' | 'damaged') => ({ type: 'xstate.error.actor.opener', error: pdfProblemError(problem) }) as unknown as Event;
const facts = { pages: 3, images: 2, imagesReplaced: 2, signed: false, pagesChecked: 3 };
const smaller: CompressedPdf = { blob: new Blob([new Uint8Array(500_000)]), fileName: 'compressed_statement.pdf', originalSize: 2_000_000, size: 500_000, facts };
const notSmaller: CompressedPdf = { blob: FILE, fileName: 'statement.pdf', originalSize: 2_000_000, size: 2_000_000, notSmaller: true, facts };
const compressed = (output: CompressedPdf) => ({ type: 'xstate.done.actor.processor', output }) as unknown as Event;
const PROCESS: Event = { type: 'PROCESS' };

const EVENTS: Event[] = [
  select,
  { type: 'FILE_REMOVED' },
  inspected(false),
  inspected(true),
  openFailed('needsPassword'),
  openFailed('wrongPassword'),
  openFailed('damaged'),
  { type: 'PASSWORD_ENTERED', password: 'peanuts' },
  { type: 'CONSENT' },
  { type: 'OPTIONS_CHANGED', options: { level: 'maximum' } },
  { type: 'OPTIONS_CHANGED', options: { target: 'custom', customSize: 0 } },
  PROCESS,
  { type: 'CANCEL' },
  compressed(smaller),
  compressed(notSmaller),
  { type: 'xstate.error.actor.processor', error: new Error('out of memory') } as unknown as Event,
];

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.file !== null, s.context.requested, s.context.signed, s.context.problem, s.context.password ?? null, s.context.options.level, s.context.options.target, s.context.result?.size ?? null]);

const toasts = (emitted: Emitted[]) => emitted.map((e) => e.toast as ToastMessage);

describe('/compress-pdf on the PDF-tool lifecycle (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('reaches every state (no page limit, so a file is refused only for what it is)', () => {
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(
      new Set(['"idle"', '"opening"', '"locked"', '"refused"', '"consent"', '"ready"', '"processing"', '"done"']),
    );
  });

  it("says the spec's words on every transition: no file, password needed, signed, failed, complete", () => {
    const seen = new Set<string>();
    // Every event from every state the walk reaches (its shortest path, then one more step).
    for (const path of paths) {
      for (const event of EVENTS) {
        const actor = createActor(machine).start();
        path.steps.slice(1).forEach((step) => actor.send(step.event));
        const from = stateKey(actor.getSnapshot());
        if (!actor.getSnapshot().can(event)) {
          actor.stop();
          continue;
        }
        const said: ToastMessage[] = [];
        actor.on('toast', (e) => void said.push(e.toast));
        actor.send(event);
        const snap = actor.getSnapshot();
        if (said.length > 0) seen.add(`${from} ${event.type}`);
        if (event.type === 'PROCESS' && from === '"idle"') expect(said).toEqual([texts.noFile]);
        if (event.type === 'PROCESS' && from === '"locked"') expect(said.map((t) => t.title)).toEqual(['Password needed']);
        if (event.type === 'PROCESS' && from === '"consent"') expect(said.map((t) => t.title)).toEqual(['This PDF is signed']);
        if (event.type === 'PROCESS' && from === '"refused"') {
          expect(said).toEqual([{ title: 'Compression Failed', description: 'The file is damaged or is not a PDF.', variant: 'destructive' }]);
        }
        if (event.type === 'PROCESS' && from === '"ready"' && actor.getSnapshot().context.options.target === 'custom') {
          expect(said).toEqual([{ title: 'Target size needed', description: INVALID_TARGET, variant: 'destructive' }]);
        }
        if (snap.matches('done') && from === '"processing"') {
          expect(said.map((t) => t.description)).toEqual([
            snap.context.result?.notSmaller
              ? 'This PDF is already well optimised and could not be made smaller. You can keep the original.'
              : 'Reduced from 1.91 MB to 0.48 MB (75% reduction)',
          ]);
        }
        if (snap.matches('processing') && snap.context.signed) expect([...path.steps.map((step) => step.event), event].some((e) => e.type === 'CONSENT')).toBe(true);
        actor.stop();
      }
    }
    for (const key of ['"idle" PROCESS', '"ready" PROCESS', '"locked" PROCESS', '"consent" PROCESS', '"refused" PROCESS', '"processing" xstate.done.actor.processor', '"processing" xstate.error.actor.processor']) {
      expect(seen).toContain(key);
    }
  });

  it('Compress, then the password typed with Enter: the compression starts by itself, with that password and level', () => {
    const events = [select, openFailed('needsPassword'), PROCESS, { type: 'PASSWORD_ENTERED', password: 'walnuts' }, openFailed('wrongPassword'), { type: 'PASSWORD_ENTERED', password: 'peanuts' }, inspected(false)] as Event[];
    const [path] = getPathsFromEvents(machine as unknown as ActorLogic<Snap, Event>, events, { serializeState });
    compressions.length = 0;
    const { final, emitted } = replay(machine, path);
    expect(final.value).toBe('processing');
    expect(toasts(emitted).map((t) => t.title)).toEqual(['Password needed']);
    expect(compressions).toHaveLength(1);
    expect(compressions[0]).toMatchObject({ password: 'peanuts', options: { level: 'medium' } });
  });

  it('a target size: a custom one that is not a size does not run; a preset runs with its bytes', () => {
    const actor = createActor(machine).start();
    compressions.length = 0;
    const said: ToastMessage[] = [];
    actor.on('toast', (e) => void said.push(e.toast));
    [select, inspected(false), { type: 'OPTIONS_CHANGED', options: { target: 'custom', customSize: Number.NaN } } as Event, PROCESS].forEach((event) => actor.send(event));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(said.map((t) => t.description)).toEqual([INVALID_TARGET]);
    actor.send({ type: 'OPTIONS_CHANGED', options: { customSize: 300, customUnit: 'KB' } });
    actor.send(PROCESS);
    expect(actor.getSnapshot().value).toBe('processing');
    expect(targetBytesOf(compressions[0].options)).toBe(300 * 1024);
    actor.stop();
    expect(targetBytesOf({ level: 'medium', ...DEFAULT_TARGET })).toBeNull();
    expect(targetBytesOf({ level: 'medium', ...DEFAULT_TARGET, target: '25MB' })).toBe(25 * 1024 * 1024);
  });

  it('a signed PDF compresses only after "Compress anyway" (the yes, then the action)', () => {
    const actor = createActor(machine).start();
    compressions.length = 0;
    [select, inspected(true), PROCESS].forEach((event) => actor.send(event));
    expect(actor.getSnapshot().value).toBe('consent');
    expect(compressions).toHaveLength(0);
    actor.send({ type: 'CONSENT' });
    actor.send(PROCESS);
    expect(actor.getSnapshot().value).toBe('processing');
    expect(compressions).toHaveLength(1);
    actor.stop();
  });
});
