import { lazy, useMemo } from 'react';
import { createAddPageNumbersMachine, pageLabels, validatePageNumbers } from '../../machines/addPageNumbers.machine';
import { releasePdfPages } from '../../machines/pdfPages.actor';
import { shownPageSizes } from '../../machines/pdfStamp.actor';
import { tool } from '../../toolPages/add-page-numbers';
import { PdfPagesLayout } from '../../ui/pdfPages/PdfPagesLayout';
import { usePdfPagesTool } from '../../ui/pdfPages/usePdfPagesTool';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { readToolCopy } from '../../ui/toolCopy';
import { GUIDE } from './copy';
import { numberer, numbersOpener } from './engine';
import { SIGNED_CONSENT, texts } from './texts';

const machine = createAddPageNumbersMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }).provide({
  actors: { opener: numbersOpener, processor: numberer },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

// Shown only once a PDF is open (inside PdfPagesLayout's lazily loaded work area): not in the first load.
const PageNumbersOptionsPanel = lazy(() => import('./PageNumbersOptionsPanel').then((module) => ({ default: module.PageNumbersOptionsPanel })));
const NumberPreview = lazy(() => import('./NumberPreview').then((module) => ({ default: module.NumberPreview })));
const PagePreview = lazy(() => import('../../ui/pdfPages/PagePreview').then((module) => ({ default: module.PagePreview })));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default function AddPageNumbersPage() {
  const { snapshot, setOptions, wiring } = usePdfPagesTool(machine, 'pages', 'chosen');
  const { pages, options, document } = snapshot.context;
  const invalid = pages > 0 ? validatePageNumbers(options, pages) : null;
  const labels = useMemo(() => (pages > 0 && !invalid ? new Map(pageLabels(options, pages).map((l) => [l.page, l.text])) : new Map<number, string>()), [options, pages, invalid]);
  const sizes = shownPageSizes(document);
  const first = labels.size > 0 ? [...labels.values()] : [];
  const preview = (page: number) => {
    const label = labels.get(page);
    const size = sizes[page - 1];
    return label && size ? <NumberPreview width={size.width} height={size.height} label={label} options={options} /> : null;
  };
  const firstNumbered = labels.keys().next().value;
  const summary = invalid ?? (labels.size > 0 ? `${plural(labels.size, 'page')} numbered, from "${first[0]}" to "${first.at(-1)}".` : null);

  return (
    <PdfPagesLayout
      tool={tool}
      copy={readToolCopy('addPageNumbers')}
      guide={GUIDE}
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
        action: 'Add page numbers',
        busy: 'Numbering...',
        progress: 'Adding page numbers...',
        resultTitle: 'Page Numbers Added!',
        resultSummary: () => `${plural(labels.size, 'page')} numbered`,
        download: () => 'Download PDF',
        consent: SIGNED_CONSENT,
      }}
    />
  );
}
