/**
 * The archive and OCR rooms word the engines' problems from the catalogs by their codes: English
 * stays what the engines say.
 */
import { describe, expect, it } from 'vitest';
import { problemText, texts } from '../../../src/features/extract-archive/texts';
import { zipLimitText } from '../../../src/ui/zip/zipLimitText';
import { ARCHIVE_PROBLEMS, ArchiveError } from '../../../src/wasm/archive/problems';
import { zipLimitMessage, type ZipLimit } from '../../../src/wasm/zip/limits';

describe('the ZIP pages', () => {
  it('say the ZIP limits as the engine does', () => {
    const limits: ZipLimit[] = [{ code: 'tooManyFiles', files: 65_536 }, { code: 'tooManyFiles', files: 1_234_567 }, { code: 'tooLarge' }];
    for (const limit of limits) expect(zipLimitText(limit)).toBe(zipLimitMessage(limit));
    expect(zipLimitText(limits[0])).toContain('you added 65,536.');
  });
});

describe('the archive page', () => {
  it('says every problem of the archive engine as the engine does, and any other failure in its own words', () => {
    expect(ARCHIVE_PROBLEMS.length).toBeGreaterThan(10);
    for (const problem of ARCHIVE_PROBLEMS) expect(problemText(problem), problem).toBe(new ArchiveError(problem).message);
    expect(problemText('unknown')).toBe('Something went wrong while reading this archive. Please try again.');
  });

  it('words an extraction report as before', () => {
    const report = (files: number, failed: number, refused: number, savedTo?: string) =>
      texts.extracted({ files, bytes: 2048, failed: Array(failed).fill({}), refused: Array(refused).fill({}), savedTo } as never);
    expect(report(1, 0, 0)).toEqual({ title: 'Files Extracted', description: '1 file extracted (2.00 KB).', variant: 'success' });
    expect(report(1234, 1, 2, 'out').description).toBe('1,234 files extracted to "out" (2.00 KB). 1 file could not be read (damaged). 2 files skipped for safety.');
    expect(report(2, 1, 0).title).toBe('Extracted With Problems');
  });
});

