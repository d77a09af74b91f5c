import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { inspectOptions } from '../../lib/inspect';
import { formatPageRanges, pagesOf, parsePageRanges } from '../../lib/pageRanges';
import { releasePdfPages } from '../../machines/pdfPages.actor';
import type { createPdfPagesToolMachine } from '../../machines/pdfPagesTool.machine';
import type { PdfPagesLayoutWiring } from './PdfPagesLayout';
import { useToastEvents } from '../useToastEvents';

/**
 * Runs a PDF page tool's machine for its page (split, PDF to images): its toasts, the release of the
 * opened document when the page goes away, and the pages chosen by ranges, which a click on a page
 * toggles. `modeKey` and `rangesMode` name the option that says the typed ranges apply
 * (`{ mode: 'ranges' }`, `{ pages: 'chosen' }`); a click on a page sets it.
 * Returns the snapshot, `setOptions`, and `wiring` to spread on PdfPagesLayout.
 */
export function usePdfPagesTool<Options extends { ranges: string }, Key extends keyof Options>(
  machine: ReturnType<typeof createPdfPagesToolMachine<Options>>,
  modeKey: Key,
  rangesMode: Options[Key],
) {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  useEffect(() => () => releasePdfPages(actor.getSnapshot().context.document), [actor]);
  const { context } = snapshot;
  const { pages, options } = context;
  const chosen = options[modeKey] === rangesMode;

  const selected = useMemo(
    () => new Set(chosen && pages > 0 ? pagesOf(parsePageRanges(options.ranges, pages).ranges ?? []) : []),
    [chosen, options.ranges, pages],
  );
  const setOptions = (changed: Partial<Options>) => send({ type: 'OPTIONS_CHANGED', options: changed });
  const wiring: PdfPagesLayoutWiring = {
    state: String(snapshot.value),
    context,
    send: {
      file: (file) => send({ type: 'FILE_SELECTED', file }),
      password: (password) => send({ type: 'PASSWORD_ENTERED', password }),
      process: () => send({ type: 'PROCESS' }),
      cancel: () => send({ type: 'CANCEL' }),
    },
    selected,
    onToggle: (page) => setOptions({ [modeKey]: rangesMode, ranges: formatPageRanges(toggledPages(selected, page)) } as Partial<Options>),
  };
  return { snapshot, setOptions, wiring };
}

/** The chosen pages toggled by a click on one of them. */
function toggledPages(selected: ReadonlySet<number>, page: number): Set<number> {
  const next = new Set(selected);
  if (next.has(page)) next.delete(page);
  else next.add(page);
  return next;
}
