/**
 * The page-numbering actors: the stamping tools' opener (thumbnails, signature, page sizes), and
 * `numberer`, which sends the labels the options make to the stamping worker.
 */
import { fromPromise } from 'xstate';
import { hexColor } from '../../lib/pageMarks';
import { baseName } from '../../lib/fileNames';
import { pageLabels, type PageNumbersOptions } from '../../machines/addPageNumbers.machine';
import type { PagesResult, ProcessInput } from '../../machines/pdfTool.machine';
import { addPageNumbersToPdf } from '../../wasm/pdf';

export { pdfStampOpener as numbersOpener } from '../../machines/pdfStamp.actor';

export const numberer = fromPromise<PagesResult, ProcessInput<PageNumbersOptions>>(async ({ input, signal }) => {
  const { file, password, pages, options, onProgress } = input;
  const spec = { labels: pageLabels(options, pages), position: options.position, size: options.size, margin: options.margin, color: hexColor(options.color) };
  const blob = await addPageNumbersToPdf(file, spec, { password, signal, onProgress });
  return { blob, fileName: `${baseName(file.name) || 'document'}_numbered.pdf`, files: 1 };
});
