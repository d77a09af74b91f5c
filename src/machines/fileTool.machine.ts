/**
 * The shared compressor lifecycle (image, JPG, PNG, video, converter):
 * noFile -> selected -> processing -> done | failed. Selecting a file clears any earlier result.
 * The work is an injected `engine` actor (provide it with `.provide({ actors: { engine } })`); it gets
 * an AbortSignal (Cancel stops it) and reports progress 0..1 through `onProgress`.
 * (The PDF compressor runs on the PDF-tool lifecycle instead, pdfTool.machine.ts: it opens the file
 * first, for its password and the consent a signed file needs.)
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';

export interface EngineInput<Options> {
  file: File;
  options: Options;
  onProgress: (fraction: number) => void;
}

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
}

interface FileToolContext<Options> {
  file: File | null;
  options: Options;
  progress: number;
  result: EngineResult | null;
  error: string | null;
}

type FileToolEvent<Options> =
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'FILE_REMOVED' }
  | { type: 'SET_OPTIONS'; options: Partial<Options> }
  | { type: 'COMPRESS' }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number };

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a chosen (or removed) file resets. */
const fresh = { result: null, progress: 0, error: null };

export function createFileToolMachine<Options extends object>(config: {
  id: string;
  defaultOptions: Options;
  texts: FileToolTexts;
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
    },
    actions: {
      select: assign({
        file: ({ event }) => (event.type === 'FILE_SELECTED' ? event.file : null),
        ...fresh,
      }),
      clear: assign({ file: null, ...fresh }),
      // A function, so the toast's words are read when it shows (in the page's language).
      toastNoFile: emit(() => ({ type: 'toast' as const, toast: texts.noFile })),
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
      FILE_SELECTED: { target: '.selected', actions: 'select' },
      FILE_REMOVED: { target: '.noFile', actions: 'clear' },
      SET_OPTIONS: { actions: assign({ options: ({ context, event }) => ({ ...context.options, ...event.options }) }) },
    },
    states: {
      noFile: {
        on: { COMPRESS: { actions: 'toastNoFile' } },
      },
      selected: {
        on: { COMPRESS: 'processing' },
      },
      processing: {
        entry: assign({ progress: 0, error: null, result: null }),
        invoke: {
          id: 'engine',
          src: 'engine',
          input: ({ context, self }) => ({
            file: context.file as File,
            options: context.options,
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
        on: { COMPRESS: 'processing' },
      },
    },
  });
}

export type FileToolMachine<Options extends object> = ReturnType<typeof createFileToolMachine<Options>>;
