import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createProtectPdfMachine, DEFAULT_PROTECT_OPTIONS, protectSettingsOf, validateProtect, type ProtectedPdf, type ProtectOptions } from '../../src/machines/protectPdf.machine';
import type { Opened, OpenInput, PdfToolEvent, ProcessInput } from '../../src/machines/pdfTool.machine';
import { texts } from '../../src/features/protect-pdf/texts';
import { pdfProblemError } from '../../src/wasm/pdf/document/problems';
import type { ToastMessage } from '../../src/lib/toast';
import { stateKey } from './walk';

const runs: ProcessInput<ProtectOptions>[] = [];
const machine = createProtectPdfMachine(texts).provide({
  actors: {
    opener: fromPromise<Opened, OpenInput>(() => new Promise<Opened>(() => {})),
    processor: fromPromise<ProtectedPdf, ProcessInput<ProtectOptions>>(({ input }) => {
      runs.push(input);
      return new Promise<ProtectedPdf>(() => {});
    }),
  },
});

type Snap = SnapshotFrom<typeof machine>;
type Event = PdfToolEvent<ProtectOptions>;

const FILE = new File([new Uint8Array(1000)], 'payslip.pdf', { type: 'application/pdf' });
const select: Event = { type: 'FILE_SELECTED', file: FILE };
const inspected = (signed: boolean) => ({ type: 'xstate.done.actor.opener', output: { pages: 2, document: null, signed } }) as unknown as Event;
const openFailed = (problem: 'needsPassword' | 'wrongPassword' | 'damaged') => ({ type: 'xstate.error.actor.opener', error: pdfProblemError(problem) }) as unknown as Event;
const protectedPdf: ProtectedPdf = { blob: new Blob(['%PDF']), fileName: 'protected_payslip.pdf', pages: 2, access: 'open', encryption: 'AES-256', permissions: null, pdfaDropped: false };
const PROCESS: Event = { type: 'PROCESS' };
const typed = (openPassword: string, confirmPassword = openPassword): Event => ({ type: 'OPTIONS_CHANGED', options: { openPassword, confirmPassword } });

const EVENTS: Event[] = [
  select,
  { type: 'FILE_REMOVED' },
  inspected(false),
  inspected(true),
  openFailed('needsPassword'),
  openFailed('wrongPassword'),
  openFailed('damaged'),
  { type: 'PASSWORD_ENTERED', password: 'old-one' },
  { type: 'CONSENT' },
  typed('orbit maple tunnel'),
  typed('orbit maple tunnel', 'orbit maple tunne'),
  PROCESS,
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.processor', output: protectedPdf } as unknown as Event,
  { type: 'xstate.error.actor.processor', error: new Error('out of memory') } as unknown as Event,
];

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.file !== null, s.context.requested, s.context.signed, s.context.problem, s.context.password ?? null, validateProtect(s.context.options), s.context.result !== null]);

describe('the protect options', () => {
  it('need the open password typed twice the same, then the settings checks', () => {
    expect(validateProtect(DEFAULT_PROTECT_OPTIONS)).toBe('Enter a password to open the PDF.');
    const typedOnce = { ...DEFAULT_PROTECT_OPTIONS, openPassword: 'orbit maple' };
    expect(validateProtect(typedOnce)).toMatch(/^The two passwords do not match/);
    const both = { ...typedOnce, confirmPassword: 'orbit maple' };
    expect(validateProtect(both)).toBeNull();
    expect(validateProtect({ ...both, restrict: true })).toMatch(/^Enter a permissions password/);
    expect(validateProtect({ ...both, restrict: true, ownerPassword: 'orbit maple' })).toMatch(/must be different/);
    expect(validateProtect({ ...both, encryption: 'AES-128', openPassword: 'örbit', confirmPassword: 'örbit' })).toMatch(/only unaccented letters/);
  });

  it('ask the worker for restrictions only when they are ticked', () => {
    const both = { ...DEFAULT_PROTECT_OPTIONS, openPassword: 'a b c', confirmPassword: 'a b c', ownerPassword: 'boss' };
    expect(protectSettingsOf(both)).toEqual({ openPassword: 'a b c', owner: undefined, encryption: 'AES-256' });
    expect(protectSettingsOf({ ...both, restrict: true })).toEqual({ openPassword: 'a b c', owner: { password: 'boss', permissions: DEFAULT_PROTECT_OPTIONS.permissions }, encryption: 'AES-256' });
  });
});

describe('/protect-pdf on the PDF-tool lifecycle (model)', () => {
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(
      new Set(['"idle"', '"opening"', '"locked"', '"refused"', '"consent"', '"ready"', '"processing"', '"done"']),
    );
  });

  it('from every state it reaches, Protect says what is missing, and runs only with valid options and a yes for a signed file', () => {
    const seen = new Set<string>();
    for (const path of paths) {
      for (const event of EVENTS) {
        const actor = createActor(machine).start();
        path.steps.slice(1).forEach((step) => actor.send(step.event));
        const before = actor.getSnapshot();
        const from = stateKey(before);
        if (!before.can(event)) {
          actor.stop();
          continue;
        }
        const said: ToastMessage[] = [];
        actor.on('toast', (e) => void said.push(e.toast));
        runs.length = 0;
        actor.send(event);
        const snap = actor.getSnapshot();
        if (event.type === 'PROCESS') {
          seen.add(from);
          if (from === '"idle"') expect(said).toEqual([texts.noFile]);
          if (from === '"locked"') expect(said.map((t) => t.title)).toEqual(['Password needed']);
          if (from === '"consent"') expect(said.map((t) => t.title)).toEqual(['This PDF is signed']);
          if (from === '"refused"') expect(said.map((t) => t.description)).toEqual(['The file is damaged or is not a PDF.']);
          if (from === '"ready"') {
            const reason = validateProtect(before.context.options);
            if (reason) {
              expect(snap.value).toBe('ready');
              expect(said).toEqual([{ title: 'Check the passwords', description: reason, variant: 'destructive' }]);
            } else {
              expect(snap.value).toBe('processing');
              expect(runs).toHaveLength(1);
              expect(runs[0].options.openPassword).toBe('orbit maple tunnel');
            }
          }
        }
        if (snap.matches('processing')) {
          expect(validateProtect(snap.context.options)).toBeNull();
          if (snap.context.signed) expect([...path.steps.map((step) => step.event), event].some((e) => e.type === 'CONSENT')).toBe(true);
        }
        if (from === '"processing"' && snap.matches('done')) expect(said.map((t) => t.title)).toEqual(['PDF Protected']);
        if (from === '"done"' && event.type === 'OPTIONS_CHANGED') expect([snap.value, snap.context.result]).toEqual(['ready', null]);
        actor.stop();
      }
    }
    expect(seen).toEqual(new Set(['"idle"', '"locked"', '"consent"', '"refused"', '"ready"', '"done"', '"opening"']));
  });

  it('a protected input: Protect pressed early, its current password, then the new one typed: it runs once with both', () => {
    const actor = createActor(machine).start();
    runs.length = 0;
    const said: string[] = [];
    actor.on('toast', (e) => void said.push(e.toast.title));
    for (const event of [select, openFailed('needsPassword'), PROCESS, { type: 'PASSWORD_ENTERED', password: 'old-one' } as Event, inspected(false)]) actor.send(event);
    // The kept request met options that cannot run yet: it says why and waits.
    expect(actor.getSnapshot().value).toBe('ready');
    expect(said).toEqual(['Password needed', 'Check the passwords']);
    actor.send(typed('orbit maple tunnel'));
    actor.send(PROCESS);
    expect(actor.getSnapshot().value).toBe('processing');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ password: 'old-one', options: { openPassword: 'orbit maple tunnel', encryption: 'AES-256' } });
    actor.stop();
  });
});
