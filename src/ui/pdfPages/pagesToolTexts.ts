/** Every toast of a PDF page tool on the PDF-tool lifecycle (split, PDF to images). */
import type { PdfToolTexts } from '../../machines/pdfTool.machine';
import type { Tool } from '../../tools';
import { pdfProblemOf } from '../../wasm/pdf';
import { pagesProblemText } from './pdfPagesProblems';

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
export function pagesToolTexts({ tool, failureText, action, outputs }: PagesToolWords): PdfToolTexts {
  const { maxMB = 150, maxPages = 500 } = tool;
  return {
    notPdf: { title: 'Invalid file', description: 'Please select a PDF file.', variant: 'destructive' },
    tooBig: { title: 'File too large', description: `Please select a PDF smaller than ${maxMB} MB.`, variant: 'destructive' },
    refused: (problem) => ({ title: 'Cannot open this PDF', description: pagesProblemText(problem, maxPages), variant: 'destructive' }),
    invalid: (reason) => ({ title: 'Check the pages', description: reason, variant: 'destructive' }),
    // The action button shows once the file is open: these two are for the lifecycle's other callers.
    noFile: { title: 'No file selected', description: 'Please select a PDF file first.', variant: 'destructive' },
    waiting: (need) =>
      need === 'password'
        ? { title: 'Password needed', description: 'Enter the password of this PDF first.', variant: 'destructive' }
        : { title: 'This PDF is signed', description: 'Choose whether to go on: its digital signature will not be valid in the result.', variant: 'destructive' },
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
