/**
 * The searchable PDF: the corpus's scanned pages recognised by tesseract.js in Node (as the site
 * sets it up), laid over the pages as hidden text. Every page renders exactly as before (poppler,
 * 72 dpi), qpdf finds no error, and pdftotext and pdf.js (the text search of Firefox and of our
 * own pages) find the pages' words (the ground truth is the text of the pages the scan was made
 * from) in reading order. Reading the output again ("redo") replaces the layer: the word count
 * does not grow and the pages still render as before.
 */
import { describe, expect } from 'vitest';
import { addTextLayer } from '../../../../../src/wasm/pdf/ocr/textLayer';
import { placedWords } from '../../../../../src/wasm/ocr/page';
import { corpusBytes, corpusIt } from '../../../../helpers/corpus';
import { findableWords, imageSize, nodeOcr, pagesAsPng, pdftotext, wordsFoundInOrder } from '../../../../helpers/ocr';
import { pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';

/** scanned-3pages.pdf is pages 13-15 of the GeoTopo script, rasterised, skewed and noised. */
const truth = () => pdftotext(corpusBytes('text-117pages-geotopo.pdf'), ['-f', '13', '-l', '15']).split('\f').slice(0, 3);

describe('addTextLayer', () => {
  corpusIt('makes the scanned pages searchable without changing how they look', { timeout: 300_000 }, async () => {
    const input = corpusBytes('scanned-3pages.pdf');
    const ocr = await nodeOcr(['deu']);
    const pages = [];
    try {
      for (const [page, png] of pagesAsPng(input, 300).entries()) {
        const { width, height } = imageSize(png);
        pages.push({ page, words: placedWords(await ocr.recognize(png, width, height)) });
      }
    } finally {
      await ocr.terminate();
    }
    const output = await addTextLayer(input, pages);
    expect(qpdfCheck(output).status).toBe(0);
    const [before, after] = [pagesAsPng(input, 72), pagesAsPng(output, 72)];
    expect(after).toHaveLength(3);
    after.forEach((png, i) => expect(Buffer.compare(png, before[i])).toBe(0));
    const found = pdftotext(output).split('\f');
    truth().forEach((text, i) => {
      const share = wordsFoundInOrder(findableWords(text), findableWords(found[i]));
      expect(share, `page ${i + 1}`).toBeGreaterThanOrEqual(0.9);
    });
    // pdf.js's text content, what its find bar searches.
    const searched = await pdfjsText(output);
    truth().forEach((text, i) => {
      const share = wordsFoundInOrder(findableWords(text), findableWords(searched[i]));
      expect(share, `pdf.js, page ${i + 1}`).toBeGreaterThanOrEqual(0.9);
    });
    expect(searched[0].toLowerCase()).toContain('stetigkeit');

    // Redo: the output read again gets one layer, not two.
    const redone = await addTextLayer(output, pages, '', true);
    expect(qpdfCheck(redone).status).toBe(0);
    expect(findableWords(pdftotext(redone)).length).toBe(findableWords(pdftotext(output)).length);
    const redoneSearch = await pdfjsText(redone);
    redoneSearch.forEach((text, i) => expect(findableWords(text).length, `pdf.js, page ${i + 1}`).toBe(findableWords(searched[i]).length));
    pagesAsPng(redone, 72).forEach((png, i) => expect(Buffer.compare(png, before[i])).toBe(0));
  });
});
