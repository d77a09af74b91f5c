import { lazy, useEffect, useState } from 'react';
import { t } from '../../i18n/messages';
import { releasePdfPages } from '../../machines/pdfPages.actor';
import { shownPageSizes } from '../../machines/pdfStamp.actor';
import { createWatermarkPdfMachine, validateWatermark, watermarkedPages } from '../../machines/watermarkPdf.machine';
import { tool } from '../../toolPages/watermark-pdf';
import { PdfPagesLayout } from '../../ui/pdfPages/PdfPagesLayout';
import { usePdfPagesTool } from '../../ui/pdfPages/usePdfPagesTool';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { readToolCopy } from '../../ui/toolCopy';
import { guide } from './copy';
import { watermarker, watermarkOpener } from './engine';
import { signedConsent, texts, watermarkWords } from './texts';
import type { PreviewImage } from './WatermarkPreview';

// Shown only once a PDF is open (inside PdfPagesLayout's lazily loaded work area): not in the first load.
const WatermarkOptionsPanel = lazy(() => import('./WatermarkOptionsPanel').then((module) => ({ default: module.WatermarkOptionsPanel })));
const WatermarkPreview = lazy(() => import('./WatermarkPreview').then((module) => ({ default: module.WatermarkPreview })));
const PagePreview = lazy(() => import('../../ui/pdfPages/PagePreview').then((module) => ({ default: module.PagePreview })));

const machine = createWatermarkPdfMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }, watermarkWords).provide({
  actors: { opener: watermarkOpener, processor: watermarker },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

/** The chosen watermark image, loaded for the preview (null while loading, or when it cannot be read). */
function usePreviewImage(file: File | null): PreviewImage | null {
  const [image, setImage] = useState<PreviewImage | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => setImage({ url, width: element.naturalWidth, height: element.naturalHeight });
    element.src = url;
    return () => {
      element.onload = null;
      URL.revokeObjectURL(url);
      setImage(null);
    };
  }, [file]);
  return image;
}

export default function WatermarkPdfPage() {
  const { snapshot, setOptions, wiring } = usePdfPagesTool(machine, 'pages', 'chosen');
  const { pages, options, document } = snapshot.context;
  const invalid = pages > 0 ? validateWatermark(options, pages, watermarkWords) : null;
  const chosen = pages > 0 && !invalid ? new Set(watermarkedPages(options, pages)) : new Set<number>();
  const sizes = shownPageSizes(document);
  const image = usePreviewImage(options.kind === 'image' ? options.image : null);
  const preview = (page: number) => {
    const size = sizes[page - 1];
    return chosen.has(page) && size ? <WatermarkPreview width={size.width} height={size.height} options={options} image={image} /> : null;
  };
  const firstChosen = chosen.values().next().value;
  const what = options.kind === 'text' ? t('watermarkPdf.summary.text', { text: options.text.trim() }) : t('watermarkPdf.summary.image');
  const summary =
    invalid ??
    (chosen.size > 0
      ? t('watermarkPdf.summary', { what, all: chosen.size === pages ? 'yes' : 'no', count: chosen.size, layer: options.behind ? 'behind' : 'over' })
      : null);

  return (
    <PdfPagesLayout
      tool={tool}
      copy={readToolCopy('watermarkPdf')}
      guide={guide()}
      {...wiring}
      options={
        <>
          <WatermarkOptionsPanel options={options} disabled={snapshot.matches('processing')} onChange={setOptions} />
          {firstChosen !== undefined && document ? (
            <PagePreview document={document as PdfPagesDocument} page={firstChosen}>
              {preview(firstChosen)}
            </PagePreview>
          ) : null}
        </>
      }
      summary={summary}
      preview={preview}
      labels={{
        action: t('watermarkPdf.action.add'),
        busy: t('watermarkPdf.action.busy'),
        progress: t('watermarkPdf.action.progress'),
        resultTitle: t('watermarkPdf.result.title'),
        resultSummary: () => t('watermarkPdf.result.summary', { count: chosen.size }),
        download: () => t('watermarkPdf.result.download'),
        consent: signedConsent(),
      }}
    />
  );
}
