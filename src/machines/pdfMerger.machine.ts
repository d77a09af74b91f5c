/**
 * The PDF merger: an ordered list of PDFs (add, remove, reorder), each checked in the background
 * (page count and signature, or why it cannot be read; a password-protected file is checked again
 * with the password the user types for it), then merging -> merged. Only application/pdf files join
 * the list; at least two are needed; unreadable files are named before any work starts.
 * Work is injected: `inspector` (a callback actor that answers INSPECT with FILE_INSPECTED) and
 * `merger` (a promise actor that merges the files in order and reports progress 0..1). The toast
 * texts come from the page.
 */
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { moveItem } from '../lib/moveItem';
import type { ToastEmitted, ToastMessage } from '../lib/toast';
import type { PdfAccess, PdfProblem } from '../wasm/pdf';
import { fileListActions, listChanged, listEdits, listEditsWhenDone } from './fileList';

export { moveItem };

export const MERGED_FILE_NAME = 'merged-document.pdf';
export const MIN_FILES = 2;

export interface MergeItem {
  id: string;
  file: File;
  /** Page count once checked; null while checking or when unreadable. */
  pages: number | null;
  problem: PdfProblem | null;
  /** How it opened (null until checked): decrypted files lose their encryption in the merge. */
  access: PdfAccess | null;
  /** Carries a digital signature, which merging invalidates. */
  signed: boolean;
  /** The password the user typed for it; kept in memory for the merge only. */
  password?: string;
}

interface MergeSource {
  id: string;
  file: File;
  password?: string;
}

/** What the inspector learns of one file. */
interface Inspection {
  pages: number | null;
  problem: PdfProblem | null;
  access?: PdfAccess;
  signed?: boolean;
}

export interface MergeResult {
  blob: Blob;
  fileName: string;
  pages: number;
}

export interface MergeInput {
  sources: MergeSource[];
  onProgress: (fraction: number) => void;
}

export interface MergerContext {
  items: MergeItem[];
  nextId: number;
  progress: number;
  result: MergeResult | null;
}

export type InspectRequest = { type: 'INSPECT'; sources: MergeSource[] };

export type MergerEvent =
  | { type: 'FILES_ADDED'; files: File[] }
  | { type: 'FILE_REMOVED'; id: string }
  | { type: 'FILE_MOVED'; id: string; to: number }
  | ({ type: 'FILE_INSPECTED'; id: string } & Inspection)
  | { type: 'PASSWORD_ENTERED'; id: string; password: string }
  | { type: 'PROBLEM_FILES_REMOVED' }
  | { type: 'MERGE' }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number };

const isPdf = (file: File) => file.type === 'application/pdf';

/** Every unreadable file and what is wrong with it (the page words them: `MergerTexts.unreadable`). */
export const unreadableFiles = (items: Pick<MergeItem, 'file' | 'problem'>[]): UnreadableFile[] =>
  items.filter((item) => item.problem !== null).map((item) => ({ name: item.file.name, problem: item.problem as PdfProblem }));

export interface UnreadableFile {
  name: string;
  problem: PdfProblem;
}

/** The page's toasts (the spec's section 8); the machine picks one, the page words it. */
export interface MergerTexts {
  invalidFiles: ToastMessage;
  notEnough: ToastMessage;
  /** Merge refused: every unreadable file and what is wrong with it. */
  unreadable: (files: UnreadableFile[]) => ToastMessage;
  success: ToastMessage;
  /** The merge failed: the error may name a file (`isMergeInputError`) or its problem (`pdfProblemOf`). */
  failure: (error: unknown) => ToastMessage;
}

export function createPdfMergerMachine(texts: MergerTexts) {
  return setup({
    types: {
      context: {} as MergerContext,
      events: {} as MergerEvent,
      emitted: {} as ToastEmitted,
    },
    actors: {
      inspector: fromCallback<InspectRequest>(() => () => {}),
      merger: fromPromise<MergeResult, MergeInput>(async () => {
        throw new Error('pdfMerger: no merger was provided to this machine');
      }),
    },
    guards: {
      tooFew: ({ context }) => context.items.length < MIN_FILES,
      addsPdfs: ({ event }) => event.type === 'FILES_ADDED' && event.files.some(isPdf),
      hasProblems: ({ context }) => context.items.some((item) => item.problem !== null),
    },
    actions: {
      addFiles: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'FILES_ADDED') return;
        const pdfs = event.files.filter(isPdf);
        if (pdfs.length < event.files.length) enqueue.emit({ type: 'toast', toast: texts.invalidFiles });
        if (pdfs.length === 0) return;
        const added: MergeItem[] = pdfs.map((file, i) => ({ id: `f${context.nextId + i}`, file, pages: null, problem: null, access: null, signed: false }));
        enqueue.assign({ items: [...context.items, ...added], nextId: context.nextId + added.length, ...listChanged });
        enqueue.sendTo('inspector', { type: 'INSPECT', sources: added.map(({ id, file }) => ({ id, file })) });
      }),
      ...fileListActions<MergerContext, MergerEvent>(),
      removeProblems: assign(({ context }) => ({ items: context.items.filter((item) => item.problem === null), ...listChanged })),
      recordInspection: assign({
        items: ({ context, event }) =>
          event.type === 'FILE_INSPECTED'
            ? context.items.map((item) =>
                item.id === event.id
                  ? { ...item, pages: event.pages, problem: event.problem, access: event.access ?? null, signed: event.signed === true }
                  : item,
              )
            : context.items,
      }),
      unlock: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'PASSWORD_ENTERED') return;
        const item = context.items.find((i) => i.id === event.id);
        if (!item) return;
        const checking = { ...item, password: event.password, pages: null, problem: null };
        enqueue.assign({ items: context.items.map((i) => (i.id === item.id ? checking : i)), ...listChanged });
        enqueue.sendTo('inspector', { type: 'INSPECT', sources: [{ id: item.id, file: item.file, password: event.password }] });
      }),
    },
  }).createMachine({
    id: 'pdfMerger',
    context: { items: [], nextId: 1, progress: 0, result: null },
    invoke: { id: 'inspector', src: 'inspector' },
    on: { FILE_INSPECTED: { actions: 'recordInspection' } },
    initial: 'editing',
    states: {
      editing: {
        on: {
          ...listEdits,
          PASSWORD_ENTERED: { actions: 'unlock' },
          MERGE: [
            { guard: 'tooFew', actions: emit({ type: 'toast' as const, toast: texts.notEnough }) },
            {
              guard: 'hasProblems',
              actions: emit(({ context }) => ({ type: 'toast' as const, toast: texts.unreadable(unreadableFiles(context.items)) })),
            },
            { target: 'merging' },
          ],
        },
      },
      merging: {
        entry: assign({ progress: 0, result: null }),
        invoke: {
          id: 'merger',
          src: 'merger',
          input: ({ context, self }) => ({
            sources: context.items.map(({ id, file, password }) => ({ id, file, password })),
            onProgress: (value: number) => self.send({ type: 'PROGRESS', value }),
          }),
          onDone: {
            target: 'merged',
            actions: [assign({ result: ({ event }) => event.output, progress: 1 }), emit({ type: 'toast' as const, toast: texts.success })],
          },
          onError: {
            target: 'editing',
            actions: [assign({ progress: 0 }), emit(({ event }) => ({ type: 'toast' as const, toast: texts.failure(event.error) }))],
          },
        },
        on: {
          PROGRESS: { actions: 'progress' },
          CANCEL: { target: 'editing', actions: assign({ progress: 0 }) },
        },
      },
      merged: {
        on: {
          ...listEditsWhenDone('addsPdfs'),
          MERGE: 'merging',
        },
      },
    },
  });
}
