/** Every toast of /pdf-to-jpg. */
import type { PagesToolTexts } from '../../machines/pdfPagesTool.machine';
import { toolBySlug } from '../../tools';
import { pagesProblemText } from '../../ui/pdfPagesProblems';
import { pdfProblemOf } from '../../wasm/pdf';

const { maxMB = 150, maxPages = 500 } = toolBySlug('pdf-to-jpg');

export const FAILURE_TEXT = 'There was an error converting your PDF. Please try again.';

export const texts: PagesToolTexts = {
  notPdf: { title: 'Invalid file', description: 'Please select a PDF file.', variant: 'destructive' },
  tooBig: { title: 'File too large', description: `Please select a PDF smaller than ${maxMB} MB.`, variant: 'destructive' },
  refused: (problem) => ({ title: 'Cannot open this PDF', description: pagesProblemText(problem, maxPages), variant: 'destructive' }),
  invalid: (reason) => ({ title: 'Check the pages', description: reason, variant: 'destructive' }),
  success: (result) => ({
    title: 'Conversion Complete',
    description: result.files === 1 ? `${result.fileName} is ready.` : `${result.files} images are ready in ${result.fileName}.`,
    variant: 'success',
  }),
  failure: (error) => ({
    title: 'Conversion Failed',
    description: pdfProblemOf(error) ? (error as Error).message : FAILURE_TEXT,
    variant: 'destructive',
  }),
};
