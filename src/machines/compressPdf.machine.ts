/**
 * /compress-pdf: the shared PDF-tool lifecycle (pdfTool.machine.ts) with its options: the level, or
 * a target size (a preset or the user's own figure in MB or KB); no page grid and no page limit.
 * Compressing rewrites the file, so a signed PDF waits for the user's yes (its signature will no
 * longer be valid in the copy). A custom target that is not a size above zero does not run.
 */
import type { PdfAccess, PdfCompressionLevel } from '../wasm/pdf';
import { createPdfToolMachine, type PdfToolOutput, type PdfToolTexts } from './pdfTool.machine';

/** No target (the level decides), one of the presets, or the user's own size. */
export type TargetChoice = 'none' | '25MB' | '10MB' | '5MB' | '1MB' | 'custom';

export interface CompressPdfOptions {
  level: PdfCompressionLevel;
  target: TargetChoice;
  /** The custom target's figure, in `customUnit`. */
  customSize: number;
  customUnit: 'MB' | 'KB';
}

const MB = 1024 * 1024;
const PRESET_BYTES: Record<Exclude<TargetChoice, 'none' | 'custom'>, number> = { '25MB': 25 * MB, '10MB': 10 * MB, '5MB': 5 * MB, '1MB': MB };

/** The size asked for, in bytes, or null when the level decides. */
export function targetBytesOf(options: CompressPdfOptions): number | null {
  if (options.target === 'none') return null;
  if (options.target === 'custom') return Math.floor(options.customSize * (options.customUnit === 'MB' ? MB : 1024));
  return PRESET_BYTES[options.target];
}

/** Why the options cannot run: a custom target that is not a size. */
export const INVALID_TARGET = 'Enter a target size above zero, in MB or KB.';
const validate = (options: CompressPdfOptions) => {
  const bytes = targetBytesOf(options);
  return bytes !== null && !(bytes >= 1) ? INVALID_TARGET : null;
};

/** The compressor's answer: the compressed PDF, or the untouched original when that is not larger. */
export interface CompressedPdf extends PdfToolOutput {
  originalSize: number;
  size: number;
  /** Nothing could be saved: `blob` is the original file. */
  notSmaller?: boolean;
  /** With a target size: whether it was reached, and the detail the result keeps (null: lossless). */
  target?: { bytes: number; reached: boolean; dpi: number | null; quality: number | null };
  /** What the result panel reports; `access` only for a compressed copy. */
  facts: { pages: number; images: number; imagesReplaced: number; signed: boolean; pagesChecked: number; access?: PdfAccess };
}

export const DEFAULT_TARGET: Pick<CompressPdfOptions, 'target' | 'customSize' | 'customUnit'> = { target: 'none', customSize: 2, customUnit: 'MB' };

export const createCompressPdfMachine = (texts: PdfToolTexts<CompressedPdf>, defaultOptions: CompressPdfOptions) =>
  createPdfToolMachine<CompressPdfOptions, CompressedPdf>({ id: 'compressPdf', defaultOptions, consentForSigned: true, validate, texts });
