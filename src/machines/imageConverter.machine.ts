/**
 * /image-converter: noFile -> selected -> converting -> converted | failed. Convert needs both a
 * file and an output format (the button is disabled otherwise). The work is an injected
 * `converter` actor; its result says whether the PNG fallback was used.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastEmitted } from '../lib/toast';

export interface ConvertedImage {
  blob: Blob;
  fileName: string;
  mime: string;
  width: number;
  height: number;
  fellBack: boolean;
}

export interface ConverterInput {
  file: File;
  format: string;
  signal?: AbortSignal;
}

export interface ConverterContext {
  file: File | null;
  format: string;
  result: ConvertedImage | null;
}

export type ConverterEvent =
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'FILE_REMOVED' }
  | { type: 'SET_FORMAT'; format: string }
  | { type: 'CONVERT' };

/** 'Image Load Error' when the file itself cannot be read; 'Conversion Failed' otherwise. */
export const isLoadError = (error: unknown) => error instanceof Error && error.name === 'ImageInputError';

export const imageConverterMachine = setup({
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
            emit(({ event }) => ({
              type: 'toast' as const,
              toast: {
                title: 'Conversion Complete',
                description: `Your image has been converted successfully${event.output.fellBack ? ' (converted to PNG format)' : ''}`,
                variant: 'success' as const,
              },
            })),
          ],
        },
        onError: {
          target: 'failed',
          actions: emit(({ event }) => ({
            type: 'toast' as const,
            toast: isLoadError(event.error)
              ? { title: 'Image Load Error', description: 'Failed to load the image. Please try a different file.', variant: 'destructive' as const }
              : { title: 'Conversion Failed', description: 'Failed to convert the image. Please try again.', variant: 'destructive' as const },
          })),
        },
      },
    },
    converted: { on: { CONVERT: { guard: 'canConvert', target: 'converting' } } },
    failed: { on: { CONVERT: { guard: 'canConvert', target: 'converting' } } },
  },
});
