/**
 * The PDF compressor's actors. `pdfInspector` opens the chosen file in the worker before anything
 * else: it answers the page count and whether the file is signed, or the problem that stops it (a
 * password is needed or wrong, the file is damaged). `pdfCompressor` compresses with the password
 * the user typed, and never hands back a file larger than the one the user chose (if nothing could
 * be saved, the original comes back, flagged `notSmaller`).
 */
import { fromPromise } from 'xstate';
import { targetBytesOf, type CompressedPdf, type CompressPdfOptions } from '../../machines/compressPdf.machine';
import type { Opened, OpenInput, ProcessInput } from '../../machines/pdfTool.machine';
import { prefixedName } from '../../lib/fileNames';
import { compressPdfInWorker, inspectPdfInWorker, type PdfCompressResult } from '../../wasm/pdf';

/** The compressed PDF, or the untouched original when that is not larger. */
export function toCompressedPdf(file: File, result: PdfCompressResult, targetBytes: number | null = null): CompressedPdf {
  const facts = {
    pages: result.pages,
    images: result.images,
    imagesReplaced: result.imagesReplaced,
    signed: result.signed,
    pagesChecked: result.validation.pagesChecked,
  };
  const target = targetBytes === null || !result.detail ? {} : { target: { bytes: targetBytes, ...result.detail } };
  if (result.unchanged || result.buffer.byteLength >= file.size) {
    const reached = file.size <= (targetBytes ?? Infinity);
    const original = target.target && { target: { ...target.target, reached, dpi: null, quality: null } };
    return { blob: file, fileName: file.name, originalSize: file.size, size: file.size, notSmaller: true, facts, ...original };
  }
  const blob = new Blob([result.buffer], { type: 'application/pdf' });
  return { blob, fileName: prefixedName(file.name), originalSize: file.size, size: blob.size, facts: { ...facts, access: result.access }, ...target };
}

export const pdfInspector = fromPromise<Opened, OpenInput>(async ({ input, signal }) => {
  const inspection = await inspectPdfInWorker(input.file, input.password, { signal });
  return { pages: inspection.pages, document: null, signed: inspection.signed };
});

export const pdfCompressor = fromPromise<CompressedPdf, ProcessInput<CompressPdfOptions>>(async ({ input, signal }) => {
  const { file, options, onProgress, password } = input;
  const targetBytes = targetBytesOf(options);
  const result = await compressPdfInWorker(await file.arrayBuffer(), options.level, { signal, onProgress, password, ...(targetBytes === null ? {} : { targetBytes }) });
  return toCompressedPdf(file, result, targetBytes);
});
