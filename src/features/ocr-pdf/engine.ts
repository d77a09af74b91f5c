/**
 * The OCR tool's actors. `ocrPdfInspector` opens the chosen file in the text layer's worker: page
 * count and whether it is signed, or the problem that stops it (a password, damage).
 * `ocrPdfProcessor` runs process.ts, loaded with the first run.
 */
import { fromPromise } from 'xstate';
import type { OcrPdfOptions, OcrPdfResult } from '../../machines/ocrPdf.machine';
import type { Opened, OpenInput, ProcessInput } from '../../machines/pdfTool.machine';
import { inspectOcrSource } from '../../wasm/pdf';

export const ocrPdfInspector = fromPromise<Opened, OpenInput>(async ({ input, signal }) => {
  const inspection = await inspectOcrSource(input.file, input.password, { signal });
  return { pages: inspection.pages, document: null, signed: inspection.signed };
});

/** The work itself loads with the first run (the page renderer, the OCR engine and the text layer's clients are not needed to show the page). */
export const ocrPdfProcessor = fromPromise<OcrPdfResult, ProcessInput<OcrPdfOptions>>(async ({ input, signal }) => (await import('./process')).processOcrPdf(input, signal));
