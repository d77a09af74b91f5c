/** Every toast of /pdf-to-jpg. */
import { tool } from '../../toolPages/pdf-to-jpg';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';

export const texts = pagesToolTexts({
  tool,
  failureText: 'There was an error converting your PDF. Please try again.',
  action: 'Conversion',
  outputs: 'images',
});
