import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergePdfs } from '../../../../../src/wasm/pdf/merge/merge';
import { inspectPdf } from '../../../../../src/wasm/pdf/document/inspect';
import { fileProgress } from '../../../../../src/wasm/pdf/merge/progress';
import { MERGE_INPUT_ERROR, pdfProblemOf } from '../../../../../src/wasm/pdf/document/problems';
import { corpusBytes, pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';
import { corpusDescribe } from '../../../../helpers/corpus';

const source = (name: string) => ({ name, bytes: corpusBytes(name) });

/** How many embedded font programs a PDF carries. */
async function fontPrograms(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .length;
}

corpusDescribe('merging corpus PDFs', () => {
  it('has the sum of the pages, in the chosen order, readable by qpdf, pdf-lib and pdf.js', async () => {
    const order = ['text-4pages-pdflatex.pdf', 'photos-3pages.pdf', 'text-2pages-libreoffice.pdf', 'form-libreoffice.pdf'];
    const progress: number[] = [];
    const { bytes, pages } = await mergePdfs(order.map(source), (f) => progress.push(f));
    expect(pages).toBe(4 + 3 + 2 + 1);
    expect(qpdfCheck(bytes).status).toBe(0);
    const merged = await pdfjsText(bytes);
    const expected = (await Promise.all(order.map((name) => pdfjsText(corpusBytes(name))))).flat();
    expect(merged).toEqual(expected);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('adds one bookmark per source, pointing at its first page', async () => {
    const { bytes } = await mergePdfs([source('annotations-fpdf2.pdf'), source('scanned-3pages.pdf')]);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
    const outline = (await doc.getOutline()) ?? [];
    expect(outline.map((o) => o.title)).toEqual(['annotations-fpdf2', 'scanned-3pages']);
    const pageOf = async (dest: unknown) => doc.getPageIndex((dest as [{ num: number; gen: number }])[0]);
    expect(await Promise.all(outline.map((o) => pageOf(o.dest)))).toEqual([0, 1]);
  });

  it('copies each source in one go, so fonts shared by its pages are not duplicated', async () => {
    const input = corpusBytes('text-4pages-pdflatex.pdf');
    const { bytes } = await mergePdfs([source('text-4pages-pdflatex.pdf'), source('annotations-fpdf2.pdf')]);
    const fpdf = await fontPrograms(corpusBytes('annotations-fpdf2.pdf'));
    expect(await fontPrograms(bytes)).toBe((await fontPrograms(input)) + fpdf);
  });

  it('names every file it cannot read, with the reason', async () => {
    const error = await mergePdfs([source('text-4pages-pdflatex.pdf'), source('encrypted-userpw-peanuts.pdf'), source('truncated-libreoffice.pdf')]).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.name).toBe(MERGE_INPUT_ERROR);
    expect(error?.message).toBe(
      '"encrypted-userpw-peanuts.pdf" needs its password and "truncated-libreoffice.pdf" is damaged or is not a PDF. Remove them to merge the others.',
    );
  });

  it('merges a password-protected file with its password, and a restricted one without', async () => {
    const sources = [{ ...source('encrypted-userpw-peanuts.pdf'), password: 'peanuts' }, source('restricted-ownerpw-aes256.pdf')];
    const { bytes, pages } = await mergePdfs(sources);
    expect(pages).toBe(2 + 4);
    expect(qpdfCheck(bytes).output).toContain('File is not encrypted');
    const expected = [...(await pdfjsText(corpusBytes('restricted-ownerpw-aes256.pdf')))];
    expect((await pdfjsText(bytes)).slice(2)).toEqual(expected);
  });
});

corpusDescribe('page counts for the list', () => {
  it('counts pages, and says why a file cannot be counted', async () => {
    expect((await inspectPdf(corpusBytes('text-117pages-geotopo.pdf'))).pages).toBe(117);
    expect((await inspectPdf(corpusBytes('restricted-ownerpw-aes256.pdf'))).pages).toBe(4);
    const why = async (name: string) => inspectPdf(corpusBytes(name)).then(() => null, pdfProblemOf);
    expect(await why('encrypted-userpw-peanuts.pdf')).toBe('needsPassword');
    expect(await why('truncated-libreoffice.pdf')).toBe('damaged');
  });
});

describe('per-file progress', () => {
  it('derives each file from the overall fraction', () => {
    expect([0, 1, 2].map((i) => fileProgress(0.45, i, 3))).toEqual([1, 0.5, 0]);
    expect([0, 1, 2].map((i) => fileProgress(1, i, 3))).toEqual([1, 1, 1]);
  });
});

