/** Every toast of /organize-pdf. */
import type { OrganizeTexts } from '../../machines/organizePdf.machine';
import { pdfProblemError, type PdfProblem } from '../../wasm/pdf';

// The engine's own words for each problem (read from its error, so its messages stay one shared object).
const why = (problem: PdfProblem) => pdfProblemError(problem).message;

export const texts: OrganizeTexts = {
  notPdf: { title: 'Invalid file type', description: 'Please select a PDF file.', variant: 'destructive' },
  cannotOpen: (problem, name) => ({ title: 'Cannot open this PDF', description: name ? `"${name}": ${why(problem)}` : why(problem), variant: 'destructive' }),
  tooBig: (maxMB) => ({ title: 'File too large', description: `Please select a PDF smaller than ${maxMB} MB.`, variant: 'destructive' }),
  tooManyPages: (maxPages, name) => ({
    title: 'Too many pages',
    description: `${name ? `"${name}" would make` : 'This would make'} more than ${maxPages} pages: an organized PDF holds up to ${maxPages} pages, to stay within the memory a browser tab can use.`,
    variant: 'destructive',
  }),
  lastPage: { title: 'Cannot delete the last page', description: 'A PDF needs at least one page.', variant: 'destructive' },
  success: (pages) => ({ title: 'PDF organized', description: `Your ${pages}-page PDF is ready to download.`, variant: 'success' }),
  failure: (reason) => ({ title: 'Error', description: reason ?? 'Failed to save the organized PDF. Please try again.', variant: 'destructive' }),
};
