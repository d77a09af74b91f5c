/**
 * The metadata editor (spec section 4 'Metadata editor'): empty -> loading (values read from the
 * image) -> viewing; Edit makes a working copy, Save replaces the values (after checking them),
 * Cancel drops the copy; Download writes the values into the file (injected `write` actor).
 * The toast texts come from the page.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { EDITABLE_KEYS, type EditableKey, type EditableMetadata, editProblem } from '../wasm/metadata';
import type { ToastEmitted, ToastMessage } from '../lib/toast';

export type FieldKey = 'fileName' | 'fileSize' | 'fileType' | 'lastModified' | EditableKey;
export type EditorValues = Record<FieldKey, string> & { fileName: string };

export const EDITABLE_FIELDS: readonly FieldKey[] = ['fileName', ...EDITABLE_KEYS];

interface EditorContext {
  file: File | null;
  values: EditorValues | null;
  draft: EditorValues | null;
}

export type EditorEvent =
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'FILE_REMOVED' }
  | { type: 'EDIT' }
  | { type: 'CHANGE'; key: FieldKey; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'DOWNLOAD' };

type EditorEmitted = ToastEmitted | { type: 'download'; blob: Blob; fileName: string };

export interface WriteInput {
  file: File;
  values: EditorValues;
}

/** The page's toasts (the spec's error catalogue); the machine picks one, the page words it. */
export interface EditorTexts {
  invalidFile: ToastMessage;
  unreadable: ToastMessage;
  /** The file itself is damaged (an ImageInputError from the engine): what is wrong, in its words. */
  damaged: (problem: string) => ToastMessage;
  updated: ToastMessage;
  invalidValue: (problem: string) => ToastMessage;
  downloadStarted: ToastMessage;
  downloadFailed: (error: unknown) => ToastMessage;
}

const KB = 1024;

/** The engine's "problem with the user's file" errors carry this name, with a message for the user. */
const isDamaged = (error: unknown) => error instanceof Error && error.name === 'ImageInputError';

/** What the file itself says (name, size in KB, type, last modified) and nothing read yet. */
function fileValues(file: File, read?: EditableMetadata): EditorValues {
  const empty = Object.fromEntries(EDITABLE_KEYS.map((k) => [k, ''])) as EditableMetadata;
  return {
    ...empty,
    ...read,
    fileName: file.name,
    fileSize: `${(file.size / KB).toFixed(2)} KB`,
    fileType: file.type,
    lastModified: new Date(file.lastModified).toLocaleString('en-US'),
  };
}

export function createImageMetadataEditorMachine(texts: EditorTexts) {
  return setup({
    types: {
      context: {} as EditorContext,
      events: {} as EditorEvent,
      emitted: {} as EditorEmitted,
    },
    actors: {
      read: fromPromise<EditableMetadata, { file: File }>(async () => {
        throw new Error('imageMetadataEditor: no read actor provided');
      }),
      write: fromPromise<{ blob: Blob; fileName: string }, WriteInput>(async () => {
        throw new Error('imageMetadataEditor: no write actor provided');
      }),
    },
    guards: {
      notImage: ({ event }) => event.type === 'FILE_SELECTED' && !event.file.type.startsWith('image/'),
      draftInvalid: ({ context }) => context.draft !== null && editProblem(context.draft) !== null,
    },
    actions: {
      toast: emit((_, params: ToastMessage) => ({ type: 'toast' as const, toast: params })),
    },
  }).createMachine({
    id: 'imageMetadataEditor',
    context: { file: null, values: null, draft: null },
    initial: 'empty',
    on: {
      FILE_SELECTED: [
        { guard: 'notImage', actions: { type: 'toast', params: () => texts.invalidFile } },
        {
          target: '.loading',
          actions: assign(({ event }) => ({ file: event.file, values: fileValues(event.file), draft: null })),
        },
      ],
      FILE_REMOVED: { target: '.empty', actions: assign({ file: null, values: null, draft: null }) },
    },
    states: {
      empty: {},
      loading: {
        invoke: {
          id: 'read',
          src: 'read',
          input: ({ context }) => ({ file: context.file as File }),
          onDone: { target: 'viewing', actions: assign({ values: ({ context, event }) => fileValues(context.file as File, event.output) }) },
          onError: [
            {
              guard: ({ event }) => isDamaged(event.error),
              target: 'viewing',
              actions: emit(({ event }) => ({ type: 'toast' as const, toast: texts.damaged((event.error as Error).message) })),
            },
            { target: 'viewing', actions: { type: 'toast', params: () => texts.unreadable } },
          ],
        },
      },
      viewing: {
        on: {
          EDIT: { target: 'editing', actions: assign({ draft: ({ context }) => context.values && { ...context.values } }) },
          DOWNLOAD: 'downloading',
        },
      },
      editing: {
        on: {
          CHANGE: {
            guard: ({ event }) => EDITABLE_FIELDS.includes(event.key),
            actions: assign({ draft: ({ context, event }) => context.draft && { ...context.draft, [event.key]: event.value } }),
          },
          SAVE: [
            {
              guard: 'draftInvalid',
              actions: emit(({ context }) => ({ type: 'toast' as const, toast: texts.invalidValue(editProblem(context.draft!) ?? '') })),
            },
            { target: 'viewing', actions: [assign({ values: ({ context }) => context.draft, draft: null }), { type: 'toast', params: () => texts.updated }] },
          ],
          CANCEL: { target: 'viewing', actions: assign({ draft: null }) },
        },
      },
      downloading: {
        invoke: {
          id: 'write',
          src: 'write',
          input: ({ context }) => ({ file: context.file as File, values: context.values as EditorValues }),
          onDone: {
            target: 'viewing',
            actions: [emit(({ event }) => ({ type: 'download' as const, ...event.output })), { type: 'toast', params: () => texts.downloadStarted }],
          },
          onError: {
            target: 'viewing',
            actions: emit(({ event }) => ({ type: 'toast' as const, toast: texts.downloadFailed(event.error) })),
          },
        },
      },
    },
  });
}
