/**
 * The opener of the stamping tools (/add-page-numbers, /watermark-pdf): the page renderer opens the
 * file for its thumbnails while the stamping worker reads, at the same time, whether it is signed
 * and each page's size as shown, which the live previews draw to scale (`shownPageSizes`).
 */
import { fromPromise } from 'xstate';
import { inspectStampSource } from '../wasm/pdf';
import { openPdfPagesInspected } from './pdfPages.actor';
import type { Opened, OpenInput } from './pdfTool.machine';

interface PageSize {
  width: number;
  height: number;
}

const sizesOf = new WeakMap<object, PageSize[]>();

/** Each page's shown size (crop box, turned) of a document this opener opened, or none yet. */
export const shownPageSizes = (document: unknown): PageSize[] => (document && typeof document === 'object' ? (sizesOf.get(document) ?? []) : []);

export const pdfStampOpener = fromPromise<Opened, OpenInput>(async ({ input, signal }) => {
  const { inspection, ...opened } = await openPdfPagesInspected(input, signal, inspectStampSource);
  if (inspection && opened.document) sizesOf.set(opened.document as object, inspection.sizes);
  return opened;
});
