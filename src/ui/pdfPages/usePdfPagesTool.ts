import { useEffect, useMemo } from 'react';
import { formatPageRanges, pagesOf, parsePageRanges } from '../../lib/pageRanges';
import { releasePdfPages } from '../../machines/pdfPages.actor';
import type { PdfToolMachine } from '../../machines/pdfTool.machine';
import type { PdfPagesLayoutWiring } from './PdfPagesLayout';
import { usePdfTool } from '../usePdfTool';

/**
 * Runs a PDF page tool's machine for its page (split, PDF to images): usePdfTool, the release of the
 * opened document when the page goes away, and the pages chosen by ranges, which a click on a page
 * toggles. `modeKey` and `rangesMode` name the option that says the typed ranges apply
 * (`{ mode: 'ranges' }`, `{ pages: 'chosen' }`); a click on a page sets it.
 * Returns the snapshot, `setOptions`, and `wiring` to spread on PdfPagesLayout.
 */
export function usePdfPagesTool<Options extends { ranges: string }, Key extends keyof Options>(
  machine: PdfToolMachine<Options>,
  modeKey: Key,
  rangesMode: Options[Key],
) {
  const { snapshot, state, send, actor } = usePdfTool(machine);
  useEffect(() => () => releasePdfPages(actor.getSnapshot().context.document), [actor]);
  const { context } = snapshot;
  const { pages, options } = context;
  const chosen = options[modeKey] === rangesMode;

  const selected = useMemo(
    () => new Set(chosen && pages > 0 ? pagesOf(parsePageRanges(options.ranges, pages).ranges ?? []) : []),
    [chosen, options.ranges, pages],
  );
  const wiring: PdfPagesLayoutWiring = {
    state,
    context,
    send,
    selected,
    onToggle: (page) => send.setOptions({ [modeKey]: rangesMode, ranges: formatPageRanges(toggledPages(selected, page)) } as Partial<Options>),
  };
  return { snapshot, setOptions: send.setOptions, wiring };
}

/** The chosen pages toggled by a click on one of them. */
function toggledPages(selected: ReadonlySet<number>, page: number): Set<number> {
  const next = new Set(selected);
  if (next.has(page)) next.delete(page);
  else next.add(page);
  return next;
}
