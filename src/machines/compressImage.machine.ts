/**
 * Batch image compression (/compress-image with several files): a list of items, each queued ->
 * working -> done | failed with its own progress. The work is an injected callback actor
 * `batchRunner` (it runs the queued items in the worker pool and reports ITEM_* events; stopping
 * it on CANCEL aborts what is running). Items have ids, so files that share a name never collide.
 * The toast texts come from the page.
 */
import { assign, emit, fromCallback, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';
import type { EngineResult } from './fileTool.machine';

export type ItemStatus = 'queued' | 'working' | 'done' | 'failed';

export interface BatchItem {
  id: number;
  file: File;
  status: ItemStatus;
  progress: number;
  result?: EngineResult;
  error?: string;
}

export interface BatchContext<Options> {
  items: BatchItem[];
  options: Options;
  nextId: number;
}

export type BatchEvent<Options> =
  | { type: 'ADD_FILES'; files: File[] }
  | { type: 'REMOVE_ITEM'; id: number }
  | { type: 'CLEAR' }
  | { type: 'SET_OPTIONS'; options: Partial<Options> }
  | { type: 'START' }
  | { type: 'CANCEL' }
  | { type: 'ITEM_STARTED'; id: number }
  | { type: 'ITEM_PROGRESS'; id: number; value: number }
  | { type: 'ITEM_DONE'; id: number; result: EngineResult }
  | { type: 'ITEM_FAILED'; id: number; error: string };

/** The page's toasts for a batch; the machine picks one, the page words it. */
export interface BatchTexts {
  noFiles: ToastMessage;
  /** After every item settled: how many were compressed and how many failed. */
  summary: (done: number, failed: number) => ToastMessage;
}

export interface RunnerInput<Options> {
  items: BatchItem[];
  options: Options;
}

const update = (items: BatchItem[], id: number, patch: Partial<BatchItem>) => items.map((i) => (i.id === id ? { ...i, ...patch } : i));
const pending = (items: BatchItem[]) => items.filter((i) => i.status === 'queued' || i.status === 'working');

export function createCompressImageBatchMachine<Options extends object>(config: { id: string; defaultOptions: Options; texts: BatchTexts }) {
  const { texts } = config;
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
    },
    actions: {
      toastNoFiles: emit({ type: 'toast' as const, toast: texts.noFiles }),
    },
  }).createMachine({
    id: config.id,
    context: { items: [], options: config.defaultOptions, nextId: 1 },
    initial: 'idle',
    on: {
      SET_OPTIONS: { actions: assign({ options: ({ context, event }) => ({ ...context.options, ...event.options }) }) },
    },
    states: {
      idle: {
        on: {
          ADD_FILES: {
            actions: assign(({ context, event }) => ({
              items: [
                ...context.items,
                ...event.files.map((file, n) => ({ id: context.nextId + n, file, status: 'queued' as const, progress: 0 })),
              ],
              nextId: context.nextId + event.files.length,
            })),
          },
          REMOVE_ITEM: { actions: assign({ items: ({ context, event }) => context.items.filter((i) => i.id !== event.id) }) },
          CLEAR: { actions: assign({ items: [] }) },
          START: [
            { guard: 'hasQueued', target: 'running' },
            { guard: 'hasItems', actions: assign({ items: ({ context }) => context.items.map((i) => ({ ...i, status: 'queued' as const, progress: 0, result: undefined, error: undefined })) }), target: 'running' },
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
          ITEM_STARTED: { actions: assign({ items: ({ context, event }) => update(context.items, event.id, { status: 'working' }) }) },
          ITEM_PROGRESS: { actions: assign({ items: ({ context, event }) => update(context.items, event.id, { progress: event.value }) }) },
          ITEM_DONE: { actions: assign({ items: ({ context, event }) => update(context.items, event.id, { status: 'done', progress: 1, result: event.result }) }) },
          ITEM_FAILED: { actions: assign({ items: ({ context, event }) => update(context.items, event.id, { status: 'failed', progress: 0, error: event.error }) }) },
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
