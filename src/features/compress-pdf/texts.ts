/** The PDF compressor's toasts (spec section 8, plus the problems a real PDF engine can name). */
import type { EngineResult, FileToolTexts } from '../../machines/fileTool.machine';
import { percentSaved, toMB } from '../../lib/formatSize';
import type { ToastMessage } from '../../lib/toast';
import { pdfProblemOf } from '../../wasm/pdf';

export const FAILURE_TEXT = 'There was an error compressing your PDF. Please try again.';

export const texts: FileToolTexts = {
  noFile: { title: 'No file selected', description: 'Please select a PDF file first.', variant: 'destructive' },
  success: (result: EngineResult) => ({
    title: 'PDF Compression Complete',
    description: `Reduced from ${toMB(result.originalSize)} MB to ${toMB(result.size)} MB (${percentSaved(result.originalSize, result.size)}% reduction)`,
    variant: 'success',
  }),
  failure: (error: unknown) => ({
    title: 'Compression Failed',
    // Password protection and damage are named; anything else gets the spec's general text.
    description: pdfProblemOf(error) ? (error as Error).message : FAILURE_TEXT,
    variant: 'destructive',
  }),
  notSmaller: {
    title: 'PDF Compression Complete',
    description: 'This PDF is already well optimised and could not be made smaller. You can keep the original.',
    variant: 'default',
  },
};

/** 'Download Started' of the spec: the size in KB (or bytes for tiny files). */
export function downloadStartedToast(size: number): ToastMessage {
  const shown = size < 1024 ? `${size} bytes` : `${(size / 1024).toFixed(2)} KB`;
  return { title: 'Download Started', description: `Your compressed file (${shown}) is downloading.`, variant: 'success' };
}
