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
async function openPdfPagesFor({ file, password }: OpenInput, signal: AbortSignal): Promise<Opened> {
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

/** A wing's 'inspect' job: at least whether the file is signed. */
type Inspect<I extends { signed: boolean }> = (file: File, password: string | undefined, options: { signal: AbortSignal }) => Promise<I>;

/**
 * Opens the file for its pages while, at the same time in the tool's own worker, `inspect` reads
 * whether it is signed (and whatever else the tool asks of it). A file that worker cannot read only
 * counts as not signed here: the tool's job names the problem when it runs.
 */
export async function openPdfPagesInspected<I extends { signed: boolean }>(input: OpenInput, signal: AbortSignal, inspect: Inspect<I>): Promise<Opened & { inspection: I | null }> {
  const check = new AbortController();
  const stop = () => check.abort();
  signal.addEventListener('abort', stop, { once: true });
  const inspection = inspect(input.file, input.password, { signal: check.signal }).catch(() => null);
  try {
    const opened = await openPdfPagesFor(input, signal);
    const found = await inspection;
    if (signal.aborted) {
      releasePdfPages(opened.document);
      signal.throwIfAborted();
    }
    return { ...opened, signed: found?.signed ?? false, inspection: found };
  } finally {
    stop();
    signal.removeEventListener('abort', stop);
  }
}

/** An opener of a tool that shows the pages and must know whether the file is signed. */
export const signedPdfPagesOpener = <I extends { signed: boolean }>(inspect: Inspect<I>) =>
  fromPromise<Opened, OpenInput>(async ({ input, signal }) => {
    const { inspection: _inspection, ...opened } = await openPdfPagesInspected(input, signal, inspect);
    return opened;
  });

export const pdfPagesOpener = fromPromise<Opened, OpenInput>(({ input, signal }) => openPdfPagesFor(input, signal));

/** Ends the render worker of an opened document, if there is one. */
export function releasePdfPages(document: unknown): void {
  (document as PdfPagesDocument | null)?.close();
}
