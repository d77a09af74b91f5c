import { pageImageSize } from '../../lib/pageImageSize';
import { pdfPagesOpener, releasePdfPages } from '../../machines/pdfPages.actor';
import { createPdfToJpgMachine, pageImagePlan, validatePdfToJpg } from '../../machines/pdfToJpg.machine';
import { tool } from '../../toolPages/pdf-to-jpg';
import { PdfPagesLayout } from '../../ui/pdfPages/PdfPagesLayout';
import { usePdfPagesTool } from '../../ui/pdfPages/usePdfPagesTool';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { readToolCopy } from '../../ui/toolCopy';
import { GUIDE } from './copy';
import { pageImager } from './engine';
import { ImageOptionsPanel } from './ImageOptionsPanel';
import { texts } from './texts';

const machine = createPdfToJpgMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }).provide({
  actors: { opener: pdfPagesOpener, processor: pageImager },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default function PdfToJpgPage() {
  const { snapshot, setOptions, wiring } = usePdfPagesTool(machine, 'pages', 'chosen');
  const { file, pages, options, document } = snapshot.context;
  const invalid = pages > 0 ? validatePdfToJpg(options, pages) : null;
  const plan = pages > 0 && !invalid && file ? pageImagePlan(options, pages, file.name) : null;
  const format = options.format.toUpperCase();
  const first = document as PdfPagesDocument | null;
  const pixels = first ? pageImageSize(first.width, first.height, { scale: options.dpi / 72 }) : null;
  const size = pixels ? `${pixels.width} × ${pixels.height} px` : '';

  return (
    <PdfPagesLayout
      tool={tool}
      copy={readToolCopy('pdfToJpg')}
      guide={GUIDE}
      {...wiring}
      options={<ImageOptionsPanel options={options} disabled={snapshot.matches('processing')} onChange={setOptions} />}
      summary={
        plan
          ? `${plural(plan.images.length, `${format} image`)}${plan.images.length > 1 ? ' in a ZIP' : ''}; page 1 becomes ${size}.`
          : invalid
      }
      labels={{
        action: `Convert to ${format}`,
        busy: 'Converting...',
        progress: `Drawing pages as ${format}...`,
        resultTitle: 'Conversion Complete!',
        resultSummary: (result) => (result.files === 1 ? `1 ${format} image` : `${result.files} images in a ZIP`),
        download: (result) => (result.files === 1 ? `Download ${format}` : 'Download ZIP'),
      }}
    />
  );
}
