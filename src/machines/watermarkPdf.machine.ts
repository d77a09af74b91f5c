/**
 * /watermark-pdf: the shared PDF-tool lifecycle (pdfTool.machine.ts) with the watermark's options
 * and their checks. The watermarked file stands in for the original, so a signed PDF waits for the
 * user's yes (its signature will not be valid in the result).
 */
import { pagesOf, parsePageRanges, type RangeWords } from '../lib/pageRanges';
import type { GridPosition } from '../lib/pageMarks';
import type { StampFont } from '../wasm/pdf';
import { createPdfToolMachine, type PdfToolTexts } from './pdfTool.machine';

export interface WatermarkOptions {
  kind: 'text' | 'image';
  text: string;
  font: StampFont;
  /** Points. */
  size: number;
  /** #rrggbb. */
  color: string;
  /** Percent, 5..100. */
  opacity: number;
  /** Degrees, counter-clockwise. */
  angle: number;
  layout: 'single' | 'tiled';
  /** A PNG or JPEG. */
  image: File | null;
  /** Percent of the page's width. */
  imageWidth: number;
  position: GridPosition;
  pages: 'all' | 'chosen';
  ranges: string;
  behind: boolean;
}

export const DEFAULT_WATERMARK: WatermarkOptions = {
  kind: 'text',
  text: 'CONFIDENTIAL',
  font: 'sans-bold',
  size: 60,
  color: '#dc2626',
  opacity: 30,
  angle: 45,
  layout: 'single',
  image: null,
  imageWidth: 40,
  position: 'center',
  pages: 'all',
  ranges: '',
  behind: false,
};

/** The image types a watermark takes, by MIME type or name. */
export const watermarkImageType = (file: File): 'png' | 'jpeg' | null =>
  file.type === 'image/png' || /\.png$/i.test(file.name) ? 'png' : file.type === 'image/jpeg' || /\.jpe?g$/i.test(file.name) ? 'jpeg' : null;

/** What the checks say: English here, the page's words in its language (from its catalog). */
export interface WatermarkWords {
  noText: () => string;
  tooLong: () => string;
  size: () => string;
  angle: () => string;
  noImage: () => string;
  imageType: () => string;
  imageWidth: () => string;
  opacity: () => string;
  ranges?: RangeWords;
}

const ENGLISH: WatermarkWords = {
  noText: () => 'Type the text of the watermark.',
  tooLong: () => 'Keep the watermark under 200 characters.',
  size: () => 'Choose a font size from 6 to 300 points.',
  angle: () => 'Choose an angle from -180 to 180 degrees.',
  noImage: () => 'Choose a PNG or JPEG image for the watermark.',
  imageType: () => 'The watermark image must be a PNG or a JPEG.',
  imageWidth: () => 'Choose an image width from 5 to 100% of the page.',
  opacity: () => 'Choose an opacity from 5 to 100%.',
};

export function validateWatermark(options: WatermarkOptions, pages: number, words: WatermarkWords = ENGLISH): string | null {
  if (options.kind === 'text') {
    if (options.text.trim() === '') return words.noText();
    if (options.text.length > 200) return words.tooLong();
    if (!Number.isFinite(options.size) || options.size < 6 || options.size > 300) return words.size();
    if (!Number.isFinite(options.angle) || options.angle < -180 || options.angle > 180) return words.angle();
  } else {
    if (!options.image) return words.noImage();
    if (!watermarkImageType(options.image)) return words.imageType();
    if (!Number.isFinite(options.imageWidth) || options.imageWidth < 5 || options.imageWidth > 100) return words.imageWidth();
  }
  if (!Number.isFinite(options.opacity) || options.opacity < 5 || options.opacity > 100) return words.opacity();
  if (options.pages === 'chosen') return parsePageRanges(options.ranges, pages, words.ranges).error;
  return null;
}

/** The pages (1-based) the watermark goes on; call with valid options. */
export const watermarkedPages = (options: WatermarkOptions, pages: number): number[] =>
  options.pages === 'chosen' ? pagesOf(parsePageRanges(options.ranges, pages).ranges ?? []).sort((a, b) => a - b) : Array.from({ length: pages }, (_, i) => i + 1);

/** `limits`: the registry's limits for the tool. */
export const createWatermarkPdfMachine = (texts: PdfToolTexts, limits: { maxPages: number; maxBytes: number }, words?: WatermarkWords) =>
  createPdfToolMachine<WatermarkOptions>({
    id: 'watermarkPdf',
    defaultOptions: DEFAULT_WATERMARK,
    ...limits,
    validate: (options, pages) => validateWatermark(options, pages, words),
    consentForSigned: true,
    texts,
  });
