/**
 * The PDF compressor's engine actor: runs the worker, and never hands back a file larger than the
 * one the user chose (if nothing could be saved, the original comes back, flagged `notSmaller`).
 */
import { fromPromise } from 'xstate';
import type { EngineInput, EngineResult } from '../../machines/fileTool.machine';
import { prefixedName } from '../../lib/fileNames';
import { compressPdfInWorker, type PdfCompressResult } from '../../wasm/pdf';
import type { PdfCompressionLevel } from './levels';

export interface PdfOptions {
  level: PdfCompressionLevel;
}

/** The engine's answer: the compressed PDF, or the untouched original when that is not larger. */
export function toEngineResult(file: File, result: PdfCompressResult): EngineResult {
  const facts = { pages: result.pages, images: result.images, imagesReplaced: result.imagesReplaced };
  if (result.buffer.byteLength >= file.size) {
    return { blob: file, fileName: file.name, originalSize: file.size, size: file.size, notSmaller: true, facts };
  }
  const blob = new Blob([result.buffer], { type: 'application/pdf' });
  return { blob, fileName: prefixedName(file.name), originalSize: file.size, size: blob.size, facts };
}

export const pdfEngine = fromPromise<EngineResult, EngineInput<PdfOptions>>(async ({ input, signal }) => {
  const { file, options, onProgress } = input;
  const result = await compressPdfInWorker(await file.arrayBuffer(), options.level, { signal, onProgress });
  return toEngineResult(file, result);
});
