import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFileSizeCalculatorMachine, type CalculatorEvent } from '../../src/machines/fileSizeCalculator.machine';
import { texts } from '../../src/features/file-size-calculator/texts';
import type { ToastEmitted } from '../../src/lib/toast';

const fileSizeCalculatorMachine = createFileSizeCalculatorMachine(texts);
type Snap = SnapshotFrom<typeof fileSizeCalculatorMachine>;

const EVENTS: CalculatorEvent[] = [
  { type: 'SIZE_CHANGED', size: 10 },
  { type: 'SIZE_CHANGED', size: 0 },
  { type: 'SIZE_CHANGED', size: -2 },
  { type: 'SIZE_CHANGED', size: null },
  { type: 'UNIT_CHANGED', unit: 'GB' },
  { type: 'TYPE_CHANGED', fileType: 'video' },
  { type: 'QUALITY_CHANGED', quality: 95 },
  { type: 'CALCULATE' },
];

/** Context is bounded here (a few fixed values), so the whole of it can be part of the key. */
const serializeState = (s: Snap) => JSON.stringify({ value: s.value, context: s.context });

/** What must hold in every reachable state. */
function checkInvariants(s: Snap) {
  const { size, unit, fileType, quality, shown } = s.context;
  if (s.matches('calculated')) {
    expect(size).toBeGreaterThan(0);
    expect(shown).toEqual({ size, unit, fileType, quality });
  } else {
    expect(shown).toBeNull();
  }
  if (s.matches('empty')) expect(size === null || size <= 0).toBe(true);
}

describe('fileSizeCalculator machine (model)', () => {
  const paths = getShortestPaths(fileSizeCalculatorMachine, { events: EVENTS, serializeState });

  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"empty"', '"invalid"', '"calculated"']));
  });

  it('keeps its invariants on every shortest path and every step', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      expect(path.steps[0].event.type).toBe('xstate.init');
      for (const step of path.steps) checkInvariants(step.state);
    }
  });

  it('keeps its invariants on simple paths from the empty state', () => {
    const simple = getSimplePaths(fileSizeCalculatorMachine, {
      // Simple paths grow combinatorially: a few events that cover every transition are enough.
      events: [EVENTS[0], EVENTS[1], EVENTS[3], { type: 'UNIT_CHANGED', unit: 'KB' }, EVENTS[7]],
      serializeState: (s) => JSON.stringify({ value: s.value, size: s.context.size, unit: s.context.unit, shown: s.context.shown }),
    });
    expect(simple.length).toBeGreaterThan(10);
    for (const path of simple) for (const step of path.steps) checkInvariants(step.state);
  });
});

describe('fileSizeCalculator machine (guards and toasts)', () => {
  const run = () => {
    const actor = createActor(fileSizeCalculatorMachine).start();
    const toasts: ToastEmitted['toast'][] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    return { actor, toasts };
  };

  it('starts at the placeholder with quality 75, MB, image', () => {
    const { actor } = run();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ size: null, unit: 'MB', fileType: 'image', quality: 75, shown: null });
  });

  it('recalculates on every change while the size is above 0', () => {
    const { actor } = run();
    actor.send({ type: 'SIZE_CHANGED', size: 12 });
    expect(actor.getSnapshot().context.shown).toEqual({ size: 12, unit: 'MB', fileType: 'image', quality: 75 });
    actor.send({ type: 'UNIT_CHANGED', unit: 'KB' });
    actor.send({ type: 'TYPE_CHANGED', fileType: 'pdf' });
    actor.send({ type: 'QUALITY_CHANGED', quality: 85 });
    expect(actor.getSnapshot().context.shown).toEqual({ size: 12, unit: 'KB', fileType: 'pdf', quality: 85 });
  });

  it('options changed without a size wait for one; the size then uses them', () => {
    const { actor } = run();
    actor.send({ type: 'TYPE_CHANGED', fileType: 'video' });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'SIZE_CHANGED', size: 1 });
    expect(actor.getSnapshot().context.shown?.fileType).toBe('video');
  });

  it('size 0 or negative: the invalid state, no estimate, and a toast only on Calculate', () => {
    const { actor, toasts } = run();
    actor.send({ type: 'SIZE_CHANGED', size: 5 });
    actor.send({ type: 'SIZE_CHANGED', size: 0 });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.shown).toBeNull();
    actor.send({ type: 'SIZE_CHANGED', size: -3 });
    expect(toasts).toEqual([]);
    actor.send({ type: 'CALCULATE' });
    expect(toasts).toEqual([texts.invalidSize]);
    actor.send({ type: 'SIZE_CHANGED', size: 2 });
    expect(actor.getSnapshot().value).toBe('calculated');
  });

  it('Calculate with a blank size explains instead of doing nothing', () => {
    const { actor, toasts } = run();
    actor.send({ type: 'CALCULATE' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(toasts).toHaveLength(1);
    actor.send({ type: 'SIZE_CHANGED', size: null });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('Calculate with a valid size shows the estimate again', () => {
    const { actor, toasts } = run();
    actor.send({ type: 'SIZE_CHANGED', size: 3 });
    actor.send({ type: 'CALCULATE' });
    expect(actor.getSnapshot().value).toBe('calculated');
    expect(toasts).toEqual([]);
  });

  it('keeps quality on the slider grid (50-95, step 5)', () => {
    const { actor } = run();
    actor.send({ type: 'QUALITY_CHANGED', quality: 20 });
    expect(actor.getSnapshot().context.quality).toBe(50);
    actor.send({ type: 'QUALITY_CHANGED', quality: 120 });
    expect(actor.getSnapshot().context.quality).toBe(95);
    actor.send({ type: 'QUALITY_CHANGED', quality: 77 });
    expect(actor.getSnapshot().context.quality).toBe(75);
  });
});
