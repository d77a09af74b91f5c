/**
 * Images to PDF: an ordered list of images (add, remove, reorder, clear), each checked in the
 * background by the worker (type, size, damage), page settings, then converting -> done. Files
 * that are not images never join; the list stops at the registry's limits (count and total size);
 * an image that cannot be used is marked in the list with its own toast, and the others stay.
 * Work is injected: `checker` (a callback actor answering CHECK with FILE_CHECKED) and `converter`
 * (a promise actor that builds the PDF and reports progress 0..1). The texts come from the page.
 */
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { baseName } from '../lib/fileNames';
import type { ToastEmitted } from '../lib/toast';
import type { ReadExtension } from '../wasm/image';
import { failedImageIndex, type PageLayout } from '../wasm/pdf';
import { fileListActions, listChanged, listEdits, listEditsWhenDone } from './fileList';
import type {
  CheckRequest,
  ConvertInput,
  ImageItem,
  ImagesToPdfEvent,
  ImagesToPdfLimits,
  ImagesToPdfResult,
  ImagesToPdfTexts,
} from './imagesToPdf.types';

export type * from './imagesToPdf.types';

export const DEFAULT_LAYOUT: PageLayout = { pageSize: 'fit', orientation: 'auto', margin: 'none' };
const FALLBACK_PDF_NAME = 'images.pdf';

/**
 * Extensions of images a browser may hand over without a type (HEIC outside Apple's systems): those
 * of every format the image engine reads (the compiler asks for each new one).
 */
const IMAGE_EXTENSIONS: Record<ReadExtension, true> = { jpg: true, jpeg: true, jpe: true, jfif: true, png: true, webp: true, avif: true, heic: true, heif: true, gif: true, bmp: true, tiff: true, tif: true, ico: true, jxl: true };
const IMAGE_NAME = new RegExp(`\\.(${Object.keys(IMAGE_EXTENSIONS).join('|')})$`, 'i');
export const isImageFile = (file: File) => file.type.startsWith('image/') || (file.type === '' && IMAGE_NAME.test(file.name));

/** The download's name: the first image's name with .pdf ('IMG_0412.HEIC' -> 'IMG_0412.pdf'). */
export const pdfNameFor = (items: Pick<ImageItem, 'file'>[]) => {
  const base = items.length > 0 ? baseName(items[0].file.name).trim() : '';
  return base ? `${base}.pdf` : FALLBACK_PDF_NAME;
};

export interface ImagesToPdfContext {
  items: ImageItem[];
  layout: PageLayout;
  nextId: number;
  progress: number;
  result: ImagesToPdfResult | null;
}

const bytesOf = (items: ImageItem[]) => items.reduce((sum, item) => sum + item.file.size, 0);

export function createImagesToPdfMachine(texts: ImagesToPdfTexts, limits: ImagesToPdfLimits) {
  return setup({
    types: { context: {} as ImagesToPdfContext, events: {} as ImagesToPdfEvent, emitted: {} as ToastEmitted },
    actors: {
      checker: fromCallback<CheckRequest>(() => () => {}),
      converter: fromPromise<ImagesToPdfResult, ConvertInput>(async () => {
        throw new Error('imagesToPdf: no converter was provided to this machine');
      }),
    },
    guards: {
      empty: ({ context }) => context.items.length === 0,
      hasProblems: ({ context }) => context.items.some((item) => item.status === 'problem'),
      addsImages: ({ event }) => event.type === 'FILES_ADDED' && event.files.some(isImageFile),
    },
    actions: {
      addFiles: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'FILES_ADDED') return;
        const images = event.files.filter(isImageFile);
        const others = event.files.filter((file) => !isImageFile(file));
        if (others.length > 0) enqueue.emit({ type: 'toast', toast: texts.invalidType(others.map((f) => f.name)) });
        const room = Math.max(0, limits.maxImages - context.items.length);
        let bytes = bytesOf(context.items);
        const taken: File[] = [];
        let tooLarge = 0;
        for (const file of images.slice(0, room)) {
          if (bytes + file.size > limits.maxBytes) tooLarge++;
          else {
            taken.push(file);
            bytes += file.size;
          }
        }
        if (images.length > room) enqueue.emit({ type: 'toast', toast: texts.tooMany(limits.maxImages, images.length - room) });
        else if (tooLarge > 0) enqueue.emit({ type: 'toast', toast: texts.tooLarge(limits.maxBytes / (1024 * 1024), tooLarge) });
        if (taken.length === 0) return;
        const added: ImageItem[] = taken.map((file, i) => ({
          id: `i${context.nextId + i}`, file, status: 'checking', problem: null, width: null, height: null,
        }));
        enqueue.assign({ items: [...context.items, ...added], nextId: context.nextId + added.length, ...listChanged });
        enqueue.sendTo('checker', { type: 'CHECK', sources: added.map(({ id, file }) => ({ id, file })) });
      }),
      recordCheck: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'FILE_CHECKED') return;
        const item = context.items.find((i) => i.id === event.id);
        if (!item) return;
        const checked: ImageItem = event.problem
          ? { ...item, status: 'problem', problem: event.problem }
          : { ...item, status: 'ready', problem: null, width: event.width ?? 0, height: event.height ?? 0 };
        enqueue.assign({ items: context.items.map((i) => (i.id === item.id ? checked : i)) });
        if (event.problem) enqueue.emit({ type: 'toast', toast: texts.unreadable(item.file.name, event.problem) });
      }),
      ...fileListActions<ImagesToPdfContext, ImagesToPdfEvent>(),
      clearFiles: assign({ items: [], ...listChanged }),
      removeProblems: assign(({ context }) => ({ items: context.items.filter((item) => item.status !== 'problem'), ...listChanged })),
      markFailure: enqueueActions(({ context, event, enqueue }) => {
        const error = (event as { error?: unknown }).error;
        const index = failedImageIndex(error);
        const item = index === null ? undefined : context.items[index];
        enqueue.assign({ progress: 0 });
        if (!item) {
          enqueue.emit({ type: 'toast', toast: texts.failure() });
          return;
        }
        const message = error instanceof Error ? error.message : '';
        const prefix = `"${item.file.name}": `;
        const reason = message.startsWith(prefix) ? message.slice(prefix.length) : message;
        const marked: ImageItem = { ...item, status: 'problem', problem: reason };
        enqueue.assign({ items: context.items.map((i) => (i.id === item.id ? marked : i)) });
        enqueue.emit({ type: 'toast', toast: texts.unreadable(item.file.name, reason) });
      }),
      changeLayout: assign(({ context, event }) =>
        event.type === 'LAYOUT_CHANGED' ? { layout: { ...context.layout, ...event.layout }, ...listChanged } : {},
      ),
    },
  }).createMachine({
    id: 'imagesToPdf',
    context: { items: [], layout: DEFAULT_LAYOUT, nextId: 1, progress: 0, result: null },
    invoke: { id: 'checker', src: 'checker' },
    on: { FILE_CHECKED: { actions: 'recordCheck' } },
    initial: 'editing',
    states: {
      editing: {
        on: {
          ...listEdits,
          FILES_CLEARED: { actions: 'clearFiles' },
          LAYOUT_CHANGED: { actions: 'changeLayout' },
          CONVERT: [
            { guard: 'empty', actions: emit({ type: 'toast' as const, toast: texts.noImages }) },
            {
              guard: 'hasProblems',
              actions: emit(({ context }) => ({
                type: 'toast' as const,
                toast: texts.hasProblems(context.items.filter((i) => i.status === 'problem').map((i) => i.file.name)),
              })),
            },
            { target: 'converting' },
          ],
        },
      },
      converting: {
        entry: assign({ progress: 0, result: null }),
        invoke: {
          id: 'converter',
          src: 'converter',
          input: ({ context, self }) => ({
            files: context.items.map((item) => item.file),
            layout: context.layout,
            fileName: pdfNameFor(context.items),
            onProgress: (value: number) => self.send({ type: 'PROGRESS', value }),
          }),
          onDone: {
            target: 'done',
            actions: [
              assign({ result: ({ event }) => event.output, progress: 1 }),
              emit(({ event }) => ({ type: 'toast' as const, toast: texts.success(event.output.pages) })),
            ],
          },
          onError: { target: 'editing', actions: 'markFailure' },
        },
        on: {
          PROGRESS: { actions: 'progress' },
          CANCEL: { target: 'editing', actions: assign({ progress: 0 }) },
        },
      },
      done: {
        on: {
          ...listEditsWhenDone('addsImages'),
          FILES_CLEARED: { target: 'editing', actions: 'clearFiles' },
          LAYOUT_CHANGED: { target: 'editing', actions: 'changeLayout' },
          CONVERT: 'converting',
        },
      },
    },
  });
}
