/**
 * The lifecycle of every tool that works on one PDF (compress, split, PDF to images): a chosen PDF
 * is opened, a protected one waits for its password, an unreadable or too long one is refused with
 * a clear message (the page keeps working and takes another file), a signed one waits for the
 * user's yes when the tool rewrites the file (`consentForSigned`), then options are edited and
 * checked, and the work runs (progress, cancel) -> done, whose result the page offers for download.
 *
 * A request the user already made is kept: the action pressed while the file opens, while it waits
 * for its password or before the consent runs by itself once the file is ready (a wrong password
 * keeps it too); another file, a removed one or a refusal drops it.
 *
 * States: idle -> opening -> (locked -> opening | refused | consent ->) ready -> processing -> done;
 * Cancel and a failure go back to ready, a change of options in done drops the result.
 *
 * Work is injected: `opener` (opens the file: its page count, whether it is signed, and the opened
 * document the page draws thumbnails from, if it shows them), `processor` (makes the output,
 * reports progress 0..1, stops on its AbortSignal) and the action `releaseDocument` (frees an
 * opened document when another file takes its place). Texts come from the page, so the machine
 * stays pure.
 */
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';
import { asksForPassword, pdfProblemOf, type PdfProblem } from '../wasm/pdf';

/** Why a file cannot be used: the PDF engine's problems, or more pages than the tool takes. */
export type PagesProblem = PdfProblem | 'tooManyPages';

/** What the file waits for from the user before the work can run. */
type PdfToolNeed = 'password' | 'signatureConsent';

export interface OpenInput {
  file: File;
  password?: string;
}

export interface Opened {
  pages: number;
  /** The opened document (the page's renderer handle), or null; the machine only keeps and releases it. */
  document: unknown;
  /** Carries a digital signature that a rewrite of the file invalidates. */
  signed?: boolean;
}

/** What every PDF tool hands back: one file to download. */
export interface PdfToolOutput {
  blob: Blob;
  fileName: string;
}

/** The page tools' output. */
export interface PagesResult extends PdfToolOutput {
  /** How many files the output holds (1, or the number inside its ZIP). */
  files: number;
}

export interface ProcessInput<Options> extends OpenInput {
  pages: number;
  document: unknown;
  options: Options;
  onProgress: (fraction: number) => void;
}

export interface PdfToolTexts<Result = PagesResult> {
  /** A chosen file that is not a PDF, or larger than `maxBytes`: leave both out when the page's upload widget checks files first. */
  notPdf?: ToastMessage;
  tooBig?: ToastMessage;
  /** A chosen file that cannot be used; the page shows `problem` beside the file too. */
  refused: (problem: PagesProblem) => ToastMessage;
  /** Options that cannot run (needed with `validate`). */
  invalid?: (reason: string) => ToastMessage;
  success: (result: Result) => ToastMessage;
  failure: (error: unknown) => ToastMessage;
  /** The action pressed with no file. */
  noFile: ToastMessage;
  /** The action pressed while the file waits for the user (the request is kept). */
  waiting: (need: PdfToolNeed) => ToastMessage;
}

export interface PdfToolConfig<Options, Result = PagesResult> {
  id: string;
  defaultOptions: Options;
  /** Documents longer than this are refused (no limit when left out). */
  maxPages?: number;
  /** Files larger than this are refused before they are read (with `texts.tooBig`). */
  maxBytes?: number;
  /** Why these options cannot run on a document of `pages` pages, or null when they can. */
  validate?: (options: Options, pages: number) => string | null;
  /**
   * The tool rewrites the file (compress): a signed file waits in `consent` until the user agrees
   * that its signature will no longer be valid (CONSENT). To say no, the user removes the file or
   * chooses another (FILE_REMOVED, FILE_SELECTED): nothing was written.
   */
  consentForSigned?: boolean;
  texts: PdfToolTexts<Result>;
}

export interface PdfToolContext<Options, Result = PagesResult> {
  file: File | null;
  password?: string;
  pages: number;
  document: unknown;
  /** The opener found a digital signature (a tool that rewrites the file asked for the yes). */
  signed: boolean;
  problem: PagesProblem | null;
  options: Options;
  progress: number;
  result: Result | null;
  /** The action was asked for before the file was ready: it runs as soon as it is. */
  requested: boolean;
}

export type PdfToolEvent<Options> =
  | { type: 'FILE_SELECTED'; file: File }
  | { type: 'FILE_REMOVED' }
  | { type: 'PASSWORD_ENTERED'; password: string }
  | { type: 'CONSENT' }
  | { type: 'OPTIONS_CHANGED'; options: Partial<Options> }
  | { type: 'PROCESS' }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number };

const problemOf = (error: unknown): PagesProblem => pdfProblemOf(error) ?? 'damaged';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** What a file that is no longer there leaves behind. */
const noFile = { file: null, password: undefined, pages: 0, document: null, signed: false, problem: null, progress: 0, result: null, requested: false };

export function createPdfToolMachine<Options, Result extends PdfToolOutput = PagesResult>({
  id,
  defaultOptions,
  maxPages = Infinity,
  maxBytes = Infinity,
  validate = () => null,
  consentForSigned = false,
  texts,
}: PdfToolConfig<Options, Result>) {
  return setup({
    types: {
      context: {} as PdfToolContext<Options, Result>,
      events: {} as PdfToolEvent<Options>,
      emitted: {} as ToastEmitted,
    },
    actors: {
      opener: fromPromise<Opened, OpenInput>(async () => {
        throw new Error(`${id}: no opener was provided to this machine`);
      }),
      processor: fromPromise<Result, ProcessInput<Options>>(async () => {
        throw new Error(`${id}: no processor was provided to this machine`);
      }),
    },
    actions: {
      releaseDocument: () => {},
      forget: assign(noFile),
      keepRequest: assign({ requested: true }),
      setOptions: assign({
        options: ({ context, event }) => (event.type === 'OPTIONS_CHANGED' ? { ...context.options, ...event.options } : context.options),
      }),
      say: emit((_, toast: ToastMessage) => ({ type: 'toast' as const, toast })),
      keepOpened: assign({
        pages: ({ event }) => (event as unknown as { output: Opened }).output.pages,
        document: ({ event }) => (event as unknown as { output: Opened }).output.document,
        signed: ({ event }) => (event as unknown as { output: Opened }).output.signed === true,
        problem: null,
      }),
    },
    guards: {
      notPdf: ({ event }) => texts.notPdf !== undefined && event.type === 'FILE_SELECTED' && !isPdf(event.file),
      tooBig: ({ event }) => texts.tooBig !== undefined && event.type === 'FILE_SELECTED' && event.file.size > maxBytes,
      tooLong: ({ event }) => (event as unknown as { output: Opened }).output.pages > maxPages,
      asksConsent: ({ event }) => consentForSigned && (event as unknown as { output: Opened }).output.signed === true,
      needsPassword: ({ event }) => asksForPassword(pdfProblemOf((event as unknown as { error: unknown }).error)),
      valid: ({ context }) => validate(context.options, context.pages) === null,
      requested: ({ context }) => context.requested,
      saysInvalid: () => texts.invalid !== undefined,
    },
  }).createMachine({
    id,
    context: { ...noFile, options: defaultOptions },
    initial: 'idle',
    on: {
      FILE_SELECTED: [
        { guard: 'notPdf', actions: { type: 'say', params: () => texts.notPdf as ToastMessage } },
        { guard: 'tooBig', actions: { type: 'say', params: () => texts.tooBig as ToastMessage } },
        { target: '.opening', actions: ['releaseDocument', 'forget', assign({ file: ({ event }) => event.file })] },
      ],
      FILE_REMOVED: { target: '.idle', actions: ['releaseDocument', 'forget'] },
      OPTIONS_CHANGED: { actions: 'setOptions' },
    },
    states: {
      idle: {
        on: { PROCESS: { actions: { type: 'say', params: () => texts.noFile } } },
      },
      opening: {
        invoke: {
          id: 'opener',
          src: 'opener',
          input: ({ context }) => ({ file: context.file as File, password: context.password }),
          onDone: [
            {
              guard: 'tooLong',
              target: 'refused',
              actions: [
                assign({ problem: 'tooManyPages', requested: false, document: ({ event }) => event.output.document }),
                'releaseDocument',
                assign({ document: null }),
                { type: 'say', params: () => texts.refused('tooManyPages') },
              ],
            },
            { guard: 'asksConsent', target: 'consent', actions: 'keepOpened' },
            { target: 'ready', actions: 'keepOpened' },
          ],
          onError: [
            { guard: 'needsPassword', target: 'locked', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
            {
              target: 'refused',
              actions: [
                assign({ problem: ({ event }) => problemOf(event.error), requested: false }),
                { type: 'say', params: ({ context }) => texts.refused(context.problem ?? 'damaged') },
              ],
            },
          ],
        },
        on: { PROCESS: { actions: 'keepRequest' } },
      },
      locked: {
        on: {
          PASSWORD_ENTERED: { target: 'opening', actions: assign({ password: ({ event }) => event.password }) },
          PROCESS: { actions: ['keepRequest', { type: 'say', params: () => texts.waiting('password') }] },
        },
      },
      refused: {
        on: { PROCESS: { actions: { type: 'say', params: ({ context }) => texts.refused(context.problem ?? 'damaged') } } },
      },
      consent: {
        on: {
          CONSENT: 'ready',
          PROCESS: { actions: ['keepRequest', { type: 'say', params: () => texts.waiting('signatureConsent') }] },
        },
      },
      ready: {
        // A request kept while the file was not ready runs now, if the options allow it.
        always: { guard: 'requested', actions: [assign({ requested: false }), raise({ type: 'PROCESS' })] },
        on: {
          PROCESS: [
            { guard: 'valid', target: 'processing' },
            { guard: 'saysInvalid', actions: { type: 'say', params: ({ context }) => (texts.invalid as (reason: string) => ToastMessage)(validate(context.options, context.pages) ?? '') } },
          ],
        },
      },
      processing: {
        entry: assign({ progress: 0, result: null, requested: false }),
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
          onDone: {
            target: 'done',
            actions: [assign({ result: ({ event }) => event.output, progress: 1 }), { type: 'say', params: ({ event }) => texts.success(event.output) }],
          },
          onError: { target: 'ready', actions: [assign({ progress: 0 }), { type: 'say', params: ({ event }) => texts.failure(event.error) }] },
        },
        on: {
          CANCEL: { target: 'ready', actions: assign({ progress: 0 }) },
          PROGRESS: { actions: assign({ progress: ({ context, event }) => Math.max(context.progress, Math.min(1, event.value)) }) },
          // The work runs on the options it started with.
          OPTIONS_CHANGED: {},
        },
      },
      done: {
        on: {
          OPTIONS_CHANGED: { target: 'ready', actions: ['setOptions', assign({ result: null, progress: 0 })] },
          PROCESS: 'processing',
        },
      },
    },
  });
}

export type PdfToolMachine<Options, Result extends PdfToolOutput = PagesResult> = ReturnType<typeof createPdfToolMachine<Options, Result>>;
