/**
 * /compress-pdf: the shared PDF-tool lifecycle (pdfTool.machine.ts) with one option, the level; no
 * page grid and no page limit. Compressing rewrites the file, so a signed PDF waits for the user's
 * yes (its signature will no longer be valid in the copy).
 */
import type { PdfAccess, PdfCompressionLevel } from '../wasm/pdf';
import { createPdfToolMachine, type PdfToolOutput, type PdfToolTexts } from './pdfTool.machine';

export interface CompressPdfOptions {
  level: PdfCompressionLevel;
}

/** The compressor's answer: the compressed PDF, or the untouched original when that is not larger. */
export interface CompressedPdf extends PdfToolOutput {
  originalSize: number;
  size: number;
  /** Nothing could be saved: `blob` is the original file. */
  notSmaller?: boolean;
  /** What the result panel reports; `access` only for a compressed copy. */
  facts: { pages: number; images: number; imagesReplaced: number; signed: boolean; pagesChecked: number; access?: PdfAccess };
}

export const createCompressPdfMachine = (texts: PdfToolTexts<CompressedPdf>, defaultOptions: CompressPdfOptions) =>
  createPdfToolMachine<CompressPdfOptions, CompressedPdf>({ id: 'compressPdf', defaultOptions, consentForSigned: true, texts });
