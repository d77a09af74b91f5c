/** Every toast of /split-pdf. */
import { tool } from '../../toolPages/split-pdf';
import { pagesToolTexts } from '../../ui/pdfPagesProblems';

export const texts = pagesToolTexts({
  tool,
  failureText: 'There was an error splitting your PDF. Please try again.',
  action: 'Split',
  outputs: 'PDFs',
});
