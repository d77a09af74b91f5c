/**
 * The archive and OCR rooms word the engines' problems from the catalogs by their codes: English
 * stays what the engines say.
 */
import { describe, expect, it } from 'vitest';
import { problemText, texts } from '../../../src/features/extract-archive/texts';
import { NoLanguageError } from '../../../src/features/image-to-text/engine';
import { texts as imageToTextTexts } from '../../../src/features/image-to-text/texts';
import { pageList, texts as ocrPdfTexts } from '../../../src/features/ocr-pdf/texts';
import { t } from '../../../src/i18n/messages';
import { zipLimitText } from '../../../src/ui/zip/zipLimitText';
import { OCR_LANGUAGES } from '../../../src/wasm/ocr/languageCodes';
import { OcrLoadError } from '../../../src/wasm/ocr/problems';
import { pdfProblemError } from '../../../src/wasm/pdf';
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

describe('the OCR pages', () => {
  it('name every OCR language and the engine’s problems as the engine does', () => {
    for (const { code, name } of OCR_LANGUAGES) expect(t(`ocrLanguage.${code}`)).toBe(name);
    const load = new OcrLoadError('Failed to fetch');
    expect(t('ocrProblem.engineLoad', { detail: load.detail })).toBe(load.message);
    expect(t('ocrProblem.noLanguage')).toBe(new NoLanguageError().message);
  });

  it('word their toasts as before', () => {
    expect(ocrPdfTexts.failure(new OcrLoadError('x')).description).toBe(new OcrLoadError('x').message);
    expect(ocrPdfTexts.failure(pdfProblemError('damaged')).description).toBe('The file is damaged or is not a PDF.');
    expect(ocrPdfTexts.failure(new Error('boom')).description).toBe('There was an error reading the text of your PDF. Please try again.');
    expect(ocrPdfTexts.refused('tooManyPages').description).toBe('This PDF has more than 500 pages. Split it first, then make each part searchable.');
    expect(ocrPdfTexts.invalid?.('noLanguage')?.description).toBe('Choose at least one language of the text.');
    expect(ocrPdfTexts.invalid?.('tooManyLanguages')?.description).toBe('Choose at most 4 languages at once.');
    expect(ocrPdfTexts.success({ recognised: [1, 2], words: 1234 } as never).description).toBe('Found 1234 words on 2 pages.');
    expect(ocrPdfTexts.success({ recognised: [1], words: 3 } as never).description).toBe('Found 3 words on 1 page.');
    expect([pageList([4]), pageList([1, 2, 5])]).toEqual(['4', '1, 2 and 5']);
    expect(t('ocrPdf.result.turned', { count: 1, pages: '3' })).toBe('Page 3 was scanned sideways or upside down and was read turned upright; it looks as before.');
    expect(t('ocrPdf.result.reduced', { count: 2, pages: '1 and 2' })).toBe('Pages 1 and 2 are very large, so they were read at less than 300 dpi to fit in memory.');
    expect(imageToTextTexts.failure(new NoLanguageError()).description).toBe('Choose at least one language of the text.');
    expect(imageToTextTexts.success({ facts: { words: 12, confidence: 91 } } as never).description).toBe('Found 12 words (average confidence 91%).');
  });
});
