/**
 * Worker entry of the page renderer: pdf.js (parser and drawing) loads here, never on the page.
 * One worker holds one document: 'open' parses it, then each 'render' draws one page of it.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { NO_DOCUMENT, type PageFacts, type PdfPagesInfo, type PdfRenderJob, type RenderedPage } from './jobs';
import { openWithPdfjs } from './pdfjs';
import { renderPage } from './renderPage';
import { serveJobs } from '../worker';

let doc: PDFDocumentProxy | undefined;

serveJobs<PdfRenderJob, PdfPagesInfo | PageFacts | RenderedPage>(async (job, { signal }) => {
  if (job.kind === 'open') {
    await doc?.destroy();
    doc = await openWithPdfjs(job.buffer, job.password);
    const first = (await doc.getPage(1)).getViewport({ scale: 1 });
    return { result: { pages: doc.numPages, width: first.width, height: first.height } };
  }
  if (!doc) throw Object.assign(new Error('No document is open'), { name: NO_DOCUMENT });
  if (job.kind === 'info') {
    const page = await doc.getPage(job.page);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const textChars = content.items.reduce((sum, item) => sum + ('str' in item ? item.str.replace(/\s+/g, '').length : 0), 0);
    page.cleanup();
    return { result: { width, height, textChars } };
  }
  return { result: await renderPage(doc, job, signal) };
});
