/**
 * Replays @xstate/graph paths on live actors, so each step's real effects (emitted toasts,
 * context) can be checked, and the live state must agree with the traversal's.
 */
import { createActor, type AnyActorLogic, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { StatePath } from '@xstate/graph';
import { expect } from 'vitest';

export interface Emitted {
  type: string;
  [key: string]: unknown;
}

export function replay<M extends AnyStateMachine>(
  machine: M,
  path: StatePath<SnapshotFrom<M>, EventFromLogic<M>>,
  options: { input?: unknown; onStep?: (snapshot: SnapshotFrom<M>, emitted: Emitted[], event: EventFromLogic<M>) => void } = {},
) {
  const actor = createActor(machine as AnyActorLogic, { input: options.input });
  const emitted: Emitted[] = [];
  actor.on('*', (e: Emitted) => emitted.push(e));
  actor.start();
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    const before = emitted.length;
    actor.send(step.event);
    const snapshot = actor.getSnapshot() as SnapshotFrom<M>;
    expect((snapshot as { value: unknown }).value).toEqual((step.state as { value: unknown }).value);
    options.onStep?.(snapshot, emitted.slice(before), step.event);
  }
  const final = actor.getSnapshot();
  actor.stop();
  return { final, emitted };
}

export const stateKey = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

/**
 * For every path to `doneState`: the result there is `result`, and each of `changes` (among the
 * events `eventsFor` offers there) takes the machine back to `editing` with the result dropped.
 */
export function expectChangesDropResult<M extends AnyStateMachine>(
  machine: M,
  paths: StatePath<SnapshotFrom<M>, EventFromLogic<M>>[],
  { doneState, result, changes, eventsFor }: { doneState: string; result: unknown; changes: string[]; eventsFor: (snapshot: SnapshotFrom<M>) => EventFromLogic<M>[] },
) {
  const toDone = paths.filter((p) => (p.state as unknown as { matches: (state: string) => boolean }).matches(doneState));
  expect(toDone.length).toBeGreaterThan(0);
  for (const path of toDone) {
    const { final } = replay(machine, path);
    const resultOf = (snapshot: unknown) => (snapshot as { context: { result: unknown } }).context.result;
    expect(resultOf(final)).toEqual(result);
    for (const change of eventsFor(final as SnapshotFrom<M>).filter((e) => changes.includes(e.type))) {
      const actor = createActor(machine as AnyActorLogic).start();
      path.steps.slice(1).forEach((step) => actor.send(step.event));
      actor.send(change);
      expect((actor.getSnapshot() as { value: unknown }).value).toBe('editing');
      expect(resultOf(actor.getSnapshot())).toBeNull();
      actor.stop();
    }
  }
}
