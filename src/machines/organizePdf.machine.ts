/**
 * Organize PDF: open one PDF (asking for its password when it has one), then edit its page list:
 * turn pages by quarter turns, delete (never the last page), duplicate, move, insert a blank page
 * (the size of its neighbour) or the pages of another PDF, and undo any of these; then save ->
 * saved, downloaded as `<name>_organized.pdf`. Work is injected: `opener` (page count and sizes of
 * a file) and `organizer` (applies the edit list). The texts and the limits (a file's size, the
 * pages of the whole list) come from the page.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { baseName } from '../lib/fileNames';
import { moveItem } from '../lib/moveItem';
import type { ToastEmitted } from '../lib/toast';
import { pdfProblemOf, type OrganizedPage } from '../wasm/pdf';
import type {
  OpenInput,
  OrganizeEvent,
  OrganizeInspection,
  OrganizePageItem,
  OrganizeResult,
  OrganizeSourceFile,
  OrganizeTexts,
  PageSize,
  SaveInput,
} from './organizePdf.types';

export type * from './organizePdf.types';

export const MAX_UNDO = 100;
const A4: PageSize = { width: 595.28, height: 841.89 };

export const organizedName = (file: File) => `${baseName(file.name)}_organized.pdf`;

export interface OrganizeContext {
  sources: OrganizeSourceFile[];
  pages: OrganizePageItem[];
  /** Earlier page lists, latest last. */
  history: OrganizePageItem[][];
  nextId: number;
  /** The file being opened or inserted, and where its pages go (null: it is the main file). */
  pending: (OpenInput & { at: number | null }) | null;
  progress: number;
  result: OrganizeResult | null;
}

/** A page's size as shown: its source size, turned by the user's rotation. */
export function shownSize(context: Pick<OrganizeContext, 'sources'>, item: OrganizePageItem): PageSize {
  const base = 'blank' in item.from ? item.from.blank : (context.sources[item.from.source]?.sizes[item.from.page] ?? A4);
  return item.rotate % 180 === 0 ? base : { width: base.height, height: base.width };
}

/** The engine's edit list for the page list. */
export const editsOf = (pages: OrganizePageItem[]): OrganizedPage[] =>
  pages.map(({ from, rotate }) => ('blank' in from ? { blank: from.blank, rotate } : { ...from, rotate }));

const turn = (rotate: number, by: number) => ((((rotate + by) % 360) + 360) % 360) as OrganizePageItem['rotate'];
const isPdf = (file: File) => file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
const initial: OrganizeContext = { sources: [], pages: [], history: [], nextId: 1, pending: null, progress: 0, result: null };

/** The context after an edit: the old list remembered for undo, the saved file dropped. */
function edited(context: OrganizeContext, pages: OrganizePageItem[], nextId = context.nextId): Partial<OrganizeContext> {
  return { pages, nextId, history: [...context.history, context.pages].slice(-MAX_UNDO), result: null, progress: 0 };
}

type Edit = (context: OrganizeContext, event: OrganizeEvent) => Partial<OrganizeContext> | null;

const EDITS: Partial<Record<OrganizeEvent['type'], Edit>> = {
  PAGE_ROTATED: (c, e) => (e.type === 'PAGE_ROTATED' ? edited(c, c.pages.map((p) => (p.id === e.id ? { ...p, rotate: turn(p.rotate, e.by) } : p))) : null),
  PAGE_DELETED: (c, e) => (e.type === 'PAGE_DELETED' ? edited(c, c.pages.filter((p) => p.id !== e.id)) : null),
  PAGE_DUPLICATED: (c, e) => {
    if (e.type !== 'PAGE_DUPLICATED') return null;
    const at = c.pages.findIndex((p) => p.id === e.id);
    if (at < 0) return null;
    const copy = { ...c.pages[at], id: `p${c.nextId}` };
    return edited(c, [...c.pages.slice(0, at + 1), copy, ...c.pages.slice(at + 1)], c.nextId + 1);
  },
  PAGE_MOVED: (c, e) => (e.type === 'PAGE_MOVED' ? edited(c, moveItem(c.pages, e.id, e.to)) : null),
  BLANK_INSERTED: (c, e) => {
    if (e.type !== 'BLANK_INSERTED') return null;
    const at = Math.max(0, Math.min(c.pages.length, e.at));
    const neighbour = c.pages[at - 1] ?? c.pages[at];
    const blank: OrganizePageItem = { id: `p${c.nextId}`, from: { blank: neighbour ? shownSize(c, neighbour) : A4 }, rotate: 0 };
    return edited(c, [...c.pages.slice(0, at), blank, ...c.pages.slice(at)], c.nextId + 1);
  },
};

export interface OrganizeLimits {
  /** The most pages the list may hold (a file that would make more is refused). */
  maxPages: number;
  /** The largest file opened or added, in bytes. */
  maxBytes: number;
}

const NO_LIMITS: OrganizeLimits = { maxPages: Infinity, maxBytes: Infinity };

export function createOrganizePdfMachine(texts: OrganizeTexts, { maxPages, maxBytes }: OrganizeLimits = NO_LIMITS) {
  const editHandlers = (target?: 'editing') =>
    Object.fromEntries(Object.keys(EDITS).map((type) => [type, [{ guard: 'isLastPageDeleted', actions: 'refuseLastPage' }, { target, actions: 'applyEdit' }]]));
  return setup({
    types: { context: {} as OrganizeContext, events: {} as OrganizeEvent, emitted: {} as ToastEmitted },
    actors: {
      opener: fromPromise<OrganizeInspection, OpenInput>(async () => {
        throw new Error('organizePdf: no opener was provided to this machine');
      }),
      organizer: fromPromise<OrganizeResult, SaveInput>(async () => {
        throw new Error('organizePdf: no organizer was provided to this machine');
      }),
    },
    guards: {
      isLastPageDeleted: ({ context, event }) => event.type === 'PAGE_DELETED' && context.pages.length === 1 && context.pages[0].id === event.id,
      isPdfSelected: ({ event }) => (event.type === 'FILE_SELECTED' || event.type === 'FILE_INSERTED') && isPdf(event.file),
      isTooBig: ({ event }) => (event.type === 'FILE_SELECTED' || event.type === 'FILE_INSERTED') && isPdf(event.file) && event.file.size > maxBytes,
      hasTooManyPages: ({ context, event }) => context.pages.length + (event as unknown as { output: OrganizeInspection }).output.pages > maxPages,
      canUndo: ({ context }) => context.history.length > 0,
      needsPassword: ({ event }) => {
        const problem = pdfProblemOf((event as { error?: unknown }).error);
        return problem === 'needsPassword' || problem === 'wrongPassword';
      },
      opensMain: ({ context }) => context.pending?.at === null,
    },
    actions: {
      applyEdit: assign(({ context, event }) => EDITS[event.type]?.(context, event) ?? {}),
      refuseLastPage: emit({ type: 'toast' as const, toast: texts.lastPage }),
      refuseNotPdf: emit({ type: 'toast' as const, toast: texts.notPdf }),
      refuseTooBig: emit({ type: 'toast' as const, toast: texts.tooBig(Math.round(maxBytes / (1024 * 1024))) }),
      refuseTooManyPages: enqueueActions(({ context, enqueue }) => {
        enqueue.emit({ type: 'toast', toast: texts.tooManyPages(maxPages, context.pending?.file.name ?? '') });
        enqueue.assign({ pending: null });
      }),
      undo: assign(({ context }) => ({ pages: context.history.at(-1) ?? context.pages, history: context.history.slice(0, -1), result: null })),
      openMain: assign(({ event }) => (event.type === 'FILE_SELECTED' ? { ...initial, pending: { file: event.file, at: null } } : {})),
      openInserted: assign(({ event }) => (event.type === 'FILE_INSERTED' ? { pending: { file: event.file, at: event.at } } : {})),
      addOpened: assign(({ context, event }) => {
        const { pending } = context;
        const { sizes } = (event as unknown as { output: OrganizeInspection }).output;
        if (!pending) return {};
        const source = context.sources.length;
        const added = sizes.map((_, page): OrganizePageItem => ({ id: `p${context.nextId + page}`, from: { source, page }, rotate: 0 }));
        const sources = [...context.sources, { file: pending.file, password: pending.password, sizes }];
        if (pending.at === null) return { sources, pages: added, nextId: context.nextId + added.length, pending: null };
        const at = Math.max(0, Math.min(context.pages.length, pending.at));
        const pages = [...context.pages.slice(0, at), ...added, ...context.pages.slice(at)];
        return { sources, ...edited(context, pages, context.nextId + added.length), pending: null };
      }),
      sayWrongPassword: enqueueActions(({ context, event, enqueue }) => {
        if (pdfProblemOf((event as { error?: unknown }).error) !== 'wrongPassword') return;
        enqueue.emit({ type: 'toast', toast: texts.cannotOpen('wrongPassword', context.pending?.file.name ?? '') });
      }),
      refuseOpened: enqueueActions(({ context, event, enqueue }) => {
        const problem = pdfProblemOf((event as { error?: unknown }).error) ?? 'damaged';
        enqueue.emit({ type: 'toast', toast: texts.cannotOpen(problem, context.pending?.file.name ?? '') });
        enqueue.assign({ pending: null });
      }),
    },
  }).createMachine({
    id: 'organizePdf',
    context: initial,
    initial: 'empty',
    on: {
      FILE_SELECTED: [{ guard: 'isTooBig', actions: 'refuseTooBig' }, { guard: 'isPdfSelected', target: '.opening', actions: 'openMain' }, { actions: 'refuseNotPdf' }],
    },
    states: {
      empty: {},
      opening: {
        invoke: {
          id: 'opener',
          src: 'opener',
          input: ({ context }) => ({ file: context.pending!.file, password: context.pending!.password }),
          onDone: [{ guard: 'hasTooManyPages', target: 'empty', actions: ['refuseTooManyPages', assign(initial)] }, { target: 'editing', actions: 'addOpened' }],
          onError: [
            { guard: 'needsPassword', target: 'locked', actions: 'sayWrongPassword' },
            { target: 'empty', actions: ['refuseOpened', assign(initial)] },
          ],
        },
      },
      locked: {
        on: {
          PASSWORD_ENTERED: { target: 'opening', actions: assign(({ context, event }) => ({ pending: context.pending && { ...context.pending, password: event.password } })) },
          CLOSE: { target: 'empty', actions: assign(initial) },
        },
      },
      editing: {
        on: {
          ...editHandlers(),
          FILE_INSERTED: [{ guard: 'isTooBig', actions: 'refuseTooBig' }, { guard: 'isPdfSelected', target: 'inserting', actions: 'openInserted' }, { actions: 'refuseNotPdf' }],
          UNDO: { guard: 'canUndo', actions: 'undo' },
          SAVE: 'saving',
          CLOSE: { target: 'empty', actions: assign(initial) },
        },
      },
      inserting: {
        invoke: {
          id: 'inserter',
          src: 'opener',
          input: ({ context }) => ({ file: context.pending!.file }),
          onDone: [{ guard: 'hasTooManyPages', target: 'editing', actions: 'refuseTooManyPages' }, { target: 'editing', actions: 'addOpened' }],
          onError: { target: 'editing', actions: 'refuseOpened' },
        },
      },
      saving: {
        entry: assign({ progress: 0, result: null }),
        invoke: {
          id: 'organizer',
          src: 'organizer',
          input: ({ context, self }) => ({
            files: context.sources.map(({ file, password }) => ({ file, password })),
            edits: editsOf(context.pages),
            fileName: organizedName(context.sources[0].file),
            onProgress: (value: number) => self.send({ type: 'PROGRESS', value }),
          }),
          onDone: {
            target: 'saved',
            actions: [assign({ result: ({ event }) => event.output, progress: 1 }), emit(({ event }) => ({ type: 'toast' as const, toast: texts.success(event.output.pages) }))],
          },
          onError: {
            target: 'editing',
            actions: [assign({ progress: 0 }), emit(({ event }) => ({ type: 'toast' as const, toast: texts.failure(event.error) }))],
          },
        },
        on: {
          PROGRESS: { actions: assign({ progress: ({ context, event }) => Math.max(context.progress, Math.min(1, event.value)) }) },
          CANCEL: { target: 'editing', actions: assign({ progress: 0 }) },
        },
      },
      saved: {
        on: {
          ...editHandlers('editing'),
          FILE_INSERTED: [{ guard: 'isTooBig', actions: 'refuseTooBig' }, { guard: 'isPdfSelected', target: 'inserting', actions: 'openInserted' }, { actions: 'refuseNotPdf' }],
          UNDO: { guard: 'canUndo', target: 'editing', actions: 'undo' },
          SAVE: 'saving',
          CLOSE: { target: 'empty', actions: assign(initial) },
        },
      },
    },
  });
}
