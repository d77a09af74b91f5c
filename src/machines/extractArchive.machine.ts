/**
 * /extract-archive (and /unzip): choose an archive (or every part of a split one), see what it
 * holds, then extract all of it, a selection or one file.
 *   empty -> listing -> ready <-> extracting
 *   listing -> locked (its names are encrypted: a password first) | refused (not an archive, a bomb ...)
 * A wrong or missing password while extracting comes back to `ready` with the problem named by the
 * password field, so the user can type it again; Cancel stops the work and keeps the listing.
 * The work is the injected `lister` and `extractor` actors (the page's engine.ts); the words are
 * the page's texts.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';
import { archiveProblemOf, asksForPassword, type ArchiveListing, type ArchiveProblem, type ExtractReport } from '../wasm/archive';

/** Where extracted files go: a folder the user picks, one download per file, or one ZIP. */
export type ExtractMode = 'folder' | 'files' | 'zip';

export interface ListerInput {
  parts: File[];
  password: string;
}

export interface ExtractorInput {
  parts: File[];
  password: string;
  listing: ArchiveListing;
  indexes: number[];
  mode: ExtractMode;
  onProgress: (fraction: number) => void;
}

/** What an extraction did: the engine's report, the files written, and the folder they went to. */
export interface ExtractResult extends ExtractReport {
  files: number;
  savedTo?: string;
}

/** null when the user closed the folder picker (nothing happened). */
export type ExtractOutcome = ExtractResult | null;

export type PasswordProblem = 'needsPassword' | 'wrongPassword';

/** What went wrong, for the page to word: the engine's problem, or 'unknown' for any other failure. */
export type ShownProblem = ArchiveProblem | 'unknown';

export interface ExtractArchiveContext {
  parts: File[];
  listing: ArchiveListing | null;
  password: string;
  /** Shown by the password field until the next try. */
  passwordProblem: PasswordProblem | null;
  /** Why the chosen file cannot be opened (the refused state's problem). */
  problem: ShownProblem | null;
  /** Chosen entry indexes (files). */
  selected: number[];
  query: string;
  progress: number;
  /** The last extraction's report. */
  report: ExtractResult | null;
}

export type ExtractArchiveEvent =
  | { type: 'FILES_CHOSEN'; files: File[] }
  | { type: 'CLEAR' }
  | { type: 'PASSWORD_CHANGED'; password: string }
  | { type: 'PASSWORD_SUBMITTED' }
  | { type: 'SELECTION_CHANGED'; indexes: number[] }
  | { type: 'QUERY_CHANGED'; query: string }
  /** `indexes` overrides the selection (one file's Save button). */
  | { type: 'EXTRACT'; mode: ExtractMode; indexes?: number[] }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; value: number };

export interface ExtractArchiveTexts {
  refused: (problem: ShownProblem) => ToastMessage;
  noSelection: ToastMessage;
  needsPassword: ToastMessage;
  wrongPassword: ToastMessage;
  extracted: (result: ExtractResult) => ToastMessage;
  failed: (problem: ShownProblem) => ToastMessage;
  cancelled: ToastMessage;
}

const problemOf = (error: unknown): ShownProblem => archiveProblemOf(error) ?? 'unknown';
const passwordProblemOf = (error: unknown): PasswordProblem | null => {
  const problem = archiveProblemOf(error);
  return asksForPassword(problem) ? (problem as PasswordProblem) : null;
};

/** The files of a listing that can be written (not refused, not links or folders). */
export const extractableFiles = (listing: ArchiveListing | null) =>
  (listing?.entries ?? []).filter((e) => e.kind === 'file' && e.safePath && !e.unsafe).map((e) => e.index);

const needsPasswordFor = (context: ExtractArchiveContext, indexes: number[]) =>
  context.password === '' && indexes.some((i) => context.listing?.entries[i]?.encrypted);

const indexesOf = (context: ExtractArchiveContext, event: ExtractArchiveEvent) =>
  event.type === 'EXTRACT' && event.indexes ? event.indexes : context.selected;

export function createExtractArchiveMachine(texts: ExtractArchiveTexts) {
  return setup({
    types: {
      context: {} as ExtractArchiveContext,
      events: {} as ExtractArchiveEvent,
      emitted: {} as ToastEmitted,
    },
    actors: {
      lister: fromPromise<ArchiveListing, ListerInput>(async () => {
        throw new Error('extractArchive: no lister was provided to this machine');
      }),
      extractor: fromPromise<ExtractOutcome, ExtractorInput>(async () => {
        throw new Error('extractArchive: no extractor was provided to this machine');
      }),
    },
    guards: {
      hasFiles: ({ event }) => event.type === 'FILES_CHOSEN' && event.files.length > 0,
      hasPassword: ({ context }) => context.password !== '',
      nothingChosen: ({ context, event }) => indexesOf(context, event).length === 0,
      lacksPassword: ({ context, event }) => needsPasswordFor(context, indexesOf(context, event)),
      asksForPassword: ({ event }) => passwordProblemOf((event as { error?: unknown }).error) !== null,
      dismissed: ({ event }) => (event as { output?: ExtractOutcome }).output === null,
    },
    actions: {
      choose: assign(({ event }) =>
        event.type === 'FILES_CHOSEN'
          ? { parts: event.files, listing: null, password: '', passwordProblem: null, problem: null, selected: [], query: '', progress: 0, report: null }
          : {},
      ),
      clear: assign({ parts: [], listing: null, password: '', passwordProblem: null, problem: null, selected: [], query: '', progress: 0, report: null }),
      setPassword: assign(({ event }) => (event.type === 'PASSWORD_CHANGED' ? { password: event.password, passwordProblem: null } : {})),
      notePasswordProblem: assign({ passwordProblem: ({ event }) => passwordProblemOf((event as { error?: unknown }).error) }),
      toastPasswordProblem: emit(({ event }) => ({
        type: 'toast' as const,
        toast: passwordProblemOf((event as { error?: unknown }).error) === 'wrongPassword' ? texts.wrongPassword : texts.needsPassword,
      })),
    },
  }).createMachine({
    id: 'extractArchive',
    context: { parts: [], listing: null, password: '', passwordProblem: null, problem: null, selected: [], query: '', progress: 0, report: null },
    initial: 'empty',
    on: {
      FILES_CHOSEN: { guard: 'hasFiles', target: '.listing', actions: 'choose' },
      CLEAR: { target: '.empty', actions: 'clear' },
    },
    states: {
      empty: {},
      listing: {
        invoke: {
          id: 'lister',
          src: 'lister',
          input: ({ context }) => ({ parts: context.parts, password: context.password }),
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({ listing: event.output, selected: extractableFiles(event.output) })),
          },
          onError: [
            { guard: 'asksForPassword', target: 'locked', actions: ['notePasswordProblem', 'toastPasswordProblem'] },
            {
              target: 'refused',
              actions: [
                assign({ problem: ({ event }) => problemOf(event.error) }),
                emit(({ event }) => ({ type: 'toast' as const, toast: texts.refused(problemOf(event.error)) })),
              ],
            },
          ],
        },
      },
      locked: {
        on: {
          PASSWORD_CHANGED: { actions: 'setPassword' },
          PASSWORD_SUBMITTED: { guard: 'hasPassword', target: 'listing' },
        },
      },
      refused: {},
      ready: {
        on: {
          PASSWORD_CHANGED: { actions: 'setPassword' },
          SELECTION_CHANGED: { actions: assign({ selected: ({ event }) => [...new Set(event.indexes)] }) },
          QUERY_CHANGED: { actions: assign({ query: ({ event }) => event.query }) },
          EXTRACT: [
            { guard: 'nothingChosen', actions: emit({ type: 'toast' as const, toast: texts.noSelection }) },
            {
              guard: 'lacksPassword',
              actions: [assign({ passwordProblem: 'needsPassword' as const }), emit({ type: 'toast' as const, toast: texts.needsPassword })],
            },
            { target: 'extracting' },
          ],
        },
      },
      extracting: {
        entry: assign({ progress: 0, report: null, passwordProblem: null }),
        invoke: {
          id: 'extractor',
          src: 'extractor',
          input: ({ context, event, self }) => ({
            parts: context.parts,
            password: context.password,
            listing: context.listing as ArchiveListing,
            indexes: indexesOf(context, event),
            mode: event.type === 'EXTRACT' ? event.mode : 'zip',
            onProgress: (value: number) => self.send({ type: 'PROGRESS', value }),
          }),
          onDone: [
            { guard: 'dismissed', target: 'ready' },
            {
              target: 'ready',
              actions: [
                assign({ report: ({ event }) => event.output, progress: 1 }),
                emit(({ event }) => ({ type: 'toast' as const, toast: texts.extracted(event.output as ExtractResult) })),
              ],
            },
          ],
          onError: [
            { guard: 'asksForPassword', target: 'ready', actions: ['notePasswordProblem', 'toastPasswordProblem'] },
            { target: 'ready', actions: emit(({ event }) => ({ type: 'toast' as const, toast: texts.failed(problemOf(event.error)) })) },
          ],
        },
        on: {
          PROGRESS: { actions: assign({ progress: ({ context, event }) => Math.max(context.progress, Math.min(1, event.value)) }) },
          CANCEL: { target: 'ready', actions: [assign({ progress: 0 }), emit({ type: 'toast' as const, toast: texts.cancelled })] },
          // A new archive waits until this one is done or cancelled.
          FILES_CHOSEN: {},
          CLEAR: {},
        },
      },
    },
  });
}
