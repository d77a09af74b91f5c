/**
 * /ocr-pdf (Make PDF searchable): the shared PDF-tool lifecycle (pdfTool.machine.ts) with its
 * options (the languages to read, whether pages that already have text are read again, a .txt
 * beside the PDF). Adding a text layer rewrites the file, so a signed PDF waits for the user's yes.
 */
import type { OcrLanguage } from '../wasm/ocr';
import { createPdfToolMachine, type PdfToolOutput, type PdfToolTexts } from './pdfTool.machine';

export interface OcrPdfOptions {
  languages: OcrLanguage[];
  /** Read pages that already carry text too (their invisible text, an earlier OCR layer, is replaced by ours; visible text stays). */
  redo: boolean;
  /** Offer the recognised text as a .txt too. */
  text: boolean;
}

/** The searchable PDF and what the page reports of it. */
export interface OcrPdfResult extends PdfToolOutput {
  /** The recognised text, pages apart by form feeds (pages left alone are empty), and its file name. */
  text: string;
  textName: string;
  pages: number;
  /** 1-based pages read; pages left alone because they already had text. */
  recognised: number[];
  kept: number[];
  /** Read pages where little or no text was found. */
  sparse: number[];
  /** Pages too large for the pixel budget, read at a lower resolution. */
  reduced: number[];
  /** Pages scanned sideways or upside down: found and read turned upright. */
  turned: number[];
  words: number;
  /** Mean word confidence 0..100 over the read pages. */
  confidence: number;
}

/** More languages at once slow every page down and confuse similar scripts. */
export const MAX_OCR_LANGUAGES = 4;

/** Pages are read one at a time, so memory stays bounded; this only keeps the wait sensible. */
const MAX_OCR_PAGES = 500;

/** Why the options cannot run, as a code the page words ('noLanguage', 'tooManyLanguages'), or null. */
function validateOcrOptions(options: OcrPdfOptions): string | null {
  if (options.languages.length === 0) return 'noLanguage';
  if (options.languages.length > MAX_OCR_LANGUAGES) return 'tooManyLanguages';
  return null;
}

export const createOcrPdfMachine = (texts: PdfToolTexts<OcrPdfResult>, defaultOptions: OcrPdfOptions) =>
  createPdfToolMachine<OcrPdfOptions, OcrPdfResult>({ id: 'ocrPdf', defaultOptions, maxPages: MAX_OCR_PAGES, consentForSigned: true, validate: validateOcrOptions, texts });
