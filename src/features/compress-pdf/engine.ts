/**
 * The PDF compressor's actors. `pdfPreflight` opens the chosen file in the worker before anything
 * else: a password-protected PDF asks for its password, a signed one for a yes (compressing voids
 * its signature). `pdfEngine` compresses with the answers, and never hands back a file larger than
 * the one the user chose (if nothing could be saved, the original comes back, flagged `notSmaller`).
 */
import { fromPromise } from 'xstate';
import type { EngineInput, EngineResult, PreflightAnswers, PreflightInput, PreflightResult } from '../../machines/fileTool.machine';
import { prefixedName } from '../../lib/fileNames';
import { asksForPassword, compressPdfInWorker, inspectPdfInWorker, pdfProblemOf, type PdfCompressResult } from '../../wasm/pdf';
import type { PdfCompressionLevel } from './levels';

export interface PdfOptions {
  level: PdfCompressionLevel;
}

/** What the preflight panel asks for. */
export type PdfNeed = 'password' | 'signatureConsent';

const passwordOf = (answers: PreflightAnswers | undefined) => (typeof answers?.password === 'string' ? answers.password : undefined);

/** The engine's answer: the compressed PDF, or the untouched original when that is not larger. */
export function toEngineResult(file: File, result: PdfCompressResult): EngineResult {
  const facts = {
    pages: result.pages,
    images: result.images,
    imagesReplaced: result.imagesReplaced,
    signed: result.signed,
    pagesChecked: result.validation.pagesChecked,
  };
  if (result.unchanged || result.buffer.byteLength >= file.size) {
    return { blob: file, fileName: file.name, originalSize: file.size, size: file.size, notSmaller: true, facts };
  }
  const blob = new Blob([result.buffer], { type: 'application/pdf' });
  return { blob, fileName: prefixedName(file.name), originalSize: file.size, size: blob.size, facts: { ...facts, access: result.access } };
}

export const pdfPreflight = fromPromise<PreflightResult, PreflightInput<PdfOptions>>(async ({ input, signal }) => {
  try {
    const inspection = await inspectPdfInWorker(input.file, passwordOf(input.answers), { signal });
    const facts = { pages: inspection.pages, access: inspection.access, signed: inspection.signed };
    if (inspection.signed && input.answers.signatureConsent !== true) return { ready: false, need: 'signatureConsent' satisfies PdfNeed, facts };
    return { ready: true, facts };
  } catch (error) {
    const problem = pdfProblemOf(error);
    if (!asksForPassword(problem)) throw error;
    return { ready: false, need: 'password' satisfies PdfNeed, facts: { wrongPassword: problem === 'wrongPassword' } };
  }
});

export const pdfEngine = fromPromise<EngineResult, EngineInput<PdfOptions>>(async ({ input, signal }) => {
  const { file, options, onProgress, answers } = input;
  const result = await compressPdfInWorker(await file.arrayBuffer(), options.level, { signal, onProgress, password: passwordOf(answers) });
  return toEngineResult(file, result);
});
