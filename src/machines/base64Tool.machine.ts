/**
 * The Base64 tool: four tabs (the spec's three plus 'Base64 to File'), each with its own input and
 * result, and one worker slot: ready -> working -> ready. The action button is guarded (blank input
 * after trimming does nothing and is disabled); choosing a file starts encoding at once, as the
 * spec's file tab does. The work is an injected `engine` actor that gets an AbortSignal (Cancel, a
 * new file or removing the file stops it) and reports progress 0..1. The toast texts come from the page.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';

export type Base64Tab = 'encodeText' | 'decodeText' | 'encodeFile' | 'decodeFile';
export type TextTab = Exclude<Base64Tab, 'encodeFile'>;

export type Base64Result =
  | { kind: 'text'; text: string }
  | { kind: 'encodedFile'; blob: Blob; preview: string; length: number; fileName: string }
  | { kind: 'decodedFile'; blob: Blob; mime: string; extension: string; fileName: string };

export interface Base64Job {
  tab: Base64Tab;
  text: string;
  file: File | null;
  onProgress: (fraction: number) => void;
}

export interface Base64Context {
  tab: Base64Tab;
  inputs: Record<TextTab, string>;
  file: File | null;
  results: Partial<Record<Base64Tab, Base64Result>>;
  /** The tab whose job is running. */
  job: Base64Tab | null;
  progress: number;
}

export type Base64Event =
  | { type: 'TAB_CHANGED'; tab: Base64Tab }
  | { type: 'INPUT_CHANGED'; value: string }
  | { type: 'RUN' }
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'FILE_REMOVED' }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number }
  | { type: 'COPIED' }
  | { type: 'COPY_FAILED' };

/** The page's toasts (the spec's error catalogue); the machine picks one, the page words it. */
export interface Base64Texts {
  encodingError: ToastMessage;
  fileEncodingError: ToastMessage;
  decodingError: ToastMessage;
  copied: ToastMessage;
  copyFailed: ToastMessage;
}

const failureToast = (texts: Base64Texts, tab: Base64Tab): ToastMessage =>
  tab === 'encodeText' ? texts.encodingError : tab === 'encodeFile' ? texts.fileEncodingError : texts.decodingError;

const isTextTab = (tab: Base64Tab): tab is TextTab => tab !== 'encodeFile';

/** The spec's rule: input must be non-blank after trimming; the file tab needs a file. */
export const canRun = (context: Pick<Base64Context, 'tab' | 'inputs' | 'file'>) =>
  isTextTab(context.tab) ? context.inputs[context.tab].trim() !== '' : context.file !== null;

const without = (results: Base64Context['results'], tab: Base64Tab) => {
  const rest = { ...results };
  delete rest[tab];
  return rest;
};

export function createBase64ToolMachine(texts: Base64Texts) {
  return setup({
    types: {
      context: {} as Base64Context,
      events: {} as Base64Event,
      emitted: {} as ToastEmitted,
    },
    actors: {
      engine: fromPromise<Base64Result, Base64Job>(async () => {
        throw new Error('base64Tool: no engine was provided to this machine');
      }),
    },
    guards: {
      canRun: ({ context }) => canRun(context),
      encodingFile: ({ context }) => context.job === 'encodeFile',
    },
    actions: {
      setTab: assign({ tab: ({ context, event }) => (event.type === 'TAB_CHANGED' ? event.tab : context.tab) }),
      setInput: assign({
        inputs: ({ context, event }) =>
          event.type === 'INPUT_CHANGED' && isTextTab(context.tab) ? { ...context.inputs, [context.tab]: event.value } : context.inputs,
      }),
      startJob: assign({ job: ({ context }) => context.tab, progress: 0 }),
      takeFile: assign({
        file: ({ event }) => (event.type === 'FILE_SELECTED' ? event.file : null),
        results: ({ context }) => without(context.results, 'encodeFile'),
        job: 'encodeFile',
        progress: 0,
      }),
      dropFile: assign({ file: null, results: ({ context }) => without(context.results, 'encodeFile') }),
      endJob: assign({ job: null, progress: 0 }),
      toastCopied: emit(() => ({ type: 'toast' as const, toast: texts.copied })),
      toastCopyFailed: emit(() => ({ type: 'toast' as const, toast: texts.copyFailed })),
    },
  }).createMachine({
    id: 'base64Tool',
    context: {
      tab: 'encodeText',
      inputs: { encodeText: '', decodeText: '', decodeFile: '' },
      file: null,
      results: {},
      job: null,
      progress: 0,
    },
    initial: 'ready',
    on: {
      TAB_CHANGED: { actions: 'setTab' },
      INPUT_CHANGED: { actions: 'setInput' },
      FILE_SELECTED: { target: '.working', reenter: true, actions: 'takeFile' },
      COPIED: { actions: 'toastCopied' },
      COPY_FAILED: { actions: 'toastCopyFailed' },
    },
    states: {
      ready: {
        on: {
          RUN: { guard: 'canRun', target: 'working', actions: 'startJob' },
          FILE_REMOVED: { actions: 'dropFile' },
        },
      },
      working: {
        invoke: {
          id: 'engine',
          src: 'engine',
          input: ({ context, self }) => {
            const tab = context.job ?? context.tab;
            return {
              tab,
              text: isTextTab(tab) ? context.inputs[tab] : '',
              file: context.file,
              onProgress: (fraction: number) => self.send({ type: 'PROGRESS', value: fraction }),
            };
          },
          onDone: {
            target: 'ready',
            actions: [
              assign({ results: ({ context, event }) => ({ ...context.results, [context.job ?? context.tab]: event.output }) }),
              'endJob',
            ],
          },
          onError: {
            target: 'ready',
            actions: [
              assign({ results: ({ context }) => without(context.results, context.job ?? context.tab) }),
              emit(({ context }) => ({ type: 'toast' as const, toast: failureToast(texts, context.job ?? context.tab) })),
              'endJob',
            ],
          },
        },
        on: {
          PROGRESS: { actions: assign({ progress: ({ context, event }) => Math.max(context.progress, Math.min(1, event.value)) }) },
          CANCEL: { target: 'ready', actions: 'endJob' },
          FILE_REMOVED: [{ guard: 'encodingFile', target: 'ready', actions: ['dropFile', 'endJob'] }, { actions: 'dropFile' }],
        },
      },
    },
  });
}
