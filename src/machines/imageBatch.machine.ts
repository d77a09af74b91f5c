/**
 * Several images at once (/compress-image, /compress-jpg, /compress-png when more than one image
 * is added): a list of items, each queued -> working -> done | failed with its own progress, and
 * the one item whose compare view is open. Files are checked as the upload area checks one (type
 * and size; a toast names the first problem, the good files are kept). The work is an injected
 * callback actor `batchRunner` (it runs the queued items in the worker pool and reports ITEM_*
 * events; stopping it on CANCEL aborts what is running). Items have ids, so files that share a
 * name never collide. The toast texts come from the page.
 */
import { assign, emit, fromCallback, setup } from 'xstate';
import { isAcceptedType, isWithinSize } from '../lib/acceptRules';
import type { ToastEmitted, ToastMessage } from '../lib/toast';
import type { EngineResult } from './fileTool.machine';
import { invalidTypeToast, tooLargeToast, type UploadInput } from './upload.machine';

type ItemStatus = 'queued' | 'working' | 'done' | 'failed';

export interface BatchItem {
  id: number;
  file: File;
  status: ItemStatus;
  progress: number;
  result?: EngineResult;
  error?: string;
}

interface BatchContext<Options> {
  items: BatchItem[];
  options: Options;
  nextId: number;
  /** The item whose compare view is open, if any. */
  openId: number | null;
}

export type BatchEvent<Options> =
  | { type: 'ADD_FILES'; files: File[] }
  | { type: 'REMOVE_ITEM'; id: number }
  | { type: 'CLEAR' }
  | { type: 'SET_OPTIONS'; options: Partial<Options> }
  | { type: 'START' }
  | { type: 'CANCEL' }
  | { type: 'OPEN_ITEM'; id: number }
  | { type: 'CLOSE_ITEM' }
  | { type: 'ITEM_STARTED'; id: number }
  | { type: 'ITEM_PROGRESS'; id: number; value: number }
  | { type: 'ITEM_DONE'; id: number; result: EngineResult }
  | { type: 'ITEM_FAILED'; id: number; error: string };

/** The page's toasts for a batch; the machine picks one, the page words it. */
export interface BatchTexts {
  noFiles: ToastMessage;
  /** After every item settled: how many were compressed and how many failed. */
  summary: (done: number, failed: number) => ToastMessage;
  /** What a card says when its image failed: the problem with the file, else the page's words. */
  itemFailed: (error: unknown) => string;
}

export interface RunnerInput<Options> {
  items: BatchItem[];
  options: Options;
}

const update = (items: BatchItem[], id: number, patch: Partial<BatchItem>) => items.map((i) => (i.id === id ? { ...i, ...patch } : i));
const pending = (items: BatchItem[]) => items.filter((i) => i.status === 'queued' || i.status === 'working');

/** The batch's progress 0..1: every settled item counts whole, a working one by its own progress. */
export function overallProgress(items: readonly BatchItem[]): number {
  if (items.length === 0) return 0;
  const sum = items.reduce((total, i) => total + (i.status === 'done' || i.status === 'failed' ? 1 : i.status === 'working' ? i.progress : 0), 0);
  return sum / items.length;
}

/** What a check of added files found: the files kept, and the toast for the first problem, if any. */
function checkFiles(files: readonly File[], rules: UploadInput): { kept: File[]; problem: ToastMessage | null } {
  let problem: ToastMessage | null = null;
  const kept = files.filter((file) => {
    if (!isAcceptedType(file.type, rules.accept)) problem ??= invalidTypeToast(rules);
    else if (!isWithinSize(file.size, rules.maxMB)) problem ??= tooLargeToast(rules.maxMB ?? 0, file.size, rules.words);
    else return true;
    return false;
  });
  return { kept, problem };
}

export function createImageBatchMachine<Options extends object>(config: { id: string; defaultOptions: Options; texts: BatchTexts; rules: UploadInput }) {
  const { texts, rules } = config;
  return setup({
    types: {
      context: {} as BatchContext<Options>,
      events: {} as BatchEvent<Options>,
      emitted: {} as ToastEmitted,
    },
    actors: {
      batchRunner: fromCallback<BatchEvent<Options>, RunnerInput<Options>>(() => {
        throw new Error(`${config.id}: no batchRunner was provided`);
      }),
    },
    guards: {
      hasItems: ({ context }) => context.items.length > 0,
      hasQueued: ({ context }) => context.items.some((i) => i.status === 'queued'),
      allSettled: ({ context }) => pending(context.items).length === 0,
      // The runner's reports count only for the items it runs: a late report of a cancelled or
      // removed item, or a second one of a settled item, changes nothing.
      isQueued: ({ context, event }) => 'id' in event && context.items.some((i) => i.id === event.id && i.status === 'queued'),
      isPending: ({ context, event }) => 'id' in event && pending(context.items).some((i) => i.id === event.id),
      isDone: ({ context, event }) => event.type === 'OPEN_ITEM' && context.items.some((i) => i.id === event.id && i.status === 'done'),
    },
    actions: {
      toastNoFiles: emit(() => ({ type: 'toast' as const, toast: texts.noFiles })),
      add: assign(({ context, event }) => {
        if (event.type !== 'ADD_FILES') return {};
        const { kept } = checkFiles(event.files, rules);
        return {
          items: [...context.items, ...kept.map((file, n) => ({ id: context.nextId + n, file, status: 'queued' as const, progress: 0 }))],
          nextId: context.nextId + kept.length,
        };
      }),
      toastProblem: emit(({ event }) => {
        const { problem } = checkFiles(event.type === 'ADD_FILES' ? event.files : [], rules);
        return { type: 'toast' as const, toast: problem as ToastMessage };
      }),
    },
  }).createMachine({
    id: config.id,
    context: { items: [], options: config.defaultOptions, nextId: 1, openId: null },
    initial: 'idle',
    on: {
      SET_OPTIONS: { actions: assign({ options: ({ context, event }) => ({ ...context.options, ...event.options }) }) },
      OPEN_ITEM: { guard: 'isDone', actions: assign({ openId: ({ event }) => event.id }) },
      CLOSE_ITEM: { actions: assign({ openId: null }) },
    },
    states: {
      idle: {
        on: {
          ADD_FILES: [
            { guard: ({ event }) => checkFiles(event.files, rules).problem !== null, actions: ['add', 'toastProblem'] },
            { actions: 'add' },
          ],
          REMOVE_ITEM: { actions: assign({ items: ({ context, event }) => context.items.filter((i) => i.id !== event.id), openId: ({ context, event }) => (context.openId === event.id ? null : context.openId) }) },
          CLEAR: { actions: assign({ items: [], openId: null }) },
          START: [
            { guard: 'hasQueued', target: 'running' },
            // Everything settled already (new settings): all of them again.
            { guard: 'hasItems', actions: assign({ openId: null, items: ({ context }) => context.items.map((i) => ({ ...i, status: 'queued' as const, progress: 0, result: undefined, error: undefined })) }), target: 'running' },
            { actions: 'toastNoFiles' },
          ],
        },
      },
      running: {
        invoke: {
          src: 'batchRunner',
          input: ({ context }) => ({ items: context.items.filter((i) => i.status === 'queued'), options: context.options }),
        },
        on: {
          ITEM_STARTED: { guard: 'isQueued', actions: assign({ items: ({ context, event }) => update(context.items, event.id, { status: 'working' }) }) },
          ITEM_PROGRESS: { guard: 'isPending', actions: assign({ items: ({ context, event }) => update(context.items, event.id, { progress: event.value }) }) },
          ITEM_DONE: { guard: 'isPending', actions: assign({ items: ({ context, event }) => update(context.items, event.id, { status: 'done', progress: 1, result: event.result }) }) },
          ITEM_FAILED: { guard: 'isPending', actions: assign({ items: ({ context, event }) => update(context.items, event.id, { status: 'failed', progress: 0, error: event.error }) }) },
          CANCEL: {
            target: 'idle',
            actions: assign({ items: ({ context }) => context.items.map((i) => (i.status === 'working' ? { ...i, status: 'queued' as const, progress: 0 } : i)) }),
          },
        },
        always: { guard: 'allSettled', target: 'idle', actions: emit(({ context }) => ({ type: 'toast' as const, toast: summary(texts, context.items) })) },
      },
    },
  });
}

function summary(texts: BatchTexts, items: BatchItem[]) {
  const done = items.filter((i) => i.status === 'done').length;
  return texts.summary(done, items.length - done);
}
