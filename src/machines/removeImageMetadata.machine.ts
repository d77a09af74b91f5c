/**
 * The metadata remover (spec section 4 'Metadata remover'): a bulk list of images keyed by id,
 * per-file selection and select-all, Remove All / Remove Selected ('Processing...'), downloads
 * once processed, the sensitive-fields toggle and a metadata inspector for the file being shown.
 * Two parallel regions: `work` (idle -> processing -> idle, packing for downloads) and `inspector`
 * (empty -> reading -> shown). The work is done by injected actors: readSummary, clean and pack;
 * the toast texts come from the page.
 */
import { and, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { unreadableSummary, type MetadataView } from '../wasm/metadata';
import type { ToastMessage } from '../lib/toast';
import type { CleanOutput, PackInput, RemoverContext, RemoverEmitted, RemoverEvent, RemoverFile, RemoverOptions, RemoverTexts } from './removeImageMetadata.types';

export type { CleanOutput, CleanResult, PackInput, RemoverContext, RemoverEvent, RemoverFile, RemoverOptions, RemoverTexts } from './removeImageMetadata.types';

export const ZIP_ALL = 'cleaned_images.zip';
export const ZIP_SELECTED = 'cleaned_selected_images.zip';

const toast = (message: ToastMessage) => ({ type: 'toast' as const, params: message });
const isImage = (file: File) => file.type.startsWith('image/');
const allProcessed = (c: RemoverContext, ids: string[]) => ids.every((id) => id in c.results);
const idsOf = (c: RemoverContext) => c.files.map((f) => f.id);
/** Any change of the list makes earlier results stale (spec: it resets processed). */
const listChanged = { processed: false, results: {} } as const;

/** The texts that are one toast each (the rest take what happened). */
type FixedToast = { [K in keyof RemoverTexts]: RemoverTexts[K] extends ToastMessage ? K : never }[keyof RemoverTexts];

export function createRemoveImageMetadataMachine(T: RemoverTexts) {
  /** A fixed toast, read when it shows (in the page's language), not when the machine is made. */
  const say = (key: FixedToast) => ({ type: 'toast' as const, params: () => T[key] });
  return setup({
    types: {
      context: {} as RemoverContext,
      events: {} as RemoverEvent,
      emitted: {} as RemoverEmitted,
    },
    actors: {
      readSummary: fromPromise<MetadataView, { file: File }>(async () => {
        throw new Error('removeImageMetadata: no readSummary actor provided');
      }),
      clean: fromPromise<CleanOutput, { files: RemoverFile[]; options: RemoverOptions; onProgress: (f: number) => void }>(async () => {
        throw new Error('removeImageMetadata: no clean actor provided');
      }),
      pack: fromPromise<{ blob: Blob; fileName: string }, PackInput>(async () => {
        throw new Error('removeImageMetadata: no pack actor provided');
      }),
    },
    guards: {
      noImages: ({ event }) => event.type === 'FILES_ADDED' && !event.files.some(isImage),
      fromDrop: ({ event }) => event.type === 'FILES_ADDED' && event.via === 'drop',
      noFiles: ({ context }) => context.files.length === 0,
      allDone: ({ context }) => context.files.length > 0 && allProcessed(context, idsOf(context)),
      noneSelected: ({ context }) => context.selected.length === 0,
      notProcessed: ({ context }) => !context.processed,
      someUnprocessed: ({ context }) => !allProcessed(context, idsOf(context)),
      someSelectedUnprocessed: ({ context }) => !allProcessed(context, context.selected),
    },
    actions: {
      toast: emit((_, params: ToastMessage) => ({ type: 'toast' as const, toast: params })),
      addImages: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'FILES_ADDED') return;
        const added = event.files.filter(isImage).map((file, i) => ({ id: `f${context.nextId + i}`, file }));
        enqueue.assign({ files: [...context.files, ...added], nextId: context.nextId + added.length, ...listChanged });
        // The spec shows the metadata of the first newly added file.
        enqueue.raise({ type: 'INSPECT', id: added[0].id });
      }),
      /** Spec: removing a file when one or fewer remain clears the shown metadata (and so does removing the shown one). */
      clearInspectorIfNeeded: enqueueActions(({ context, enqueue }) => {
        const shownGone = context.shownId !== null && !context.files.some((f) => f.id === context.shownId);
        if (context.files.length <= 1 || shownGone) enqueue.raise({ type: 'CLEAR_INSPECTOR' });
      }),
      removeFile: assign(({ context, event }) => {
        const id = event.type === 'FILE_REMOVED' ? event.id : '';
        return { files: context.files.filter((f) => f.id !== id), selected: context.selected.filter((s) => s !== id), ...listChanged };
      }),
    },
  }).createMachine({
    id: 'removeImageMetadata',
    type: 'parallel',
    context: {
      files: [],
      nextId: 1,
      selected: [],
      processed: false,
      results: {},
      targets: [],
      progress: 0,
      shownId: null,
      shown: null,
      showSensitive: false,
      options: { stripProfile: false },
    },
    on: {
      TOGGLE_FILE: {
        actions: assign({
          selected: ({ context, event }) =>
            context.selected.includes(event.id) ? context.selected.filter((s) => s !== event.id) : [...context.selected, event.id],
        }),
      },
      TOGGLE_ALL: {
        actions: assign({ selected: ({ context }) => (context.selected.length === context.files.length ? [] : idsOf(context)) }),
      },
      TOGGLE_SENSITIVE: { actions: assign({ showSensitive: ({ context }) => !context.showSensitive }) },
    },
    states: {
      work: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              FILES_ADDED: [
                { guard: and(['noImages', 'fromDrop']), actions: say('invalidDrop') },
                { guard: 'noImages', actions: say('invalidPick') },
                { actions: 'addImages' },
              ],
              FILE_REMOVED: { actions: ['removeFile', 'clearInspectorIfNeeded'] },
              SET_OPTIONS: { actions: assign(({ context, event }) => ({ options: { ...context.options, ...event.options }, ...listChanged })) },
              REMOVE_ALL: [
                { guard: 'noFiles', actions: say('noImages') },
                { guard: 'allDone' },
                { target: 'processing', actions: assign({ targets: ({ context }) => idsOf(context) }) },
              ],
              REMOVE_SELECTED: [
                { guard: 'noneSelected', actions: say('noneSelected') },
                { target: 'processing', actions: assign({ targets: ({ context }) => [...context.selected] }) },
              ],
              DOWNLOAD: [
                { guard: 'notProcessed', actions: say('cannotDownload') },
                { guard: 'someUnprocessed', actions: say('downloadFailed') },
                { target: 'packing.all' },
              ],
              DOWNLOAD_SELECTED: [
                { guard: 'noneSelected', actions: say('noneSelected') },
                { guard: 'notProcessed', actions: say('cannotDownload') },
                { guard: 'someSelectedUnprocessed', actions: say('selectedNotProcessed') },
                { target: 'packing.selected' },
              ],
            },
          },
          processing: {
            entry: assign({ progress: 0 }),
            invoke: {
              id: 'clean',
              src: 'clean',
              input: ({ context, self }) => ({
                files: context.files.filter((f) => context.targets.includes(f.id)),
                options: context.options,
                onProgress: (value: number) => self.send({ type: 'PROGRESS', value }),
              }),
              onDone: {
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const { results, failedIds, problem } = event.output;
                  const merged = { ...context.results, ...Object.fromEntries(results.map((r) => [r.id, r])) };
                  enqueue.assign({ results: merged, processed: Object.keys(merged).length > 0, progress: 1, targets: [] });
                  if (failedIds.length > 0) enqueue(toast(problem ? T.fileProblem(problem) : T.processingFailed));
                  else enqueue(toast(T.removed(results.length)));
                }),
              },
              onError: { target: 'idle', actions: [assign({ progress: 0, targets: [] }), say('processingFailed')] },
            },
            on: {
              PROGRESS: { actions: assign({ progress: ({ context, event }) => Math.max(context.progress, Math.min(1, event.value)) }) },
            },
          },
          packing: {
            initial: 'all',
            states: {
              all: {
                invoke: {
                  id: 'pack',
                  src: 'pack',
                  input: ({ context }) => ({ results: idsOf(context).map((id) => context.results[id]), zipName: ZIP_ALL }),
                  onDone: { target: '#removeImageMetadata.work.idle', actions: emit(({ event }) => ({ type: 'download' as const, ...event.output })) },
                  onError: { target: '#removeImageMetadata.work.idle', actions: say('downloadFailed') },
                },
              },
              selected: {
                invoke: {
                  id: 'pack',
                  src: 'pack',
                  input: ({ context }) => ({ results: context.selected.map((id) => context.results[id]), zipName: ZIP_SELECTED }),
                  onDone: { target: '#removeImageMetadata.work.idle', actions: emit(({ event }) => ({ type: 'download' as const, ...event.output })) },
                  onError: { target: '#removeImageMetadata.work.idle', actions: say('downloadFailed') },
                },
              },
            },
          },
        },
      },
      inspector: {
        initial: 'empty',
        on: {
          INSPECT: { guard: ({ context, event }) => context.files.some((f) => f.id === event.id), target: '.reading', reenter: true, actions: assign({ shownId: ({ event }) => event.id, shown: null }) },
          CLEAR_INSPECTOR: { target: '.empty', actions: assign({ shownId: null, shown: null }) },
        },
        states: {
          empty: {},
          reading: {
            invoke: {
              id: 'reader',
              src: 'readSummary',
              input: ({ context }) => ({ file: context.files.find((f) => f.id === context.shownId)!.file }),
              onDone: { target: 'shown', actions: assign({ shown: ({ event }) => event.output }) },
              onError: [
                {
                  // A damaged file (the engine's ImageInputError): its name and what is wrong, as the clean step says it.
                  guard: ({ event }) => event.error instanceof Error && event.error.name === 'ImageInputError',
                  target: 'shown',
                  actions: [
                    assign({ shown: ({ context }) => unreadableSummary(context.files.find((f) => f.id === context.shownId)!.file) }),
                    emit(({ context, event }) => ({
                      type: 'toast' as const,
                      toast: T.damaged(`${context.files.find((f) => f.id === context.shownId)!.file.name}: ${(event.error as Error).message}`),
                    })),
                  ],
                },
                { target: 'shown', actions: [assign({ shown: ({ context }) => unreadableSummary(context.files.find((f) => f.id === context.shownId)!.file) }), say('unreadable')] },
              ],
            },
          },
          shown: {},
        },
      },
    },
  });
}
