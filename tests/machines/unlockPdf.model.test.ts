import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createUnlockPdfMachine, type UnlockedPdf, type UnlockOptions } from '../../src/machines/unlockPdf.machine';
import type { Opened, OpenInput, PdfToolEvent, ProcessInput } from '../../src/machines/pdfTool.machine';
import { texts } from '../../src/features/unlock-pdf/texts';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import { NOT_PROTECTED_MESSAGE, refusal } from '../../src/wasm/pdf/protect/refusals';
import type { ToastMessage } from '../../src/lib/toast';
import { stateKey } from './walk';

const runs: ProcessInput<UnlockOptions>[] = [];
const machine = createUnlockPdfMachine(texts).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<UnlockedPdf, ProcessInput<UnlockOptions>>(({ input }) => {
      runs.push(input);
      return new Promise<UnlockedPdf>(() => {});
    }),
  },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<UnlockOptions>;

const FILE = new File([new Uint8Array(1000)], 'statement.pdf', { type: 'application/pdf' });
const select: Event = { type: 'FILE_SELECTED', file: FILE };
const inspected = (signed: boolean, access = 'unlocked') => ({ type: 'xstate.done.actor.opener', output: { pages: 2, document: { access }, signed } }) as unknown as Event;
const openFailed = (problem: 'needsPassword' | 'wrongPassword' | 'damaged') => ({ type: 'xstate.error.actor.opener', error: pdfProblemError(problem) }) as unknown as Event;
const unlocked: UnlockedPdf = { blob: new Blob(['%PDF']), fileName: 'unlocked_statement.pdf', pages: 2, access: 'unlocked' };
const PROCESS: Event = { type: 'PROCESS' };
/** What the page's password field sends: the password, then the unlock. */
const typedPassword = (password: string): Event[] => [{ type: 'PASSWORD_ENTERED', password }, PROCESS];

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
  PROCESS,
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.processor', output: unlocked } as unknown as Event,
  { type: 'xstate.error.actor.processor', error: refusal(NOT_PROTECTED_MESSAGE) } as unknown as Event,
];

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.file !== null, s.context.requested, s.context.signed, s.context.problem, s.context.password ?? null, s.context.result !== null]);

describe('/unlock-pdf on the PDF-tool lifecycle (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(
      new Set(['"idle"', '"opening"', '"locked"', '"refused"', '"consent"', '"ready"', '"processing"', '"done"']),
    );
  });

  it('from every state it reaches, Unlock either runs (never for a signed file without the yes) or says why not', () => {
    let refusals = 0;
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
        if (event.type === 'PROCESS' && from === '"idle"') expect(said).toEqual([texts.noFile]);
        if (event.type === 'PROCESS' && from === '"locked"') expect(said.map((t) => t.title)).toEqual(['Password needed']);
        if (event.type === 'PROCESS' && from === '"consent"') expect(said.map((t) => t.title)).toEqual(['This PDF is signed']);
        if (snap.matches('processing') && snap.context.signed) expect([...path.steps.map((step) => step.event), event].some((e) => e.type === 'CONSENT')).toBe(true);
        if (from === '"processing"' && (event.type as string) === 'xstate.error.actor.processor') {
          // A file with nothing to remove is said plainly, not as an error, and the page keeps working.
          expect(snap.value).toBe('ready');
          expect(said).toEqual([{ title: 'Nothing to unlock', description: NOT_PROTECTED_MESSAGE, variant: 'default' }]);
          refusals++;
        }
        actor.stop();
      }
    }
    expect(refusals).toBeGreaterThan(0);
  });

  it("the password field's Unlock: a wrong password keeps the request, the right one unlocks without another press", () => {
    const actor = createActor(machine).start();
    runs.length = 0;
    const said: string[] = [];
    actor.on('toast', (e) => void said.push(e.toast.title));
    for (const event of [select, openFailed('needsPassword'), ...typedPassword('walnuts'), openFailed('wrongPassword')]) actor.send(event);
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.requested).toBe(true);
    for (const event of [...typedPassword('peanuts'), inspected(false)]) actor.send(event);
    expect(actor.getSnapshot().value).toBe('processing');
    expect(runs).toHaveLength(1);
    expect(runs[0].password).toBe('peanuts');
    expect(said).toEqual([]);
    actor.stop();
  });

  it('a signed PDF unlocks only after "Unlock anyway"', () => {
    const actor = createActor(machine).start();
    runs.length = 0;
    for (const event of [select, openFailed('needsPassword'), ...typedPassword('peanuts'), inspected(true)]) actor.send(event);
    expect(actor.getSnapshot().value).toBe('consent');
    expect(runs).toHaveLength(0);
    actor.send({ type: 'CONSENT' });
    actor.send(PROCESS);
    expect(actor.getSnapshot().value).toBe('processing');
    expect(runs).toHaveLength(1);
    actor.stop();
  });
});
