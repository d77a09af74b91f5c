/**
 * The page's actors for the Images to PDF machine: `checker` reads each added file's header in
 * the PDF engine's images worker (type, size, damage), `converter` builds the PDF there.
 */
import { fromCallback, fromPromise } from 'xstate';
import { t } from '../../i18n/messages';
import type { CheckRequest, ConvertInput, ImagesToPdfEvent, ImagesToPdfResult } from '../../machines/imagesToPdf.machine';
import { buildPdfFromImages, checkImageForPdf } from '../../wasm/pdf';

/** Worker errors about the file say what is wrong; anything else gets one plain sentence. */
const reasonOf = (error: unknown) =>
  error instanceof Error && error.name === 'ImageInputError' ? error.message : t('imagesToPdf.engine.unreadable');

export const checker = fromCallback<CheckRequest>(({ receive, sendBack }) => {
  let stopped = false;
  const answer = (event: ImagesToPdfEvent) => !stopped && sendBack(event);
  receive(({ sources }) => {
    for (const { id, file } of sources) {
      checkImageForPdf(file).then(
        ({ width, height }) => answer({ type: 'FILE_CHECKED', id, problem: null, width, height }),
        (error: unknown) => answer({ type: 'FILE_CHECKED', id, problem: reasonOf(error) }),
      );
    }
  });
  return () => {
    stopped = true;
  };
});

export const converter = fromPromise<ImagesToPdfResult, ConvertInput>(async ({ input, signal }) => {
  const { blob, pages } = await buildPdfFromImages(input.files, input.layout, { signal, onProgress: input.onProgress });
  return { blob, pages, fileName: input.fileName };
});
