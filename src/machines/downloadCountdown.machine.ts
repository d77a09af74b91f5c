/**
 * The compressors' download button: a click starts a 5 s wait shown as 'Wait Ns...', the button
 * is disabled, and at 0 the machine emits `download` (the view saves the blob through an object URL).
 */
import { assign, emit, setup } from 'xstate';

export const COUNTDOWN_SECONDS = 5;

export interface DownloadPayload {
  blob: Blob;
  fileName: string;
}

export interface CountdownContext {
  seconds: number;
  remaining: number;
  payload: DownloadPayload | null;
}

export type CountdownEvent = { type: 'CLICK'; payload: DownloadPayload } | { type: 'RESET' };
export type CountdownEmitted = { type: 'download'; payload: DownloadPayload };

export const waitLabel = (remaining: number) => `Wait ${remaining}s...`;

export const downloadCountdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as { seconds?: number } | undefined,
    emitted: {} as CountdownEmitted,
  },
  guards: {
    finished: ({ context }) => context.remaining <= 1,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'downloadCountdown',
  context: ({ input }) => ({ seconds: input?.seconds ?? COUNTDOWN_SECONDS, remaining: 0, payload: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CLICK: {
          target: 'counting',
          actions: assign({ payload: ({ event }) => event.payload, remaining: ({ context }) => context.seconds }),
        },
      },
    },
    counting: {
      after: {
        second: [
          {
            guard: 'finished',
            target: 'idle',
            actions: [
              emit(({ context }) => ({ type: 'download' as const, payload: context.payload as DownloadPayload })),
              assign({ remaining: 0, payload: null }),
            ],
          },
          { target: 'counting', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
        ],
      },
      on: { RESET: { target: 'idle', actions: assign({ remaining: 0, payload: null }) } },
    },
  },
});
