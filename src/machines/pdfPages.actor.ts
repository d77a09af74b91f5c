/**
 * Adapts the page renderer to the PDF-tool lifecycle (pdfTool.machine.ts) of a tool that shows a
 * PDF's pages: `pdfPagesOpener` opens the chosen file in its own render worker (the thumbnails and
 * page images are drawn there), `releasePdfPages` ends that worker when another file takes its
 * place or the page goes away.
 */
import { fromPromise } from 'xstate';
import type { Opened, OpenInput } from './pdfTool.machine';
import type { PdfPagesDocument } from '../wasm/pdfRender';

/** Opens the file for its pages (a tool's own opener may add to what it answers, see split-pdf). */
export async function openPdfPagesFor({ file, password }: OpenInput, signal: AbortSignal): Promise<Opened> {
  // The renderer's client loads with the first PDF: pages that never get one do not ship it.
  const { openPdfPages } = await import('../wasm/pdfRender');
  const document = await openPdfPages(file, password, signal);
  // Opened after the user moved on (another file, or left the page): nobody will release it.
  if (signal.aborted) {
    document.close();
    signal.throwIfAborted();
  }
  return { pages: document.pages, document };
}

export const pdfPagesOpener = fromPromise<Opened, OpenInput>(({ input, signal }) => openPdfPagesFor(input, signal));

/** Ends the render worker of an opened document, if there is one. */
export function releasePdfPages(document: unknown): void {
  (document as PdfPagesDocument | null)?.close();
}
