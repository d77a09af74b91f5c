/**
 * /pdf-to-jpg: the shared PDF-tool lifecycle (pdfTool.machine.ts) with the page-image options
 * (which pages, resolution, JPG or PNG), their checks, and the images they make. Images carry no PDF
 * signature and the original is not changed, so a signed file needs no consent.
 */
import { baseName } from '../lib/fileNames';
import { pagesOf, parsePageRanges, type RangeWords } from '../lib/pageRanges';
import { createPdfToolMachine, type PdfToolTexts } from './pdfTool.machine';

export const DPI_CHOICES = [72, 150, 300] as const;
export type Dpi = (typeof DPI_CHOICES)[number];
type PageImageFormat = 'jpg' | 'png';

export interface PdfToJpgOptions {
  /** 'all' pages, or the pages typed or clicked in `ranges`. */
  pages: 'all' | 'chosen';
  ranges: string;
  dpi: Dpi;
  format: PageImageFormat;
}

const DEFAULT_PDF_TO_JPG_OPTIONS: PdfToJpgOptions = { pages: 'all', ranges: '', dpi: 150, format: 'jpg' };

export interface PageImagePlan {
  /** 1-based pages and the image name of each. */
  images: { page: number; fileName: string }[];
  /** The download's name: the one image, or the ZIP holding several. */
  fileName: string;
}

/** `words`: what a range error says (English by default, the page's words from its catalog). */
export const validatePdfToJpg = (options: PdfToJpgOptions, pages: number, words?: RangeWords): string | null =>
  options.pages === 'all' ? null : parsePageRanges(options.ranges, pages, words).error;

/** The images the options make from `fileName`'s `pages` pages; call only with valid options. */
export function pageImagePlan(options: PdfToJpgOptions, pages: number, fileName: string): PageImagePlan {
  const base = baseName(fileName) || 'document';
  const chosen =
    options.pages === 'all' ? Array.from({ length: pages }, (_, i) => i + 1) : pagesOf(parsePageRanges(options.ranges, pages).ranges ?? []);
  const images = chosen.map((page) => ({ page, fileName: `${base}_p${page}.${options.format}` }));
  return { images, fileName: images.length === 1 ? images[0].fileName : `${base}_${options.format}.zip` };
}

/** `limits`: the registry's limits for the tool. */
export const createPdfToJpgMachine = (texts: PdfToolTexts, limits: { maxPages: number; maxBytes: number }, words?: RangeWords) =>
  createPdfToolMachine<PdfToJpgOptions>({
    id: 'pdfToJpg',
    defaultOptions: DEFAULT_PDF_TO_JPG_OPTIONS,
    ...limits,
    validate: (options, pages) => validatePdfToJpg(options, pages, words),
    texts,
  });
