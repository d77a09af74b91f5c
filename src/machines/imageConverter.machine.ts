/**
 * /image-converter: noFile -> selected -> converting -> converted | failed. Convert needs both a
 * file and an output format (the button is disabled otherwise). The work is an injected
 * `converter` actor; its result says whether the PNG fallback was used. The toast texts come
 * from the page.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';

export interface ConvertedImage {
  blob: Blob;
  fileName: string;
  mime: string;
  width: number;
  height: number;
  fellBack: boolean;
  /** Set when the source is animated: its frame count (the output keeps the first frame only). */
  animationFrames?: number;
}

export interface ConverterInput {
  file: File;
  format: string;
  signal?: AbortSignal;
}

interface ConverterContext {
  file: File | null;
  format: string;
  result: ConvertedImage | null;
}

type ConverterEvent =
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'FILE_REMOVED' }
  | { type: 'SET_FORMAT'; format: string }
  | { type: 'CONVERT' };

/** The page's toasts (the spec's error catalogue); the machine picks one, the page words it. */
export interface ConverterTexts {
  converted: (result: ConvertedImage) => ToastMessage;
  /** The file itself cannot be read. */
  /** The file itself is the problem (damaged, not an image ...): the engine's reason, to be shown. */
  loadError: (error: Error) => ToastMessage;
  failed: ToastMessage;
}

/** 'Image Load Error' when the file itself cannot be read; 'Conversion Failed' otherwise. */
const isLoadError = (error: unknown) => error instanceof Error && error.name === 'ImageInputError';

export function createImageConverterMachine(texts: ConverterTexts) {
  return setup({
    types: { context: {} as ConverterContext, events: {} as ConverterEvent, emitted: {} as ToastEmitted },
    actors: {
      converter: fromPromise<ConvertedImage, ConverterInput>(async () => {
        throw new Error('imageConverter: no converter actor was provided');
      }),
    },
    guards: {
      canConvert: ({ context }) => context.file !== null && context.format !== '',
    },
  }).createMachine({
    id: 'imageConverter',
    context: { file: null, format: '', result: null },
    initial: 'noFile',
    on: {
      FILE_SELECTED: { target: '.selected', actions: assign({ file: ({ event }) => event.file, result: null }) },
      FILE_REMOVED: { target: '.noFile', actions: assign({ file: null, result: null }) },
      SET_FORMAT: { actions: assign({ format: ({ event }) => event.format }) },
    },
    states: {
      noFile: {},
      selected: { on: { CONVERT: { guard: 'canConvert', target: 'converting' } } },
      converting: {
        on: { FILE_SELECTED: {}, FILE_REMOVED: {}, SET_FORMAT: {} },
        invoke: {
          src: 'converter',
          input: ({ context }) => ({ file: context.file as File, format: context.format }),
          onDone: {
            target: 'converted',
            actions: [
              assign({ result: ({ event }) => event.output }),
              emit(({ event }) => ({ type: 'toast' as const, toast: texts.converted(event.output) })),
            ],
          },
          onError: {
            target: 'failed',
            actions: emit(({ event }) => ({ type: 'toast' as const, toast: isLoadError(event.error) ? texts.loadError(event.error as Error) : texts.failed })),
          },
        },
      },
      converted: { on: { CONVERT: { guard: 'canConvert', target: 'converting' } } },
      failed: { on: { CONVERT: { guard: 'canConvert', target: 'converting' } } },
    },
  });
}
