/** What the PDF page tools (split, PDF to images) say: about a file they cannot open, and in every toast. */
import type { PagesProblem, PagesToolTexts } from '../machines/pdfPagesTool.machine';
import type { Tool } from '../tools';
import { pdfProblemError, pdfProblemOf } from '../wasm/pdf';

export function pagesProblemText(problem: PagesProblem, maxPages: number): string {
  if (problem === 'tooManyPages') {
    return `This PDF has more than ${maxPages} pages. This tool opens up to ${maxPages} pages at a time, to stay within the memory a browser tab can use.`;
  }
  return pdfProblemError(problem).message;
}

/** The words that differ between the PDF page tools' toasts. */
export interface PagesToolWords {
  /** The page's tool: its registry limits are in the toasts. */
  tool: Pick<Tool, 'maxMB' | 'maxPages'>;
  /** e.g. 'There was an error splitting your PDF. Please try again.' */
  failureText: string;
  /** e.g. 'Split' → 'Split Complete', 'Split Failed'. */
  action: string;
  /** What several outputs are called: 'PDFs', 'images'. */
  outputs: string;
}

/** Every toast of a PDF page tool, from its registry row's limits and its own words. */
export function pagesToolTexts({ tool, failureText, action, outputs }: PagesToolWords): PagesToolTexts {
  const { maxMB = 150, maxPages = 500 } = tool;
  return {
    notPdf: { title: 'Invalid file', description: 'Please select a PDF file.', variant: 'destructive' },
    tooBig: { title: 'File too large', description: `Please select a PDF smaller than ${maxMB} MB.`, variant: 'destructive' },
    refused: (problem) => ({ title: 'Cannot open this PDF', description: pagesProblemText(problem, maxPages), variant: 'destructive' }),
    invalid: (reason) => ({ title: 'Check the pages', description: reason, variant: 'destructive' }),
    success: (result) => ({
      title: `${action} Complete`,
      description: result.files === 1 ? `${result.fileName} is ready.` : `${result.files} ${outputs} are ready in ${result.fileName}.`,
      variant: 'success',
    }),
    failure: (error) => ({
      title: `${action} Failed`,
      description: pdfProblemOf(error) ? (error as Error).message : failureText,
      variant: 'destructive',
    }),
  };
}
