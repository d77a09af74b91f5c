/** What the PDF page tools (split, PDF to images, organize) say about a file they cannot open. */
import type { PagesProblem } from '../../machines/pdfTool.machine';
import { pdfProblemError } from '../../wasm/pdf';

export function pagesProblemText(problem: PagesProblem, maxPages: number): string {
  if (problem === 'tooManyPages') {
    return `This PDF has more than ${maxPages} pages. This tool opens up to ${maxPages} pages at a time, to stay within the memory a browser tab can use.`;
  }
  return pdfProblemError(problem).message;
}
