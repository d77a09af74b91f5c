/**
 * The organizer's work: `opener` reads a file's page count and page sizes in the organize worker
 * (asking for nothing the renderer needs), `organizer` applies the page list there with pdf-lib.
 */
import { fromPromise } from 'xstate';
import type { OpenInput, OrganizeInspection, OrganizeResult, SaveInput } from '../../machines/organizePdf.machine';
import { inspectOrganizeSource, organizePdfFiles } from '../../wasm/pdf';

export const organizeOpener = fromPromise<OrganizeInspection, OpenInput>(({ input }) => inspectOrganizeSource(input.file, input.password));

export const organizer = fromPromise<OrganizeResult, SaveInput>(async ({ input, signal }) => {
  const { blob, pages } = await organizePdfFiles(input.files, input.edits, { signal, onProgress: input.onProgress });
  return { blob, pages, fileName: input.fileName };
});
