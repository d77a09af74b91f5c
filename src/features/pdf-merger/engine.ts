/**
 * The merger's injected actors: `inspector` opens each added file in the PDF worker (page count,
 * signature, or why it cannot be read; with the password the user typed, if any), `merger` merges
 * the files in list order in the same worker, each opened with its password.
 */
import { fromCallback, fromPromise } from 'xstate';
import { MERGED_FILE_NAME, type InspectRequest, type MergeInput, type MergeResult, type MergerEvent } from '../../machines/pdfMerger.machine';
import { inspectMergeSource, mergePdfFiles, pdfProblemOf } from '../../wasm/pdf';

export const inspector = fromCallback<InspectRequest>(({ receive, sendBack }) => {
  let stopped = false;
  const answer = (event: MergerEvent) => !stopped && sendBack(event);
  receive(({ sources }) => {
    for (const { id, file, password } of sources) {
      inspectMergeSource(file, password).then(
        ({ pages, access, signed }) => answer({ type: 'FILE_INSPECTED', id, pages, problem: null, access, signed }),
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
    input.sources.map(({ file, password }) => ({ file, password })),
    { signal, onProgress: input.onProgress },
  );
  return { blob, fileName: MERGED_FILE_NAME, pages };
});
