/**
 * Every readable PDF of pdf.js's test set (realworld/pdfjs) split into its first page and the rest:
 * both parts open in pdf.js with the right page count, and neither carries a page it does not
 * hold (links, outlines and forms of these files come in every shape the wild has).
 */
import { PDFDict, PDFDocument, PDFName, PDFPageLeaf } from '@cantoo/pdf-lib';
import { expect, it } from 'vitest';
import { splitPdf } from '../../../../../src/wasm/pdf/split/split';
import { factsOf, readManifest, realworldBytes, realworldDescribe, realworldPath, hasRealworld } from '../../../../helpers/corpus';
import { pdfjsPageCount } from '../../../../helpers/pdfChecks';

const cases = hasRealworld('pdfjs')
  ? readManifest(realworldPath('pdfjs', 'MANIFEST.tsv'))
      .filter((row) => row.expected === 'process')
      .map((row) => ({ file: row.file, pages: Number(factsOf(row.facts).get('pages')) }))
      .filter((c) => Number.isInteger(c.pages) && c.pages >= 2)
  : [];

const pageObjects = async (bytes: Uint8Array) =>
  (await PDFDocument.load(bytes, { ignoreEncryption: true })).context
    .enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFPageLeaf || (o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Page'))).length;

realworldDescribe('pdfjs')('splitting real-world PDFs', () => {
  it('has files to split', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('$file: first page and the rest', async ({ file, pages }) => {
    const rest = Array.from({ length: pages - 1 }, (_, i) => i + 1);
    const [first, others] = await splitPdf(realworldBytes('pdfjs', file), [[0], rest]);
    expect(await pdfjsPageCount(first)).toBe(1);
    expect(await pdfjsPageCount(others)).toBe(pages - 1);
    expect(await pageObjects(first)).toBe(1);
  });
});
