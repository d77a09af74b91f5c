import { t } from '../../i18n/messages';
import { pageImageSize } from '../../lib/pageImageSize';
import { pdfPagesOpener, releasePdfPages } from '../../machines/pdfPages.actor';
import { createPdfToJpgMachine, pageImagePlan, validatePdfToJpg } from '../../machines/pdfToJpg.machine';
import { tool } from '../../toolPages/pdf-to-jpg';
import { PdfPagesLayout } from '../../ui/pdfPages/PdfPagesLayout';
import { usePdfPagesTool } from '../../ui/pdfPages/usePdfPagesTool';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { readToolCopy } from '../../ui/toolCopy';
import { guide } from './copy';
import { pageImager } from './engine';
import { ImageOptionsPanel } from './ImageOptionsPanel';
import { rangeWords, texts } from './texts';

const machine = createPdfToJpgMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }, rangeWords).provide({
  actors: { opener: pdfPagesOpener, processor: pageImager },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

export default function PdfToJpgPage() {
  const { snapshot, setOptions, wiring } = usePdfPagesTool(machine, 'pages', 'chosen');
  const { file, pages, options, document } = snapshot.context;
  const invalid = pages > 0 ? validatePdfToJpg(options, pages, rangeWords) : null;
  const plan = pages > 0 && !invalid && file ? pageImagePlan(options, pages, file.name) : null;
  const format = options.format.toUpperCase();
  const first = document as PdfPagesDocument | null;
  const pixels = first ? pageImageSize(first.width, first.height, { scale: options.dpi / 72 }) : null;
  const size = pixels ? t('pdfToJpg.size', { width: pixels.width, height: pixels.height }) : '';

  return (
    <PdfPagesLayout
      tool={tool}
      copy={readToolCopy('pdfToJpg')}
      guide={guide()}
      {...wiring}
      options={<ImageOptionsPanel options={options} disabled={snapshot.matches('processing')} onChange={setOptions} />}
      summary={plan ? t('pdfToJpg.plan', { count: plan.images.length, format, size }) : invalid}
      labels={{
        action: t('pdfToJpg.action.convert', { format }),
        busy: t('pdfToJpg.action.busy'),
        progress: t('pdfToJpg.action.progress', { format }),
        resultTitle: t('pdfToJpg.result.title'),
        resultSummary: (result) => (result.files === 1 ? t('pdfToJpg.result.one', { format }) : t('pdfToJpg.result.zip', { count: result.files })),
        download: (result) => (result.files === 1 ? t('pdfToJpg.result.download', { format }) : t('pdfToJpg.result.downloadZip')),
      }}
    />
  );
}
