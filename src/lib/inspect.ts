/**
 * Holder of the dev-only Stately inspector (`?inspect`). Actors created with `inspectOptions()` are
 * visible in it; in production the holder stays empty and nothing of the inspector is bundled.
 */
import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;
let current: Inspect | undefined;

export const setInspector = (inspect: Inspect) => {
  current = inspect;
};

export const inspectOptions = () => (current ? { inspect: current } : {});
