/** Every toast of /split-pdf. */
import { tool } from '../../toolPages/split-pdf';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';

export const texts = pagesToolTexts({
  tool,
  failureText: 'There was an error splitting your PDF. Please try again.',
  action: 'Split',
  outputs: 'PDFs',
});

/** Said beside a signed PDF (no consent needed: the original is not changed, the parts are new files). */
export const SIGNED_NOTE =
  'This PDF is digitally signed. Splitting copies its pages into new files, so its signature will not be valid in the parts. The original keeps its signature.';
