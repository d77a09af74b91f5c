/**
 * The opener of the stamping tools (/add-page-numbers, /watermark-pdf): the page renderer opens the
 * file for its thumbnails while the stamping worker reads, at the same time, whether it is signed
 * and each page's size as shown, which the live previews draw to scale (`shownPageSizes`).
 */
import { fromPromise } from 'xstate';
import { inspectStampSource } from '../wasm/pdf';
import { openPdfPagesFor, releasePdfPages } from './pdfPages.actor';
import type { Opened, OpenInput } from './pdfTool.machine';

interface PageSize {
  width: number;
  height: number;
}

const sizesOf = new WeakMap<object, PageSize[]>();

/** Each page's shown size (crop box, turned) of a document this opener opened, or none yet. */
export const shownPageSizes = (document: unknown): PageSize[] => (document && typeof document === 'object' ? (sizesOf.get(document) ?? []) : []);

export const pdfStampOpener = fromPromise<Opened, OpenInput>(async ({ input, signal }) => {
  const check = new AbortController();
  const stop = () => check.abort();
  signal.addEventListener('abort', stop, { once: true });
  // A file pdf-lib cannot read is the stamping's to report: here it only counts as not signed.
  const inspection = inspectStampSource(input.file, input.password, { signal: check.signal }).catch(() => null);
  try {
    const opened = await openPdfPagesFor(input, signal);
    const found = await inspection;
    if (signal.aborted) {
      releasePdfPages(opened.document);
      signal.throwIfAborted();
    }
    if (found && opened.document) sizesOf.set(opened.document as object, found.sizes);
    return { ...opened, signed: found?.signed ?? false };
  } finally {
    stop();
    signal.removeEventListener('abort', stop);
  }
});
