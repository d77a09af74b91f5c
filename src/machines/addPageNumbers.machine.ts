/**
 * /add-page-numbers: the shared PDF-tool lifecycle (pdfTool.machine.ts) with the numbering's
 * options, their checks and the labels they make. The numbered file stands in for the original,
 * so a signed PDF waits for the user's yes (its signature will not be valid in the result).
 */
import { pagesOf, parsePageRanges, type RangeWords } from '../lib/pageRanges';
import { pageNumberLabels, type EdgePosition, type PageNumberFormat } from '../lib/pageMarks';
import { createPdfToolMachine, type PdfToolTexts } from './pdfTool.machine';

export interface PageNumbersOptions {
  position: EdgePosition;
  /** The number the first numbered page gets. */
  first: number;
  /** Which pages get a number: all, all but the first (a cover), or the pages typed or clicked. */
  pages: 'all' | 'skip-first' | 'chosen';
  ranges: string;
  format: PageNumberFormat;
  /** Points. */
  size: number;
  /** Points from the nearest edges. */
  margin: number;
  /** #rrggbb. */
  color: string;
}

export const DEFAULT_PAGE_NUMBERS: PageNumbersOptions = {
  position: 'bottom-center',
  first: 1,
  pages: 'all',
  ranges: '',
  format: 'n',
  size: 11,
  margin: 28,
  color: '#1f2937',
};

/** What the checks say: English here, the page's words in its language (from its catalog). */
export interface PageNumbersWords {
  first: () => string;
  roman: () => string;
  size: () => string;
  margin: () => string;
  onePage: () => string;
  ranges?: RangeWords;
}

const ENGLISH: PageNumbersWords = {
  first: () => 'Enter a first number from 0 to 99999.',
  roman: () => 'Roman numerals start at 1: enter a first number of 1 or more.',
  size: () => 'Choose a font size from 6 to 72 points.',
  margin: () => 'Choose a margin from 0 to 144 points.',
  onePage: () => 'This PDF has one page: there is no page after the first to number.',
};

export function validatePageNumbers(options: PageNumbersOptions, pages: number, words: PageNumbersWords = ENGLISH): string | null {
  if (!Number.isInteger(options.first) || options.first < 0 || options.first > 99999) return words.first();
  if (options.format === 'roman' && options.first < 1) return words.roman();
  if (!Number.isFinite(options.size) || options.size < 6 || options.size > 72) return words.size();
  if (!Number.isFinite(options.margin) || options.margin < 0 || options.margin > 144) return words.margin();
  if (options.pages === 'skip-first' && pages < 2) return words.onePage();
  if (options.pages === 'chosen') return parsePageRanges(options.ranges, pages, words.ranges).error;
  return null;
}

/** The pages (1-based) the options number; call with valid options. */
export function numberedPages(options: PageNumbersOptions, pages: number): number[] {
  if (options.pages === 'chosen') return pagesOf(parsePageRanges(options.ranges, pages).ranges ?? []).sort((a, b) => a - b);
  const from = options.pages === 'skip-first' ? 2 : 1;
  return Array.from({ length: Math.max(0, pages - from + 1) }, (_, i) => from + i);
}

/** Each numbered page's label. */
export const pageLabels = (options: PageNumbersOptions, pages: number) => pageNumberLabels(numberedPages(options, pages), options.first, options.format);

/** `limits`: the registry's limits for the tool. */
export const createAddPageNumbersMachine = (texts: PdfToolTexts, limits: { maxPages: number; maxBytes: number }, words?: PageNumbersWords) =>
  createPdfToolMachine<PageNumbersOptions>({
    id: 'addPageNumbers',
    defaultOptions: DEFAULT_PAGE_NUMBERS,
    ...limits,
    validate: (options, pages) => validatePageNumbers(options, pages, words),
    consentForSigned: true,
    texts,
  });
