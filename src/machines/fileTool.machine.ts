/**
 * The shared compressor lifecycle (PDF, image, JPG, PNG, video, converter):
 * noFile -> selected -> processing -> done | failed. Selecting a file clears any earlier result.
 * The work is an injected `engine` actor (provide it with `.provide({ actors: { engine } })`); it gets
 * an AbortSignal (Cancel stops it) and reports progress 0..1 through `onProgress`.
 *
 * A tool may check each chosen file first (`preflight: true` and a `preflight` actor): checking ->
 * selected, or -> waiting when the file needs something from the user (a PDF's password, a yes to
 * compressing a signed PDF). The user's answers (PREFLIGHT_ANSWER) go back to the check and then to
 * the engine; they belong to that one file and are forgotten when another is chosen. Compress pressed
 * while the check runs starts the work as soon as the file is ready.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';

/** What the user told a tool about the current file (a password, a confirmation). */
export type PreflightAnswers = Record<string, string | boolean>;

export interface EngineInput<Options> {
  file: File;
  options: Options;
  onProgress: (fraction: number) => void;
  answers?: PreflightAnswers;
}

export interface PreflightInput<Options> {
  file: File;
  options: Options;
  answers: PreflightAnswers;
}

/** Ready to work, or what the file needs first (`need` names it for the page, `facts` describe the file). */
export type PreflightResult =
  | { ready: true; facts?: Record<string, string | number | boolean> }
  | { ready: false; need: string; facts?: Record<string, string | number | boolean> };

export interface EngineResult {
  blob: Blob;
  fileName: string;
  originalSize: number;
  size: number;
  /** True when the engine could not make the file smaller and hands back the original. */
  notSmaller?: boolean;
  /** Engine facts to display (dimensions, pages, engine name ...). */
  facts?: Record<string, string | number | boolean>;
}

export interface FileToolTexts {
  noFile: ToastMessage;
  success: (result: EngineResult) => ToastMessage;
  failure: (error: unknown) => ToastMessage;
  notSmaller?: ToastMessage;
  /** Compress pressed while the file still needs an answer (see `preflight`). */
  waiting?: (need: string) => ToastMessage;
}

export interface FileToolContext<Options> {
  file: File | null;
  options: Options;
  progress: number;
  result: EngineResult | null;
  error: string | null;
  preflight: PreflightResult | null;
  answers: PreflightAnswers;
  /** Compress was pressed while the check ran. */
  startWhenReady: boolean;
}

export type FileToolEvent<Options> =
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'FILE_REMOVED' }
  | { type: 'SET_OPTIONS'; options: Partial<Options> }
  | { type: 'COMPRESS' }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number }
  | { type: 'PREFLIGHT_ANSWER'; answers: PreflightAnswers; start?: boolean };

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a chosen (or removed) file resets. */
const fresh = { result: null, progress: 0, error: null, preflight: null, answers: {}, startWhenReady: false };

export function createFileToolMachine<Options extends object>(config: {
  id: string;
  defaultOptions: Options;
  texts: FileToolTexts;
  /** Check each chosen file with the `preflight` actor before work can start. */
  preflight?: boolean;
}) {
  const { texts } = config;
  return setup({
    types: {
      context: {} as FileToolContext<Options>,
      events: {} as FileToolEvent<Options>,
      emitted: {} as ToastEmitted,
      input: {} as Partial<Options> | undefined,
    },
    actors: {
      engine: fromPromise<EngineResult, EngineInput<Options>>(async () => {
        throw new Error(`${config.id}: no engine was provided to this machine`);
      }),
      preflight: fromPromise<PreflightResult, PreflightInput<Options>>(async () => ({ ready: true })),
    },
    guards: {
      checks: () => config.preflight === true,
      needsAnswer: ({ event }) => 'output' in event && (event.output as PreflightResult).ready === false,
      startRequested: ({ context }) => context.startWhenReady,
      uncheckedFile: ({ context }) => config.preflight === true && context.preflight?.ready !== true,
    },
    actions: {
      select: assign({
        file: ({ event }) => (event.type === 'FILE_SELECTED' ? event.file : null),
        ...fresh,
      }),
      clear: assign({ file: null, ...fresh }),
      toastNoFile: emit({ type: 'toast' as const, toast: texts.noFile }),
      toastWaiting: emit(({ context }) => ({
        type: 'toast' as const,
        toast: texts.waiting?.(context.preflight?.ready === false ? context.preflight.need : '') ?? texts.noFile,
      })),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({
      file: null,
      options: { ...config.defaultOptions, ...input },
      ...fresh,
    }),
    initial: 'noFile',
    on: {
      FILE_SELECTED: [
        { guard: 'checks', target: '.checking', actions: 'select' },
        { target: '.selected', actions: 'select' },
      ],
      FILE_REMOVED: { target: '.noFile', actions: 'clear' },
      SET_OPTIONS: { actions: assign({ options: ({ context, event }) => ({ ...context.options, ...event.options }) }) },
    },
    states: {
      noFile: {
        on: { COMPRESS: { actions: 'toastNoFile' } },
      },
      checking: {
        invoke: {
          id: 'preflight',
          src: 'preflight',
          input: ({ context }) => ({ file: context.file as File, options: context.options, answers: context.answers }),
          onDone: [
            { guard: 'needsAnswer', target: 'waiting', actions: assign({ preflight: ({ event }) => event.output, startWhenReady: false }) },
            { guard: 'startRequested', target: 'processing', actions: assign({ preflight: ({ event }) => event.output }) },
            { target: 'selected', actions: assign({ preflight: ({ event }) => event.output }) },
          ],
          onError: {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => errorText(event.error), startWhenReady: false }),
              emit(({ event }) => ({ type: 'toast' as const, toast: texts.failure(event.error) })),
            ],
          },
        },
        on: { COMPRESS: { actions: assign({ startWhenReady: true }) } },
      },
      waiting: {
        on: {
          COMPRESS: { actions: 'toastWaiting' },
          PREFLIGHT_ANSWER: {
            target: 'checking',
            actions: assign({
              answers: ({ context, event }) => ({ ...context.answers, ...event.answers }),
              startWhenReady: ({ event }) => event.start === true,
            }),
          },
        },
      },
      selected: {
        on: { COMPRESS: 'processing' },
      },
      processing: {
        entry: assign({ progress: 0, error: null, result: null, startWhenReady: false }),
        invoke: {
          id: 'engine',
          src: 'engine',
          input: ({ context, self }) => ({
            file: context.file as File,
            options: context.options,
            answers: context.answers,
            onProgress: (fraction: number) => self.send({ type: 'PROGRESS', value: fraction }),
          }),
          onDone: {
            target: 'done',
            actions: [
              assign({ result: ({ event }) => event.output, progress: 1 }),
              emit(({ event }) => ({
                type: 'toast' as const,
                toast: event.output.notSmaller && texts.notSmaller ? texts.notSmaller : texts.success(event.output),
              })),
            ],
          },
          onError: {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => errorText(event.error), progress: 0 }),
              emit(({ event }) => ({ type: 'toast' as const, toast: texts.failure(event.error) })),
            ],
          },
        },
        on: {
          PROGRESS: {
            actions: assign({ progress: ({ context, event }) => Math.max(context.progress, Math.min(1, event.value)) }),
          },
          CANCEL: { target: 'selected', actions: assign({ progress: 0 }) },
          COMPRESS: {},
        },
      },
      done: {
        on: { COMPRESS: 'processing' },
      },
      failed: {
        on: {
          // A file the check refused is checked again (it fails again, with its toast), never worked on.
          COMPRESS: [{ guard: 'uncheckedFile', target: 'checking', actions: assign({ startWhenReady: true }) }, { target: 'processing' }],
        },
      },
    },
  });
}

export type FileToolMachine<Options extends object> = ReturnType<typeof createFileToolMachine<Options>>;
