/**
 * Main-thread side of the page renderer. Each opened document gets its own worker (pdf.js and the
 * parsed file live there), so closing a document gives all its memory back at once. Page images
 * are asked for one at a time per worker slot; a request aborted while it waits is simply dropped,
 * one aborted while it draws is cancelled in the worker, which keeps the document.
 */
import type { PageFacts, PageImageType, PdfPagesInfo, PdfRenderJob, RenderedPage } from './jobs';
import { NO_DOCUMENT } from './jobs';
import { rethrowNamed } from '../pdf';
import { abortError, createWorkerPool, WorkerJobError } from '../worker';

interface PageImageOptions {
  /** Pixels per point (dpi / 72). */
  scale?: number;
  /** Or: the longer side in pixels. */
  fit?: number;
  type?: PageImageType;
  /** 0..1 for JPEG and WebP. */
  quality?: number;
  signal?: AbortSignal;
}

export interface PdfPagesDocument extends PdfPagesInfo {
  /** One page's (1-based) size in points and how much text it carries. */
  pageFacts(page: number, signal?: AbortSignal): Promise<PageFacts>;
  /** One page (1-based) as an image. */
  renderPage(page: number, options?: PageImageOptions): Promise<RenderedPage>;
  /** Ends the worker and frees the document; later renders reject. */
  close(): void;
}

/** Pages drawn at once in the worker: enough to keep it busy, few enough that a scroll cancels cheaply. */
const IN_FLIGHT = 2;
/** The worker lives as long as its document is open (close() ends it), not an idle timeout. */
const FOREVER_MS = 2 ** 31 - 1;

/** Opens a PDF for page images; rejects with a named PDF problem (password needed, wrong, damaged). */
export async function openPdfPages(file: Blob, password?: string, signal?: AbortSignal): Promise<PdfPagesDocument> {
  const pool = createWorkerPool<PdfRenderJob>(
    () => new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module', name: 'pdf-render' }),
    { size: 1, inFlightPerWorker: IN_FLIGHT, idleMs: FOREVER_MS, cancelGraceMs: 10_000, crashMessage: 'The page renderer stopped unexpectedly.' },
  );
  const open = async (openSignal?: AbortSignal) => {
    const buffer = await file.arrayBuffer();
    return pool.run<PdfPagesInfo>({ kind: 'open', buffer, password }, [buffer], { signal: openSignal }).catch(rethrowNamed);
  };
  let closed = false;
  try {
    const info = await open(signal);
    const render = (page: number, { signal: pageSignal, type = 'image/jpeg', ...rest }: PageImageOptions) =>
      // The pool would start a fresh worker for a closed document, and the retry below would give it the file again.
      closed ? Promise.reject(abortError()) : pool.run<RenderedPage>({ kind: 'render', page, type, ...rest }, [], { signal: pageSignal });
    return {
      ...info,
      pageFacts: (page, pageSignal) =>
        closed ? Promise.reject(abortError()) : pool.run<PageFacts>({ kind: 'info', page }, [], { signal: pageSignal }).catch(rethrowNamed),
      renderPage: (page, options = {}) =>
        render(page, options)
          .catch(async (error: unknown) => {
            // A worker that crashed on a huge page was replaced by a fresh one: open the file there again, once.
            if (!(error instanceof WorkerJobError) || error.name !== NO_DOCUMENT) throw error;
            await open(options.signal);
            return render(page, options);
          })
          .catch(rethrowNamed),
      close: () => {
        closed = true;
        pool.dispose();
      },
    };
  } catch (error) {
    pool.dispose();
    throw error;
  }
}
