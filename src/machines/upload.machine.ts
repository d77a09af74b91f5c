/**
 * The shared upload widget: accept rules, size limit, the progress animation to 100 and
 * 'File ready for processing', remove/reset and the drag-over flag. Only the first file counts.
 */
import { assign, emit, fromCallback, setup } from 'xstate';
import { isAcceptedType, isWithinSize } from '../lib/acceptRules';
import { toMB } from '../lib/formatSize';
import type { ToastEmitted } from '../lib/toast';

export interface UploadInput {
  accept: readonly string[];
  maxMB?: number;
  /** Tool-specific wrong-type text (e.g. 'Please select a JPG/JPEG image.'). */
  invalidTypeText?: string;
  /** Tool-specific wrong-type title (the converter's 'Invalid file'); default 'Invalid file type'. */
  invalidTypeTitle?: string;
  /** The toasts' words in the page's language; without them, the spec's English. */
  words?: UploadWords;
}

/** The upload checks' toasts (their words read when a toast is shown). */
export interface UploadWords {
  invalidType: (formats: string) => { title: string; description: string };
  tooLarge: (maxMB: number, sizeMB: string) => { title: string; description: string };
}

const ENGLISH_WORDS: UploadWords = {
  invalidType: (formats) => ({ title: 'Invalid file type', description: `Please upload one of these formats: ${formats}` }),
  tooLarge: (maxMB, sizeMB) => ({ title: 'File too large', description: `Maximum file size is ${maxMB}MB. Your file is ${sizeMB}MB.` }),
};

export interface UploadContext extends UploadInput {
  file: File | null;
  progress: number;
  dragOver: boolean;
}

export type UploadEvent =
  | { type: 'FILES_CHOSEN'; files: File[] }
  | { type: 'DRAG_OVER' }
  | { type: 'DRAG_LEAVE' }
  | { type: 'DROP'; files: File[] }
  | { type: 'TICK'; amount: number }
  | { type: 'REMOVE' };

export type UploadEmitted = ToastEmitted | { type: 'accepted'; file: File } | { type: 'removed' };

export const READY_TEXT = 'File ready for processing';
const TICK_MS = 200;
const MAX_TICK = 10;

export const invalidTypeToast = (ctx: UploadInput) => {
  const words = (ctx.words ?? ENGLISH_WORDS).invalidType(ctx.accept.join(', '));
  return { title: ctx.invalidTypeTitle ?? words.title, description: ctx.invalidTypeText ?? words.description, variant: 'destructive' as const };
};

export const tooLargeToast = (maxMB: number, bytes: number, words: UploadWords = ENGLISH_WORDS) => ({
  ...words.tooLarge(maxMB, toMB(bytes)),
  variant: 'destructive' as const,
});

const firstFile = (event: UploadEvent) => ('files' in event ? event.files[0] : undefined);

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    emitted: {} as UploadEmitted,
  },
  actors: {
    /** The spec's animation: every 200 ms a random step of up to 10. */
    progressTicker: fromCallback<UploadEvent>(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'TICK', amount: Math.random() * MAX_TICK }), TICK_MS);
      return () => clearInterval(timer);
    }),
  },
  guards: {
    hasFile: ({ event }) => firstFile(event) !== undefined,
    wrongType: ({ context, event }) => !isAcceptedType(firstFile(event)?.type ?? '', context.accept),
    tooLarge: ({ context, event }) => !isWithinSize(firstFile(event)?.size ?? 0, context.maxMB),
    complete: ({ context }) => context.progress >= 100,
  },
  actions: {
    toastWrongType: emit(({ context }) => ({ type: 'toast' as const, toast: invalidTypeToast(context) })),
    toastTooLarge: emit(({ context, event }) => ({
      type: 'toast' as const,
      toast: tooLargeToast(context.maxMB ?? 0, firstFile(event)?.size ?? 0, context.words),
    })),
    take: assign({ file: ({ event }) => firstFile(event) ?? null, progress: 0, dragOver: false }),
    announce: emit(({ context }) => ({ type: 'accepted' as const, file: context.file as File })),
    reset: assign({ file: null, progress: 0 }),
    announceRemoved: emit({ type: 'removed' as const }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ ...input, file: null, progress: 0, dragOver: false }),
  initial: 'empty',
  on: {
    DRAG_OVER: { actions: assign({ dragOver: true }) },
    DRAG_LEAVE: { actions: assign({ dragOver: false }) },
    FILES_CHOSEN: [
      { guard: ({ event }) => event.files.length === 0 },
      { guard: 'wrongType', actions: 'toastWrongType' },
      { guard: 'tooLarge', actions: 'toastTooLarge' },
      { guard: 'hasFile', target: '.loading', actions: ['take', 'announce'] },
    ],
    DROP: [
      { guard: ({ event }) => event.files.length === 0, actions: assign({ dragOver: false }) },
      { guard: 'wrongType', actions: ['toastWrongType', assign({ dragOver: false })] },
      { guard: 'tooLarge', actions: ['toastTooLarge', assign({ dragOver: false })] },
      { guard: 'hasFile', target: '.loading', actions: ['take', 'announce'] },
    ],
  },
  states: {
    empty: {},
    loading: {
      invoke: { src: 'progressTicker' },
      always: { guard: 'complete', target: 'ready' },
      on: {
        TICK: { actions: assign({ progress: ({ context, event }) => Math.min(100, context.progress + event.amount) }) },
        REMOVE: { target: 'empty', actions: ['reset', 'announceRemoved'] },
      },
    },
    ready: {
      on: { REMOVE: { target: 'empty', actions: ['reset', 'announceRemoved'] } },
    },
  },
});
