import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  canGenerate,
  createQrGeneratorMachine,
  TOO_MUCH_DATA,
  type QrEvent,
  type QrImage,
  type QrRequest,
} from '../../src/machines/qrGenerator.machine';
import type { ToastMessage } from '../../src/lib/toast';
import { texts } from '../../src/features/qr-generator/texts';

const qrGeneratorMachine = createQrGeneratorMachine(texts);

type Snap = SnapshotFrom<typeof qrGeneratorMachine>;

const IMAGE: QrImage = { payload: 'hi', pngDataUrl: 'data:image/png;base64,AA==', svg: '<svg/>' };

/** The invoked generator's outcomes as the graph sees them (pure transitions run no actors). */
const DONE = { type: 'xstate.done.actor.generator', output: IMAGE } as unknown as QrEvent;
const FAILED = { type: 'xstate.error.actor.generator', error: new Error(TOO_MUCH_DATA) } as unknown as QrEvent;

const EVENTS: QrEvent[] = [
  { type: 'CONTENT_CHANGED', content: 'hi' },
  { type: 'CONTENT_CHANGED', content: '   ' },
  { type: 'TYPE_CHANGED', qrType: 'wifi' },
  { type: 'TYPE_CHANGED', qrType: 'url' },
  { type: 'WIFI_CHANGED', wifi: { ssid: 'Home' } },
  { type: 'WIFI_CHANGED', wifi: { security: 'nopass' } },
  { type: 'EC_LEVEL_CHANGED', ecLevel: 'H' },
  { type: 'GENERATE' },
  DONE,
  FAILED,
];

const serializeState = (s: Snap) =>
  JSON.stringify({ value: s.value, type: s.context.qrType, content: s.context.content, wifi: s.context.wifi, ec: s.context.ecLevel, result: !!s.context.result });

describe('qrGenerator machine (model)', () => {
  const paths = getShortestPaths(qrGeneratorMachine, { events: EVENTS, serializeState });

  it('reaches idle, generating and shown', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'generating', 'shown']));
  });

  it('only enters generating from a GENERATE with generatable input', () => {
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        if (i === 0 || !step.state.matches('generating')) return;
        const before = path.steps[i - 1].state;
        if (before.matches('generating')) return;
        expect(step.event.type).toBe('GENERATE');
        expect(canGenerate(before.context)).toBe(true);
      });
    }
  });

  it('shown always has a result; idle after a failure has none', () => {
    const simple = getSimplePaths(qrGeneratorMachine, {
      events: [EVENTS[0], EVENTS[1], { type: 'GENERATE' }, DONE, FAILED],
      serializeState,
    });
    expect(simple.length).toBeGreaterThan(3);
    for (const path of simple) {
      for (const step of path.steps) {
        if (step.state.matches('shown')) expect(step.state.context.result).toEqual(IMAGE);
        if (step.event.type === FAILED.type) {
          expect(step.state.value).toBe('idle');
          expect(step.state.context.result).toBeNull();
        }
      }
    }
  });
});

describe('qrGenerator machine (guards, generator, toasts)', () => {
  const start = (generator: (input: QrRequest) => Promise<QrImage>) => {
    const actor = createActor(qrGeneratorMachine.provide({ actors: { generator: fromPromise(({ input }) => generator(input)) } })).start();
    const toasts: ToastMessage[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    return { actor, toasts };
  };

  it('canGenerate: blank after trimming is refused; Wi-Fi needs a name and a password unless open', () => {
    const wifi = { ssid: '', password: '', security: 'WPA' as const, hidden: false };
    expect(canGenerate({ qrType: 'text', content: '', wifi })).toBe(false);
    expect(canGenerate({ qrType: 'url', content: ' \n\t ', wifi })).toBe(false);
    expect(canGenerate({ qrType: 'text', content: ' a ', wifi })).toBe(true);
    expect(canGenerate({ qrType: 'wifi', content: 'x', wifi })).toBe(false);
    expect(canGenerate({ qrType: 'wifi', content: '', wifi: { ...wifi, ssid: 'Home' } })).toBe(false);
    expect(canGenerate({ qrType: 'wifi', content: '', wifi: { ...wifi, ssid: 'Home', password: 'pw' } })).toBe(true);
    expect(canGenerate({ qrType: 'wifi', content: '', wifi: { ...wifi, ssid: 'Home', security: 'nopass' } })).toBe(true);
    expect(canGenerate({ qrType: 'wifi', content: '', wifi: { ...wifi, ssid: '  ', security: 'nopass' } })).toBe(false);
  });

  it('GENERATE on blank input does nothing', () => {
    const { actor } = start(async () => IMAGE);
    actor.send({ type: 'CONTENT_CHANGED', content: '   ' });
    actor.send({ type: 'GENERATE' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('hands the generator type, content, Wi-Fi and level (default M), then shows the image', async () => {
    const seen: QrRequest[] = [];
    const { actor, toasts } = start(async (input) => {
      seen.push(input);
      return IMAGE;
    });
    actor.send({ type: 'TYPE_CHANGED', qrType: 'email' });
    actor.send({ type: 'CONTENT_CHANGED', content: 'a@b.c' });
    actor.send({ type: 'GENERATE' });
    expect(actor.getSnapshot().value).toBe('generating');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(seen).toEqual([{ qrType: 'email', content: 'a@b.c', wifi: { ssid: '', password: '', security: 'WPA', hidden: false }, ecLevel: 'M' }]);
    expect(actor.getSnapshot().context.result).toEqual(IMAGE);
    expect(toasts).toEqual([]);
  });

  it('too much data becomes a clear toast and the page can generate again', async () => {
    let fail = true;
    const { actor, toasts } = start(async () => {
      if (fail) throw new Error(TOO_MUCH_DATA);
      return IMAGE;
    });
    actor.send({ type: 'CONTENT_CHANGED', content: 'x'.repeat(5000) });
    actor.send({ type: 'GENERATE' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(toasts).toEqual([texts.tooMuchData]);
    expect(toasts[0].title).toBe('Too much data');
    expect(toasts[0].description).toContain(TOO_MUCH_DATA);
    fail = false;
    actor.send({ type: 'CONTENT_CHANGED', content: 'short' });
    actor.send({ type: 'GENERATE' });
    await waitFor(actor, (s) => s.matches('shown'));
  });

  it('other failures get a generic toast', async () => {
    const { actor, toasts } = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'CONTENT_CHANGED', content: 'hi' });
    actor.send({ type: 'GENERATE' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(toasts).toEqual([texts.failed]);
    expect(toasts[0]).toMatchObject({ title: 'QR Generation Failed', variant: 'destructive' });
  });
});
