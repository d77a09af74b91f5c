/**
 * Page ranges as people type them: '1-3, 5, 8-' (8- runs to the last page, -4 starts at the first),
 * separated by commas or spaces, pages counted from 1. Used to choose pages to split, extract or
 * turn into images, and to write a selection back as text.
 */
export interface PageRange {
  /** First page, 1-based. */
  from: number;
  /** Last page, 1-based, inclusive. */
  to: number;
}

export type ParsedRanges = { ranges: PageRange[]; error: null } | { ranges: null; error: string };

const ITEM = /^(\d*)-(\d*)$|^(\d+)$/;

/** What a range error says: English here, a page's words in its language (from its catalog). */
export interface RangeWords {
  empty: () => string;
  notRange: (item: string) => string;
  fromOne: () => string;
  noSuchPage: (page: number, total: number) => string;
  backwards: (item: string, from: number, to: number) => string;
}

const ENGLISH: RangeWords = {
  empty: () => 'Enter the pages to use, for example 1-3, 5.',
  notRange: (item) => `"${item}" is not a page or a range. Use numbers like 4 or 2-7.`,
  fromOne: () => 'Pages are counted from 1.',
  noSuchPage: (page, total) => `Page ${page} does not exist: this PDF has ${total} page${total === 1 ? '' : 's'}.`,
  backwards: (item, from, to) => `"${item}" runs backwards. Write it as ${from}-${to}.`,
};

/** Reads the ranges against a document of `total` pages; the error says what to fix (in `words`). */
export function parsePageRanges(text: string, total: number, words: RangeWords = ENGLISH): ParsedRanges {
  const items = text.replace(/\s*-\s*/g, '-').split(/[\s,;]+/).filter(Boolean);
  if (items.length === 0) return { ranges: null, error: words.empty() };
  const ranges: PageRange[] = [];
  for (const item of items) {
    const match = ITEM.exec(item);
    if (!match || (match[3] === undefined && match[1] === '' && match[2] === '')) {
      return { ranges: null, error: words.notRange(item) };
    }
    const from = match[3] !== undefined ? Number(match[3]) : match[1] === '' ? 1 : Number(match[1]);
    const to = match[3] !== undefined ? from : match[2] === '' ? total : Number(match[2]);
    if (from < 1 || to < 1) return { ranges: null, error: words.fromOne() };
    if (from > total || to > total) {
      return { ranges: null, error: words.noSuchPage(Math.max(from, to), total) };
    }
    if (from > to) return { ranges: null, error: words.backwards(item, to, from) };
    ranges.push({ from, to });
  }
  return { ranges, error: null };
}

/** The pages of the ranges, in order, each once. */
export function pagesOf(ranges: readonly PageRange[]): number[] {
  const pages = new Set<number>();
  for (const { from, to } of ranges) for (let page = from; page <= to; page++) pages.add(page);
  return [...pages];
}

/** Runs of consecutive pages: [1, 2, 3, 5] -> 1-3, 5. */
export function rangesOf(pages: Iterable<number>): PageRange[] {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: PageRange[] = [];
  for (const page of sorted) {
    const last = ranges.at(-1);
    if (last && page === last.to + 1) last.to = page;
    else ranges.push({ from: page, to: page });
  }
  return ranges;
}

/** '1-3' or '5'. */
export const rangeLabel = ({ from, to }: PageRange) => (from === to ? String(from) : `${from}-${to}`);

/** The text a selection of pages is written as: '1-3, 5'. */
export const formatPageRanges = (pages: Iterable<number>) => rangesOf(pages).map(rangeLabel).join(', ');

/** Consecutive parts of `size` pages each (the last may be shorter). */
export function everyNPages(total: number, size: number): PageRange[] {
  const step = Math.max(1, Math.floor(size));
  const ranges: PageRange[] = [];
  for (let from = 1; from <= total; from += step) ranges.push({ from, to: Math.min(total, from + step - 1) });
  return ranges;
}
