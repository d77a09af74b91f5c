import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { inspectOptions } from '../../lib/inspect';
import { formatPageRanges, pagesOf, parsePageRanges } from '../../lib/pageRanges';
import { pdfPagesOpener, releasePdfPages } from '../../machines/pdfPages.actor';
import { createSplitPdfMachine, splitPlan, validateSplit, type SplitPlan } from '../../machines/splitPdf.machine';
import { toolBySlug } from '../../tools';
import { PdfPagesLayout, toggledPages } from '../../ui/PdfPagesLayout';
import { useToastEvents } from '../../ui/useToastEvents';
import { copy, GUIDE } from './copy';
import { splitter } from './engine';
import { SplitOptionsPanel } from './SplitOptionsPanel';
import { texts } from './texts';

const tool = toolBySlug('split-pdf');

const machine = createSplitPdfMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }).provide({
  actors: { opener: pdfPagesOpener, processor: splitter },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describePlan(plan: SplitPlan): string {
  const names = plan.parts.slice(0, 3).map((part) => part.fileName).join(', ') + (plan.parts.length > 3 ? ', …' : '');
  return plan.parts.length === 1 ? `One PDF of ${plural(plan.parts[0].pages.length, 'page')}: ${names}` : `${plan.parts.length} PDFs in a ZIP: ${names}`;
}

export default function SplitPdfPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  useEffect(() => () => releasePdfPages(actor.getSnapshot().context.document), [actor]);
  const { context } = snapshot;
  const { file, pages, options } = context;

  const selected = useMemo(
    () => new Set(options.mode === 'ranges' && pages > 0 ? pagesOf(parsePageRanges(options.ranges, pages).ranges ?? []) : []),
    [options.mode, options.ranges, pages],
  );
  const invalid = pages > 0 ? validateSplit(options, pages) : null;
  const plan = pages > 0 && !invalid && file ? splitPlan(options, pages, file.name) : null;

  return (
    <PdfPagesLayout
      tool={tool}
      copy={copy}
      guide={GUIDE}
      state={String(snapshot.value)}
      context={context}
      send={{
        file: (chosen) => send({ type: 'FILE_SELECTED', file: chosen }),
        password: (password) => send({ type: 'PASSWORD_ENTERED', password }),
        process: () => send({ type: 'PROCESS' }),
        cancel: () => send({ type: 'CANCEL' }),
      }}
      options={<SplitOptionsPanel options={options} disabled={snapshot.matches('processing')} onChange={(changed) => send({ type: 'OPTIONS_CHANGED', options: changed })} />}
      summary={plan ? describePlan(plan) : invalid}
      selected={selected}
      onToggle={(page) => send({ type: 'OPTIONS_CHANGED', options: { mode: 'ranges', ranges: formatPageRanges(toggledPages(selected, page)) } })}
      labels={{
        action: 'Split PDF',
        busy: 'Splitting...',
        progress: 'Splitting PDF...',
        resultTitle: 'Split Complete!',
        resultSummary: (result) => (result.files === 1 && plan ? plural(plan.parts[0].pages.length, 'page') : `${result.files} PDFs in a ZIP`),
        download: (result) => (result.files === 1 ? 'Download PDF' : 'Download ZIP'),
      }}
    />
  );
}
