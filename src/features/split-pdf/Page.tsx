import { releasePdfPages } from '../../machines/pdfPages.actor';
import { createSplitPdfMachine, splitPlan, validateSplit, type SplitPlan } from '../../machines/splitPdf.machine';
import { tool } from '../../toolPages/split-pdf';
import { PdfPagesLayout } from '../../ui/pdfPages/PdfPagesLayout';
import { usePdfPagesTool } from '../../ui/pdfPages/usePdfPagesTool';
import { readToolCopy } from '../../ui/toolCopy';
import { GUIDE } from './copy';
import { splitOpener, splitter } from './engine';
import { SplitOptionsPanel } from './SplitOptionsPanel';
import { SIGNED_NOTE, texts } from './texts';

const machine = createSplitPdfMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }).provide({
  actors: { opener: splitOpener, processor: splitter },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describePlan(plan: SplitPlan): string {
  const names = plan.parts.slice(0, 3).map((part) => part.fileName).join(', ') + (plan.parts.length > 3 ? ', …' : '');
  return plan.parts.length === 1 ? `One PDF of ${plural(plan.parts[0].pages.length, 'page')}: ${names}` : `${plan.parts.length} PDFs in a ZIP: ${names}`;
}

export default function SplitPdfPage() {
  const { snapshot, setOptions, wiring } = usePdfPagesTool(machine, 'mode', 'ranges');
  const { file, pages, options, signed } = snapshot.context;
  const invalid = pages > 0 ? validateSplit(options, pages) : null;
  const plan = pages > 0 && !invalid && file ? splitPlan(options, pages, file.name) : null;

  return (
    <PdfPagesLayout
      tool={tool}
      copy={readToolCopy('splitPdf')}
      guide={GUIDE}
      {...wiring}
      options={<SplitOptionsPanel options={options} disabled={snapshot.matches('processing')} onChange={setOptions} />}
      summary={plan ? describePlan(plan) : invalid}
      notice={
        signed && (
          <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="pdf-signed-note">
            {SIGNED_NOTE}
          </p>
        )
      }
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
