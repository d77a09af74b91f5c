/**
 * The ZIP creators (/create-zip and /create-zip-file share it; the variant sets the level and the
 * archive's name, each page brings its own toast texts): an ordered file list, then
 * idle -> compressing -> compressed, or back to idle on error/cancel.
 * Adding or removing files (or changing the level or the password) after creation discards the archive, so a
 * download always matches what the page shows. The work is the injected `engine` actor.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { zipLimitOf, type ZipLimit } from '../wasm/zip';
import type { ZipContext, ZipEmitted, ZipEngineInput, ZipEngineOutput, ZipEvent, ZipItem, ZipTexts, ZipVariant } from './createZip.types';

export type { ZipContext, ZipEngineInput, ZipEngineOutput, ZipItem, ZipTexts, ZipVariant } from './createZip.types';

const DEFAULT_LEVEL = 5;
export const BUILDER_DEFAULT_LEVEL = 6;
const DEFAULT_ZIP_NAME = 'archive.zip';

/** The download name: '.zip' appended unless it already ends in .zip (any case). */
export const zipFileName = (name: string) => {
  const trimmed = name.trim();
  return /\.zip$/i.test(trimmed) ? trimmed : `${trimmed}.zip`;
};

const levelOf = (context: ZipContext) => (context.variant === 'file' ? BUILDER_DEFAULT_LEVEL : context.level);
const archiveName = (context: ZipContext) => (context.variant === 'file' ? zipFileName(context.zipName) : DEFAULT_ZIP_NAME);
const entriesOf = (items: ZipItem[]) => items.map((i) => ({ name: i.path, size: i.file.size }));
/** The ZIP limit the engine refused the job for (its ZipLimitError), if that is why it failed. */
const limitOf = (error: unknown): ZipLimit | undefined =>
  error instanceof Error && error.name === 'ZipLimitError' && 'limit' in error ? (error.limit as ZipLimit) : undefined;

export function createZipMachine(texts: ZipTexts) {
  return setup({
    types: {
      context: {} as ZipContext,
      events: {} as ZipEvent,
      emitted: {} as ZipEmitted,
      input: {} as { variant?: ZipVariant } | undefined,
    },
    actors: {
      engine: fromPromise<ZipEngineOutput, ZipEngineInput>(async () => {
        throw new Error('createZip: no engine was provided to this machine');
      }),
    },
    guards: {
      hasNoFiles: ({ context }) => context.items.length === 0,
      nameIsBlank: ({ context }) => context.variant === 'file' && context.zipName.trim() === '',
      passwordMissing: ({ context }) => context.protect && context.password === '',
      protectionDiffers: ({ context, event }) =>
        (event.type === 'PROTECT_CHANGED' && event.protect !== context.protect) || (event.type === 'PASSWORD_CHANGED' && context.protect && event.password !== context.password),
      exceedsZipLimits: ({ context }) => zipLimitOf(entriesOf(context.items)) !== null,
      hasBlob: ({ context }) => context.archive?.blob != null,
      levelDiffers: ({ context, event }) => event.type === 'LEVEL_CHANGED' && event.level !== context.level,
      knowsItem: ({ context, event }) => event.type === 'FILE_REMOVED' && context.items.some((i) => i.id === event.id),
    },
    actions: {
      append: assign(({ context, event }) => {
        if (event.type !== 'FILES_ADDED') return {};
        const added = event.files.map((f, i) => ({ id: context.nextId + i, file: f.file, path: f.path || f.file.name }));
        return { items: [...context.items, ...added], nextId: context.nextId + added.length };
      }),
      remove: assign({
        items: ({ context, event }) => (event.type === 'FILE_REMOVED' ? context.items.filter((i) => i.id !== event.id) : context.items),
      }),
      setLevel: assign({ level: ({ context, event }) => (event.type === 'LEVEL_CHANGED' ? Math.min(9, Math.max(1, Math.round(event.level))) : context.level) }),
      discardArchive: assign({ archive: null, progress: 0 }),
      toastNoFiles: emit({ type: 'toast' as const, toast: texts.noFiles }),
      toastInvalidName: emit({ type: 'toast' as const, toast: texts.invalidName }),
      toastNoPassword: emit({ type: 'toast' as const, toast: texts.noPassword }),
      setProtection: assign(({ event }) => {
        if (event.type === 'PROTECT_CHANGED') return { protect: event.protect };
        if (event.type === 'PASSWORD_CHANGED') return { password: event.password };
        return {};
      }),
      toastTooBig: emit(({ context }) => ({ type: 'toast' as const, toast: texts.failure(zipLimitOf(entriesOf(context.items)) ?? undefined) })),
      toastNoArchive: emit({ type: 'toast' as const, toast: texts.noArchive }),
    },
  }).createMachine({
    id: 'createZip',
    context: ({ input }) => ({
      variant: input?.variant ?? 'creator',
      items: [],
      nextId: 1,
      level: DEFAULT_LEVEL,
      zipName: DEFAULT_ZIP_NAME,
      protect: false,
      password: '',
      progress: 0,
      archive: null,
    }),
    initial: 'idle',
    on: {
      NAME_CHANGED: { actions: assign({ zipName: ({ event }) => event.name }) },
    },
    states: {
      idle: {
        on: {
          FILES_ADDED: { actions: 'append' },
          FILE_REMOVED: { actions: 'remove' },
          LEVEL_CHANGED: { actions: 'setLevel' },
          PROTECT_CHANGED: { actions: 'setProtection' },
          PASSWORD_CHANGED: { actions: 'setProtection' },
          CREATE: [
            { guard: 'hasNoFiles', actions: 'toastNoFiles' },
            { guard: 'nameIsBlank', actions: 'toastInvalidName' },
            { guard: 'passwordMissing', actions: 'toastNoPassword' },
            { guard: 'exceedsZipLimits', actions: 'toastTooBig' },
            { target: 'compressing' },
          ],
          DOWNLOAD: { actions: 'toastNoArchive' },
        },
      },
      compressing: {
        entry: 'discardArchive',
        invoke: {
          id: 'engine',
          src: 'engine',
          input: ({ context, self }) => ({
            entries: context.items.map((i) => ({ name: i.path, blob: i.file, lastModified: i.file.lastModified })),
            level: context.variant === 'file' ? undefined : context.level,
            ...(context.protect ? { password: context.password } : {}),
            fileName: archiveName(context),
            onProgress: (fraction: number) => self.send({ type: 'PROGRESS', value: fraction }),
          }),
          onDone: {
            target: 'compressed',
            actions: [
              assign({
                archive: ({ context, event }) => ({ ...event.output, fileCount: context.items.length, level: levelOf(context) }),
                progress: 1,
              }),
              emit(({ context }) => ({
                type: 'toast' as const,
                toast: texts.created(context.items.length, levelOf(context), archiveName(context)),
              })),
            ],
          },
          onError: {
            target: 'idle',
            actions: [
              'discardArchive',
              emit(({ event }) => ({
                type: 'toast' as const,
                toast: texts.failure(limitOf(event.error)),
              })),
            ],
          },
        },
        on: {
          PROGRESS: { actions: assign({ progress: ({ context, event }) => Math.max(context.progress, Math.min(1, event.value)) }) },
          CANCEL: { target: 'idle', actions: 'discardArchive' },
        },
      },
      compressed: {
        on: {
          FILES_ADDED: { target: 'idle', actions: ['append', 'discardArchive'] },
          FILE_REMOVED: { guard: 'knowsItem', target: 'idle', actions: ['remove', 'discardArchive'] },
          LEVEL_CHANGED: { guard: 'levelDiffers', target: 'idle', actions: ['setLevel', 'discardArchive'] },
          PROTECT_CHANGED: [{ guard: 'protectionDiffers', target: 'idle', actions: ['setProtection', 'discardArchive'] }, { actions: 'setProtection' }],
          PASSWORD_CHANGED: [{ guard: 'protectionDiffers', target: 'idle', actions: ['setProtection', 'discardArchive'] }, { actions: 'setProtection' }],
          DOWNLOAD: [
            { guard: 'nameIsBlank', actions: 'toastInvalidName' },
            {
              guard: 'hasBlob',
              actions: [
                emit(({ context }) => ({ type: 'download' as const, blob: context.archive?.blob as Blob, fileName: archiveName(context) })),
                emit(({ context }) => ({
                  type: 'toast' as const,
                  toast: texts.downloadStarted(archiveName(context), context.archive?.size ?? 0),
                })),
              ],
            },
          ],
        },
      },
    },
  });
}
