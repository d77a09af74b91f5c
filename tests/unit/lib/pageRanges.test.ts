import { describe, expect, it } from 'vitest';
import { everyNPages, formatPageRanges, pagesOf, parsePageRanges, rangesOf } from '../../../src/lib/pageRanges';

describe('page ranges', () => {
  it("reads '1-3, 5, 8-' against a 10-page document", () => {
    expect(parsePageRanges('1-3, 5, 8-', 10)).toEqual({ ranges: [{ from: 1, to: 3 }, { from: 5, to: 5 }, { from: 8, to: 10 }], error: null });
    expect(parsePageRanges('-2 4 6 - 7', 10).ranges).toEqual([{ from: 1, to: 2 }, { from: 4, to: 4 }, { from: 6, to: 7 }]);
    expect(parsePageRanges(' 2 ,3 ', 3).ranges).toEqual([{ from: 2, to: 2 }, { from: 3, to: 3 }]);
  });

  it('says what is wrong', () => {
    expect(parsePageRanges('', 5).error).toMatch(/Enter the pages/);
    expect(parsePageRanges('1-12', 10).error).toBe('Page 12 does not exist: this PDF has 10 pages.');
    expect(parsePageRanges('0', 10).error).toBe('Pages are counted from 1.');
    expect(parsePageRanges('5-2', 10).error).toBe('"5-2" runs backwards. Write it as 2-5.');
    expect(parsePageRanges('a', 10).error).toMatch(/"a" is not a page/);
    expect(parsePageRanges('-', 10).error).toMatch(/"-" is not a page/);
  });

  it('turns pages into ranges and back', () => {
    expect(pagesOf([{ from: 1, to: 3 }, { from: 2, to: 5 }])).toEqual([1, 2, 3, 4, 5]);
    expect(rangesOf([5, 1, 2, 3, 9, 8])).toEqual([{ from: 1, to: 3 }, { from: 5, to: 5 }, { from: 8, to: 9 }]);
    expect(formatPageRanges([3, 1, 2, 5])).toBe('1-3, 5');
    expect(formatPageRanges([])).toBe('');
  });

  it('splits every N pages', () => {
    expect(everyNPages(7, 3)).toEqual([{ from: 1, to: 3 }, { from: 4, to: 6 }, { from: 7, to: 7 }]);
    expect(everyNPages(2, 1)).toEqual([{ from: 1, to: 1 }, { from: 2, to: 2 }]);
  });
});
