import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { COUNTDOWN_SECONDS, downloadCountdownMachine, waitLabel } from '../../src/machines/downloadCountdown.machine';
import { replay } from './walk';

const payload = { blob: new Blob(['x']), fileName: 'compressed_a.jpg' };

describe('downloadCountdown machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 5 s shown as Wait Ns..., then emits the download once', () => {
    const actor = createActor(downloadCountdownMachine, { input: {} }).start();
    const downloads: unknown[] = [];
    actor.on('download', (e) => downloads.push(e.payload));
    actor.send({ type: 'CLICK', payload });
    const labels = [waitLabel(actor.getSnapshot().context.remaining)];
    for (let i = 0; i < COUNTDOWN_SECONDS - 1; i++) {
      vi.advanceTimersByTime(1000);
      labels.push(waitLabel(actor.getSnapshot().context.remaining));
      actor.send({ type: 'CLICK', payload });
    }
    expect(labels).toEqual(['Wait 5s...', 'Wait 4s...', 'Wait 3s...', 'Wait 2s...', 'Wait 1s...']);
    expect(downloads).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(downloads).toEqual([payload]);
    expect(actor.getSnapshot().value).toBe('idle');
    vi.advanceTimersByTime(10_000);
    expect(downloads).toHaveLength(1);
  });

  it('RESET stops the countdown without a download', () => {
    const actor = createActor(downloadCountdownMachine, { input: { seconds: 2 } }).start();
    const downloads: unknown[] = [];
    actor.on('download', (e) => downloads.push(e));
    actor.send({ type: 'CLICK', payload });
    actor.send({ type: 'RESET' });
    vi.advanceTimersByTime(5000);
    expect(downloads).toEqual([]);
  });

  it('every shortest path agrees with the live machine', () => {
    const paths = getShortestPaths(downloadCountdownMachine, {
      input: {},
      events: [{ type: 'CLICK', payload }, { type: 'RESET' }],
      serializeState: (s) => JSON.stringify([s.value, s.context.remaining]),
    });
    expect(paths.map((p) => p.state.value).sort()).toEqual(['counting', 'idle']);
    for (const path of paths) replay(downloadCountdownMachine, path, { input: {} });
  });
});
