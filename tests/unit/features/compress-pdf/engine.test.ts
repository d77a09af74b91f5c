import { describe, expect, it } from 'vitest';
import { toCompressedPdf } from '../../../../src/features/compress-pdf/engine';
import { levelOptions, expectedSize } from '../../../../src/features/compress-pdf/levels';
import { downloadStartedToast, texts } from '../../../../src/features/compress-pdf/texts';
import { pdfProblemError } from '../../../../src/wasm/pdf/document/problems';

const file = (size: number) => new File([new Uint8Array(size)], 'report.pdf', { type: 'application/pdf' });
const validation = { pagesChanged: 2, pagesChecked: 2, changes: 3, changesUndone: 1, worstDb: 41.5, ms: 5 };
const facts = { pages: 2, images: 1, imagesReplaced: 1, access: 'open' as const, signed: false, unchanged: false, validation };

describe('never larger than the input', () => {
  it('a smaller result is offered as compressed_<name>', async () => {
    const result = toCompressedPdf(file(2_000_000), { buffer: new ArrayBuffer(500_000), ...facts });
    expect(result).toMatchObject({ fileName: 'compressed_report.pdf', originalSize: 2_000_000, size: 500_000 });
    expect(result.notSmaller).toBeUndefined();
    expect(result.facts).toEqual({ pages: 2, images: 1, imagesReplaced: 1, signed: false, pagesChecked: 2, access: 'open' });
  });

  it('an unchanged result (the engine found nothing to save) hands back the original', () => {
    const original = file(2_000_000);
    const result = toCompressedPdf(original, { buffer: new ArrayBuffer(10), ...facts, unchanged: true });
    expect(result.blob).toBe(original);
    expect(result.notSmaller).toBe(true);
    // The original is offered unchanged: no word on how it was opened.
    expect(result.facts.access).toBeUndefined();
  });

  it.each([2_000_000, 2_000_001])('a %d-byte result of a 2,000,000-byte file hands back the original', (size) => {
    const original = file(2_000_000);
    const result = toCompressedPdf(original, { buffer: new ArrayBuffer(size), ...facts });
    expect(result.blob).toBe(original);
    expect(result).toMatchObject({ fileName: 'report.pdf', size: 2_000_000, notSmaller: true });
  });
});

describe('texts of the spec', () => {
  const compressedFacts = { pages: 1, images: 0, imagesReplaced: 0, signed: false, pagesChecked: 0 };

  it('success reports MB with two decimals and the percent', () => {
    const toast = texts.success({ blob: new Blob(), fileName: 'x', originalSize: 3 * 1048576, size: 1048576, facts: compressedFacts });
    expect(toast).toEqual({ title: 'PDF Compression Complete', description: 'Reduced from 3.00 MB to 1.00 MB (67% reduction)', variant: 'success' });
  });

  it('a file that could not be made smaller says so, in the neutral style', () => {
    const toast = texts.success({ blob: new Blob(), fileName: 'x', originalSize: 1048576, size: 1048576, notSmaller: true, facts: compressedFacts });
    expect(toast).toEqual({
      title: 'PDF Compression Complete',
      description: 'This PDF is already well optimised and could not be made smaller. You can keep the original.',
      variant: 'default',
    });
  });

  it('a file the compressor cannot open is named when it is chosen (and again on Compress)', () => {
    expect(texts.refused('damaged')).toEqual({ title: 'Compression Failed', description: 'The file is damaged or is not a PDF.', variant: 'destructive' });
    expect(texts.refused('encrypted').description).toBe('This PDF is locked with a security method this tool cannot open (for example a certificate).');
    expect(texts.refused('tooManyPages').description).toBe('There was an error compressing your PDF. Please try again.');
  });

  it('failures name password protection and damage, and fall back to the generic text', () => {
    expect(texts.failure(pdfProblemError('encrypted')).description).toBe(
      'This PDF is locked with a security method this tool cannot open (for example a certificate).',
    );
    expect(texts.failure(pdfProblemError('damaged')).description).toBe('The file is damaged or is not a PDF.');
    expect(texts.failure(new Error('out of memory'))).toEqual({
      title: 'Compression Failed',
      description: 'There was an error compressing your PDF. Please try again.',
      variant: 'destructive',
    });
    expect(texts.noFile).toMatchObject({ title: 'No file selected', description: 'Please select a PDF file first.' });
  });

  it('compress pressed while the file waits says what it waits for', () => {
    expect(texts.waiting('password')).toEqual({ title: 'Password needed', description: 'Enter the password of this PDF, then compress it.', variant: 'destructive' });
    expect(texts.waiting('signatureConsent')).toMatchObject({ title: 'This PDF is signed' });
  });

  it('Download Started gives the size in KB', () => {
    expect(downloadStartedToast(2048).description).toBe('Your compressed file (2.00 KB) is downloading.');
  });

  it('levels carry the spec labels, and the estimate uses its factors with the half-size floor', () => {
    expect(levelOptions().map((o) => `${o.value}=${o.label}`)).toEqual(['low=Best Quality', 'medium=Balanced', 'high=Smaller Size', 'maximum=Smallest Size']);
    expect(expectedSize(1000, 'medium')).toBe(850);
    expect(expectedSize(1000, 'maximum')).toBe(650);
  });
});
