/** Every toast and check of /watermark-pdf, and its word on signed PDFs, read in the page's language when shown. */
import { t } from '../../i18n/messages';
import type { WatermarkWords } from '../../machines/watermarkPdf.machine';
import { tool } from '../../toolPages/watermark-pdf';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';

const base = pagesToolTexts({
  tool,
  failureText: () => t('watermarkPdf.toast.failure'),
  action: () => t('watermarkPdf.toast.action'),
  outputs: () => t('watermarkPdf.toast.outputs'),
});

export const texts: PdfToolTexts = {
  ...base,
  invalid: (reason) => ({ title: t('watermarkPdf.toast.invalid'), description: reason, variant: 'destructive' }),
  // Text our font cannot draw (the stamping worker's English), or an image that cannot be read, is named as it is.
  failure: (error) =>
    error instanceof Error && (error.name === 'StampTextError' || error.name === 'WatermarkImageError')
      ? { title: t('watermarkPdf.toast.failed'), description: error.message, variant: 'destructive' }
      : base.failure(error),
};

/** Said before a signed PDF is watermarked, with the choice to go on or stop. */
export const signedConsent = () => ({
  warning: t('watermarkPdf.signed.warning'),
  go: t('watermarkPdf.signed.go'),
  stopHint: t('watermarkPdf.signed.stopHint'),
});

/** What the watermark's checks say (the machine's English, from the catalog). */
export const watermarkWords: WatermarkWords = {
  noText: () => t('watermarkPdf.check.noText'),
  tooLong: () => t('watermarkPdf.check.tooLong'),
  size: () => t('watermarkPdf.check.size'),
  angle: () => t('watermarkPdf.check.angle'),
  noImage: () => t('watermarkPdf.check.noImage'),
  imageType: () => t('watermarkPdf.check.imageType'),
  imageWidth: () => t('watermarkPdf.check.imageWidth'),
  opacity: () => t('watermarkPdf.check.opacity'),
  ranges: {
    empty: () => t('watermarkPdf.range.empty'),
    notRange: (item) => t('watermarkPdf.range.notRange', { item }),
    fromOne: () => t('watermarkPdf.range.fromOne'),
    noSuchPage: (page, total) => t('watermarkPdf.range.noSuchPage', { page, total }),
    backwards: (item, from, to) => t('watermarkPdf.range.backwards', { item, from, to }),
  },
};
