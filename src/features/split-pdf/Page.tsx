import { t } from '../../i18n/messages';
import { releasePdfPages } from '../../machines/pdfPages.actor';
import { createSplitPdfMachine, splitPlan, validateSplit, type SplitPlan } from '../../machines/splitPdf.machine';
import { tool } from '../../toolPages/split-pdf';
import { PdfPagesLayout } from '../../ui/pdfPages/PdfPagesLayout';
import { usePdfPagesTool } from '../../ui/pdfPages/usePdfPagesTool';
import { readToolCopy } from '../../ui/toolCopy';
import { guide } from './copy';
import { splitOpener, splitter } from './engine';
import { SplitOptionsPanel } from './SplitOptionsPanel';
import { signedNote, splitWords, texts } from './texts';

const machine = createSplitPdfMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }, splitWords).provide({
  actors: { opener: splitOpener, processor: splitter },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

function describePlan(plan: SplitPlan): string {
  const names = plan.parts.slice(0, 3).map((part) => part.fileName).join(', ') + (plan.parts.length > 3 ? ', …' : '');
  return plan.parts.length === 1
    ? t('splitPdf.plan.one', { count: plan.parts[0].pages.length, names })
    : t('splitPdf.plan.many', { count: plan.parts.length, names });
}

export default function SplitPdfPage() {
  const { snapshot, setOptions, wiring } = usePdfPagesTool(machine, 'mode', 'ranges');
  const { file, pages, options, signed } = snapshot.context;
  const invalid = pages > 0 ? validateSplit(options, pages, splitWords) : null;
  const plan = pages > 0 && !invalid && file ? splitPlan(options, pages, file.name) : null;

  return (
    <PdfPagesLayout
      tool={tool}
      copy={readToolCopy('splitPdf')}
      guide={guide()}
      {...wiring}
      options={<SplitOptionsPanel options={options} disabled={snapshot.matches('processing')} onChange={setOptions} />}
      summary={plan ? describePlan(plan) : invalid}
      notice={
        signed && (
          <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="pdf-signed-note">
            {signedNote()}
          </p>
        )
      }
      labels={{
        action: t('splitPdf.action.split'),
        busy: t('splitPdf.action.busy'),
        progress: t('splitPdf.action.progress'),
        resultTitle: t('splitPdf.result.title'),
        resultSummary: (result) =>
          result.files === 1 && plan ? t('splitPdf.result.pages', { count: plan.parts[0].pages.length }) : t('splitPdf.result.zip', { count: result.files }),
        download: (result) => (result.files === 1 ? t('splitPdf.result.downloadPdf') : t('splitPdf.result.downloadZip')),
      }}
    />
  );
}
