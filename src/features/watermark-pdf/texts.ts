/** Every toast of /watermark-pdf, and its word on signed PDFs. */
import { tool } from '../../toolPages/watermark-pdf';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';

const base = pagesToolTexts({
  tool,
  failureText: 'There was an error watermarking your PDF. Please try again.',
  action: 'Watermark',
  outputs: 'PDFs',
});

export const texts: PdfToolTexts = {
  ...base,
  invalid: (reason) => ({ title: 'Check the watermark', description: reason, variant: 'destructive' }),
  // Text our font cannot draw, or an image that cannot be read, is named as it is.
  failure: (error) =>
    error instanceof Error && (error.name === 'StampTextError' || error.name === 'WatermarkImageError')
      ? { title: 'Watermark Failed', description: error.message, variant: 'destructive' }
      : base.failure(error),
};

/** Said before a signed PDF is watermarked, with the choice to go on or stop. */
export const SIGNED_CONSENT = {
  warning:
    'This PDF is digitally signed. A watermark changes its pages, so its digital signature will no longer be valid in the watermarked copy: it cannot prove who signed it or that it is unchanged. The original keeps its signature.',
  go: 'Watermark anyway',
  stopHint: 'To stop, just remove the file or choose another: nothing is changed until you add the watermark.',
};
