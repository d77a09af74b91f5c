/**
 * The merger's injected actors: `inspector` counts each added file's pages in the PDF worker (or
 * learns why it cannot be read), `merger` merges the files in list order in the same worker.
 */
import { fromCallback, fromPromise } from 'xstate';
import { MERGED_FILE_NAME, type InspectRequest, type MergeInput, type MergeResult, type MergerEvent } from '../../machines/pdfMerger.machine';
import { countPdfPages, mergePdfFiles, pdfProblemOf } from '../../wasm/pdf';

export const inspector = fromCallback<InspectRequest>(({ receive, sendBack }) => {
  let stopped = false;
  const answer = (event: MergerEvent) => !stopped && sendBack(event);
  receive(({ sources }) => {
    for (const { id, file } of sources) {
      countPdfPages(file).then(
        (pages) => answer({ type: 'FILE_INSPECTED', id, pages, problem: null }),
        (error: unknown) => answer({ type: 'FILE_INSPECTED', id, pages: null, problem: pdfProblemOf(error) ?? 'damaged' }),
      );
    }
  });
  return () => {
    stopped = true;
  };
});

export const merger = fromPromise<MergeResult, MergeInput>(async ({ input, signal }) => {
  const { blob, pages } = await mergePdfFiles(
    input.sources.map((s) => s.file),
    { signal, onProgress: input.onProgress },
  );
  return { blob, fileName: MERGED_FILE_NAME, pages };
});
