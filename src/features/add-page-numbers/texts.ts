/** Every toast of /add-page-numbers, and its word on signed PDFs. */
import { tool } from '../../toolPages/add-page-numbers';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';
import type { PdfToolTexts } from '../../machines/pdfTool.machine';

const base = pagesToolTexts({
  tool,
  failureText: 'There was an error numbering your PDF. Please try again.',
  action: 'Numbering',
  outputs: 'PDFs',
});

export const texts: PdfToolTexts = {
  ...base,
  // Text our font cannot draw is named as it is (the stamping worker's StampTextError).
  failure: (error) =>
    error instanceof Error && error.name === 'StampTextError' ? { title: 'Numbering Failed', description: error.message, variant: 'destructive' } : base.failure(error),
};

/** Said before a signed PDF is numbered, with the choice to go on or stop. */
export const SIGNED_CONSENT = {
  warning:
    'This PDF is digitally signed. Adding page numbers changes its pages, so its digital signature will no longer be valid in the numbered copy: it cannot prove who signed it or that it is unchanged. The original keeps its signature.',
  go: 'Number anyway',
  stopHint: 'To stop, just remove the file or choose another: nothing is changed until you add the numbers.',
};
