import { lazy, useMemo } from 'react';
import { t } from '../../i18n/messages';
import { createAddPageNumbersMachine, pageLabels, validatePageNumbers } from '../../machines/addPageNumbers.machine';
import { releasePdfPages } from '../../machines/pdfPages.actor';
import { shownPageSizes } from '../../machines/pdfStamp.actor';
import { tool } from '../../toolPages/add-page-numbers';
import { PdfPagesLayout } from '../../ui/pdfPages/PdfPagesLayout';
import { usePdfPagesTool } from '../../ui/pdfPages/usePdfPagesTool';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { readToolCopy } from '../../ui/toolCopy';
import { guide } from './copy';
import { numberer, numbersOpener } from './engine';
import { numbersWords, signedConsent, texts } from './texts';

const machine = createAddPageNumbersMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }, numbersWords).provide({
  actors: { opener: numbersOpener, processor: numberer },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

// Shown only once a PDF is open (inside PdfPagesLayout's lazily loaded work area): not in the first load.
const PageNumbersOptionsPanel = lazy(() => import('./PageNumbersOptionsPanel').then((module) => ({ default: module.PageNumbersOptionsPanel })));
const NumberPreview = lazy(() => import('./NumberPreview').then((module) => ({ default: module.NumberPreview })));
const PagePreview = lazy(() => import('../../ui/pdfPages/PagePreview').then((module) => ({ default: module.PagePreview })));

export default function AddPageNumbersPage() {
  const { snapshot, setOptions, wiring } = usePdfPagesTool(machine, 'pages', 'chosen');
  const { pages, options, document } = snapshot.context;
  const invalid = pages > 0 ? validatePageNumbers(options, pages, numbersWords) : null;
  const labels = useMemo(() => (pages > 0 && !invalid ? new Map(pageLabels(options, pages).map((l) => [l.page, l.text])) : new Map<number, string>()), [options, pages, invalid]);
  const sizes = shownPageSizes(document);
  const first = labels.size > 0 ? [...labels.values()] : [];
  const preview = (page: number) => {
    const label = labels.get(page);
    const size = sizes[page - 1];
    return label && size ? <NumberPreview width={size.width} height={size.height} label={label} options={options} /> : null;
  };
  const firstNumbered = labels.keys().next().value;
  const summary = invalid ?? (labels.size > 0 ? t('addPageNumbers.summary', { count: labels.size, first: first[0], last: first.at(-1) ?? '' }) : null);

  return (
    <PdfPagesLayout
      tool={tool}
      copy={readToolCopy('addPageNumbers')}
      guide={guide()}
      {...wiring}
      options={
        <>
          <PageNumbersOptionsPanel options={options} disabled={snapshot.matches('processing')} onChange={setOptions} />
          {firstNumbered !== undefined && document ? (
            <PagePreview document={document as PdfPagesDocument} page={firstNumbered}>
              {preview(firstNumbered)}
            </PagePreview>
          ) : null}
        </>
      }
      summary={summary}
      preview={preview}
      labels={{
        action: t('addPageNumbers.action.add'),
        busy: t('addPageNumbers.action.busy'),
        progress: t('addPageNumbers.action.progress'),
        resultTitle: t('addPageNumbers.result.title'),
        resultSummary: () => t('addPageNumbers.result.summary', { count: labels.size }),
        download: () => t('addPageNumbers.result.download'),
        consent: signedConsent(),
      }}
    />
  );
}
