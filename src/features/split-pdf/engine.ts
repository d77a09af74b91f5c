/**
 * The splitter's actors. `splitOpener` opens the file for its page grid and, at the same time in the
 * splitter's worker, reads whether it is signed (the page then says the parts carry no valid
 * signature). `splitter` makes the plan of parts (splitPlan) in that worker with pdf-lib, one PDF
 * returned as is, several zipped (PDFs are already compressed, so the ZIP stores them fast).
 */
import { fromPromise } from 'xstate';
import { signedPdfPagesOpener } from '../../machines/pdfPages.actor';
import type { PagesResult, ProcessInput } from '../../machines/pdfTool.machine';
import { splitPlan, type SplitOptions } from '../../machines/splitPdf.machine';
import { inspectSplitSource, splitPdfFile } from '../../wasm/pdf';

export const splitOpener = signedPdfPagesOpener(inspectSplitSource);

/** The share of the progress bar the split takes when a ZIP follows. */
const SPLIT_SHARE = 0.85;

export const splitter = fromPromise<PagesResult, ProcessInput<SplitOptions>>(async ({ input, signal }) => {
  const { file, password, pages, options, onProgress } = input;
  const plan = splitPlan(options, pages, file.name);
  const zipped = plan.parts.length > 1;
  const parts = plan.parts.map((part) => part.pages.map((page) => page - 1));
  const blobs = await splitPdfFile(file, parts, { password, signal, onProgress: (f) => onProgress(zipped ? f * SPLIT_SHARE : f) });
  if (!zipped) return { blob: blobs[0], fileName: plan.fileName, files: 1 };
  const entries = plan.parts.map((part, i) => ({ name: part.fileName, blob: blobs[i], lastModified: file.lastModified }));
  const { createZip } = await import('../../wasm/zip');
  const blob = await createZip(entries, { level: 6, signal, onProgress: (f) => onProgress(SPLIT_SHARE + f * (1 - SPLIT_SHARE)) });
  return { blob, fileName: plan.fileName, files: blobs.length };
});
