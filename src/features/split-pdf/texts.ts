/** Every toast of /split-pdf. */
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';

export const texts = pagesToolTexts({
  slug: 'split-pdf',
  failureText: 'There was an error splitting your PDF. Please try again.',
  action: 'Split',
  outputs: 'PDFs',
});
