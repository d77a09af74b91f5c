/**
 * What the machines of an ordered list of files share (images to PDF, PDF merger): removing and
 * moving an entry, which drops the last result; the progress of the work, which only grows; and
 * the transitions of the list edits, in the editing state and from the finished one (an edit
 * there goes back to editing). Each machine names the actions `removeFile`, `moveFile`, `addFiles`
 * and `removeProblems` in its setup, with `removeFile`, `moveFile` and `progress` taken from here.
 */
import { assign, type EventObject } from 'xstate';
import { moveItem } from '../lib/moveItem';

export interface FileListContext {
  items: { id: string }[];
  progress: number;
  result: unknown;
}

/** What any change of the list (or of its settings) also changes: the result is gone. */
export const listChanged = { result: null, progress: 0 } as const;

/** The actions `removeFile` (FILE_REMOVED), `moveFile` (FILE_MOVED) and `progress` (PROGRESS) of a list machine. */
export function fileListActions<TContext extends FileListContext, TEvent extends EventObject>() {
  type Edit = Partial<TContext>;
  return {
    removeFile: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      const { id } = event as unknown as { id: string };
      return event.type === 'FILE_REMOVED' ? ({ items: context.items.filter((item) => item.id !== id), ...listChanged } as Edit) : {};
    }),
    moveFile: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      const { id, to } = event as unknown as { id: string; to: number };
      return event.type === 'FILE_MOVED' ? ({ items: moveItem(context.items, id, to), ...listChanged } as Edit) : {};
    }),
    progress: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      const { value } = event as unknown as { value: number };
      return event.type === 'PROGRESS' ? ({ progress: Math.max(context.progress, Math.min(1, value)) } as Edit) : {};
    }),
  };
}

/** The list edits while editing. */
export const listEdits = {
  FILES_ADDED: { actions: 'addFiles' },
  FILE_REMOVED: { actions: 'removeFile' },
  FILE_MOVED: { actions: 'moveFile' },
  PROBLEM_FILES_REMOVED: { actions: 'removeProblems' },
} as const;

/** The list edits once the work is done: back to editing, except adding only files the list refuses (`addsFiles` says). */
export const listEditsWhenDone = <Guard extends string>(addsFiles: Guard) =>
  ({
    FILES_ADDED: [{ guard: addsFiles, target: 'editing', actions: 'addFiles' }, { actions: 'addFiles' }],
    FILE_REMOVED: { target: 'editing', actions: 'removeFile' },
    FILE_MOVED: { target: 'editing', actions: 'moveFile' },
  }) as const;
