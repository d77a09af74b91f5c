import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { t } from '../../i18n/messages';
import type { PagesResult, PdfToolContext } from '../../machines/pdfTool.machine';
import type { Tool } from '../../tools';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { PdfPagesFileArea } from './PdfPagesFileArea';
import { PdfPagesResult } from './PdfPagesResult';
import { ToolGuideLink } from '../ToolGuideLink';
import { ToolPage } from '../ToolPage';
import type { ToolCopy } from '../toolCopy';

// Shown only once a PDF is open (options, page grid, action): not part of the page's first load,
// fetched while the file opens.
const loadWork = () => import('./PdfPagesWork');
const PdfPagesWork = lazy(() => loadWork().then((module) => ({ default: module.PdfPagesWork })));

interface PdfPagesLabels {
  action: string;
  busy: string;
  progress: string;
  resultTitle: string;
  resultSummary: (result: PagesResult) => string;
  download: (result: PagesResult) => string;
  /** A tool made with `consentForSigned`: what the signed-file warning says (see PdfSignedConsent). */
  consent?: { warning: string; go: string; stopHint: string };
}

/** What PdfPagesLayout needs of the tool's machine: usePdfPagesTool makes it. */
export interface PdfPagesLayoutWiring {
  /** The page tool machine's state value and context. */
  state: string;
  context: PdfToolContext<unknown>;
  send: {
    file: (file: File) => void;
    password: (password: string) => void;
    consentAndProcess: () => void;
    process: () => void;
    cancel: () => void;
  };
  selected: ReadonlySet<number>;
  onToggle: (page: number) => void;
}

interface PdfPagesLayoutProps extends PdfPagesLayoutWiring {
  tool: Tool;
  copy: ToolCopy;
  guide: { slug: string; title: string; text: string };
  /** The tool's options, shown once the PDF is open. */
  options: ReactNode;
  /** What the options will make, or why they cannot run yet. */
  summary: string | null;
  labels: PdfPagesLabels;
  /** Said under the file area (split: that a signed file's parts carry no valid signature). */
  notice?: ReactNode;
  /** Drawn over each page's thumbnail (1-based page), to scale: a live preview of what the tool adds. */
  preview?: (page: number) => ReactNode;
}

/** The working area of a PDF page tool (split, PDF to images): file, options, page grid, action, result. */
export function PdfPagesLayout({ tool, copy, guide, state, context, send, options, summary, selected, onToggle, labels, notice, preview }: PdfPagesLayoutProps) {
  const { file, pages, problem, progress, result } = context;
  const document = context.document as PdfPagesDocument | null;
  const processing = state === 'processing';
  useEffect(() => {
    if (state === 'opening') void loadWork();
  }, [state]);
  return (
    <ToolPage tool={tool} copy={copy} relatedCategory="pdf" extra={<ToolGuideLink {...guide} />}>
      <PdfPagesFileArea
        file={file}
        state={state}
        pages={pages}
        problem={problem}
        maxPages={tool.maxPages ?? 500}
        maxMB={tool.maxMB ?? 150}
        disabled={processing}
        onFile={send.file}
        onPassword={send.password}
      />
      {notice}
      {document && pages > 0 && (
        <Suspense fallback={null}>
          <PdfPagesWork
            document={document}
            fileName={file?.name ?? t('pdfPages.thePdf')}
            processing={processing}
            progress={progress}
            options={options}
            summary={summary}
            selected={selected}
            onToggle={onToggle}
            preview={preview}
            labels={labels}
            consent={state === 'consent' ? labels.consent : undefined}
            onConsent={send.consentAndProcess}
            onProcess={send.process}
            onCancel={send.cancel}
          />
        </Suspense>
      )}
      {state === 'done' && result && (
        <PdfPagesResult result={result} title={labels.resultTitle} summary={labels.resultSummary(result)} downloadLabel={labels.download(result)} />
      )}
    </ToolPage>
  );
}

