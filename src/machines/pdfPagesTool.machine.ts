/**
 * The lifecycle shared by tools that show a PDF's pages and make files from them (split, PDF to
 * images): a chosen PDF is opened (rendering starts there), a protected one waits for its password,
 * an unreadable or too long one is refused with a clear message (the page keeps working and takes
 * another file), then options are edited and checked, and the work runs -> done.
 * Work is injected: `opener` (opens the file, answers its page count and the opened document the
 * page draws thumbnails from), `processor` (makes the output, reports progress 0..1) and the action
 * `releaseDocument` (frees an opened document when another file takes its place). Texts come from
 * the page, so the machine stays pure.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';
import { asksForPassword, pdfProblemOf, type PdfProblem } from '../wasm/pdf';

/** Why a file cannot be used: the PDF engine's problems, or more pages than the tool takes. */
export type PagesProblem = PdfProblem | 'tooManyPages';

export interface OpenInput {
  file: File;
  password?: string;
}

export interface Opened {
  pages: number;
  /** The opened document (the page's renderer handle); the machine only keeps and releases it. */
  document: unknown;
}

export interface PagesResult {
  blob: Blob;
  fileName: string;
  /** How many files the output holds (1, or the number inside its ZIP). */
  files: number;
}

export interface ProcessInput<Options> extends OpenInput {
  pages: number;
  document: unknown;
  options: Options;
  onProgress: (fraction: number) => void;
}

export interface PagesToolTexts {
  notPdf: ToastMessage;
  tooBig: ToastMessage;
  /** A chosen file that cannot be used; the page shows `problem` beside the file too. */
  refused: (problem: PagesProblem) => ToastMessage;
  invalid: (reason: string) => ToastMessage;
  success: (result: PagesResult) => ToastMessage;
  failure: (error: unknown) => ToastMessage;
}

export interface PagesToolConfig<Options> {
  id: string;
  defaultOptions: Options;
  /** Documents longer than this are refused. */
  maxPages: number;
  /** Files larger than this are refused before they are read. */
  maxBytes: number;
  /** Why these options cannot run on a document of `pages` pages, or null when they can. */
  validate: (options: Options, pages: number) => string | null;
  texts: PagesToolTexts;
}

export interface PagesToolContext<Options> {
  file: File | null;
  password?: string;
  pages: number;
  document: unknown;
  problem: PagesProblem | null;
  options: Options;
  progress: number;
  result: PagesResult | null;
}

export type PagesToolEvent<Options> =
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'PASSWORD_ENTERED'; password: string }
  | { type: 'OPTIONS_CHANGED'; options: Partial<Options> }
  | { type: 'PROCESS' }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number };

const problemOf = (error: unknown): PagesProblem => pdfProblemOf(error) ?? 'damaged';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

export function createPdfPagesToolMachine<Options>({ id, defaultOptions, maxPages, maxBytes, validate, texts }: PagesToolConfig<Options>) {
  return setup({
    types: {
      context: {} as PagesToolContext<Options>,
      events: {} as PagesToolEvent<Options>,
      emitted: {} as ToastEmitted,
    },
    actors: {
      opener: fromPromise<Opened, OpenInput>(async () => {
        throw new Error(`${id}: no opener was provided to this machine`);
      }),
      processor: fromPromise<PagesResult, ProcessInput<Options>>(async () => {
        throw new Error(`${id}: no processor was provided to this machine`);
      }),
    },
    actions: {
      releaseDocument: () => {},
    },
    guards: {
      notPdf: ({ event }) => event.type === 'FILE_SELECTED' && !isPdf(event.file),
      tooBig: ({ event }) => event.type === 'FILE_SELECTED' && event.file.size > maxBytes,
      tooLong: ({ event }) => (event as unknown as { output: Opened }).output.pages > maxPages,
      needsPassword: ({ event }) => asksForPassword(pdfProblemOf((event as unknown as { error: unknown }).error)),
      valid: ({ context }) => validate(context.options, context.pages) === null,
    },
  }).createMachine({
    id,
    context: { file: null, pages: 0, document: null, problem: null, options: defaultOptions, progress: 0, result: null },
    initial: 'idle',
    on: {
      FILE_SELECTED: [
        { guard: 'notPdf', actions: emit({ type: 'toast' as const, toast: texts.notPdf }) },
        { guard: 'tooBig', actions: emit({ type: 'toast' as const, toast: texts.tooBig }) },
        {
          target: '.opening',
          actions: ['releaseDocument', assign({ file: ({ event }) => event.file, password: undefined, pages: 0, document: null, problem: null, result: null })],
        },
      ],
    },
    states: {
      idle: {},
      opening: {
        invoke: {
          id: 'opener',
          src: 'opener',
          input: ({ context }) => ({ file: context.file as File, password: context.password }),
          onDone: [
            {
              guard: 'tooLong',
              target: 'refused',
              actions: [assign({ problem: 'tooManyPages', document: ({ event }) => event.output.document }), 'releaseDocument', assign({ document: null }), emit({ type: 'toast' as const, toast: texts.refused('tooManyPages') })],
            },
            { target: 'ready', actions: assign({ pages: ({ event }) => event.output.pages, document: ({ event }) => event.output.document, problem: null }) },
          ],
          onError: [
            { guard: 'needsPassword', target: 'locked', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
            { target: 'refused', actions: [assign({ problem: ({ event }) => problemOf(event.error) }), emit(({ event }) => ({ type: 'toast' as const, toast: texts.refused(problemOf(event.error)) }))] },
          ],
        },
      },
      locked: {
        on: { PASSWORD_ENTERED: { target: 'opening', actions: assign({ password: ({ event }) => event.password }) } },
      },
      refused: {},
      ready: {
        on: {
          OPTIONS_CHANGED: { actions: assign({ options: ({ context, event }) => ({ ...context.options, ...event.options }) }) },
          PROCESS: [
            { guard: 'valid', target: 'processing' },
            { actions: emit(({ context }) => ({ type: 'toast' as const, toast: texts.invalid(validate(context.options, context.pages) ?? '') })) },
          ],
        },
      },
      processing: {
        entry: assign({ progress: 0, result: null }),
        invoke: {
          id: 'processor',
          src: 'processor',
          input: ({ context, self }) => ({
            file: context.file as File,
            password: context.password,
            pages: context.pages,
            document: context.document,
            options: context.options,
            onProgress: (value: number) => self.send({ type: 'PROGRESS', value }),
          }),
          onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output, progress: 1 }), emit(({ event }) => ({ type: 'toast' as const, toast: texts.success(event.output) }))] },
          onError: { target: 'ready', actions: emit(({ event }) => ({ type: 'toast' as const, toast: texts.failure(event.error) })) },
        },
        on: {
          CANCEL: 'ready',
          PROGRESS: { actions: assign({ progress: ({ context, event }) => Math.max(context.progress, Math.min(1, event.value)) }) },
        },
      },
      done: {
        on: {
          OPTIONS_CHANGED: { target: 'ready', actions: assign({ options: ({ context, event }) => ({ ...context.options, ...event.options }), result: null }) },
          PROCESS: 'processing',
        },
      },
    },
  });
}
