/**
 * /split-pdf: the shared PDF-tool lifecycle (pdfTool.machine.ts) with the splitter's options,
 * their checks, and the plan they make: which pages go into which file, and the files' names. No
 * consent step for signed files: the parts are new files and the original keeps its signature (the
 * page says so in a note, as the merger does).
 */
import { baseName } from '../lib/fileNames';
import { everyNPages, pagesOf, parsePageRanges, rangeLabel, type PageRange, type RangeWords } from '../lib/pageRanges';
import { createPdfToolMachine, type PdfToolTexts } from './pdfTool.machine';

export interface SplitOptions {
  /** 'ranges': the pages typed or clicked; 'every': consecutive parts of `every` pages. */
  mode: 'ranges' | 'every';
  ranges: string;
  every: number;
  /** For ranges: all chosen pages in one PDF, or one PDF per range. */
  output: 'one' | 'separate';
}

const DEFAULT_SPLIT_OPTIONS: SplitOptions = { mode: 'every', ranges: '', every: 1, output: 'one' };

interface SplitPart {
  /** 1-based pages, in order. */
  pages: number[];
  fileName: string;
}

export interface SplitPlan {
  parts: SplitPart[];
  /** The download's name: the one PDF, or the ZIP holding several. */
  fileName: string;
}

/** What the checks say: English here, the page's words in its language (from its catalog). */
export interface SplitWords {
  everyNotWhole: () => string;
  everyWholeDocument: (pages: number) => string;
  ranges?: RangeWords;
}

const ENGLISH: SplitWords = {
  everyNotWhole: () => 'Enter a whole number of pages per file, 1 or more.',
  everyWholeDocument: (pages) => `Each file would hold the whole document: choose fewer than ${pages} pages per file.`,
};

export function validateSplit(options: SplitOptions, pages: number, words: SplitWords = ENGLISH): string | null {
  if (options.mode === 'every') {
    if (!Number.isInteger(options.every) || options.every < 1) return words.everyNotWhole();
    if (options.every >= pages) return words.everyWholeDocument(pages);
    return null;
  }
  return parsePageRanges(options.ranges, pages, words.ranges).error;
}

const MAX_NAME_LABELS = 40;

const partName = (base: string, ranges: PageRange[]) => {
  const labels = ranges.map(rangeLabel).join('_');
  return `${base}_p${labels.length > MAX_NAME_LABELS ? `${rangeLabel(ranges[0])}_etc` : labels}.pdf`;
};

/** The files the options make from `fileName`'s `pages` pages; call only with valid options. */
export function splitPlan(options: SplitOptions, pages: number, fileName: string): SplitPlan {
  const base = baseName(fileName) || 'document';
  const ranges = options.mode === 'every' ? everyNPages(pages, options.every) : (parsePageRanges(options.ranges, pages).ranges ?? []);
  const parts =
    options.mode === 'ranges' && options.output === 'one'
      ? [{ pages: pagesOf(ranges), fileName: partName(base, ranges) }]
      : ranges.map((range) => ({ pages: pagesOf([range]), fileName: partName(base, [range]) }));
  return { parts, fileName: parts.length === 1 ? parts[0].fileName : `${base}_split.zip` };
}

/** `limits`: the registry's limits for the tool; `words`: what its checks say. */
export const createSplitPdfMachine = (texts: PdfToolTexts, limits: { maxPages: number; maxBytes: number }, words?: SplitWords) =>
  createPdfToolMachine<SplitOptions>({ id: 'splitPdf', defaultOptions: DEFAULT_SPLIT_OPTIONS, ...limits, validate: (options, pages) => validateSplit(options, pages, words), texts });
