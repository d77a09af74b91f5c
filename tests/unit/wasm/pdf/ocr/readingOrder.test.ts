/**
 * Reading order of the searchable PDF on real scans (../shared/realworld/ocr/): every page of the
 * folder's scanned PDFs (skewed 0.5-1.5°, 300 and 200 dpi, English, Spanish, German, French, a
 * two-column page) and its two phone photos (12 MP, page askew on a desk, wrapped in a PDF as a
 * searchable PDF from images does) is recognised as the site does it, the text layer laid over it,
 * and pdftotext finds at least 95 % of the page's ground-truth words, in order, in our output.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expect, it } from 'vitest';
import { placedWords } from '../../../../../src/wasm/ocr/page';
import { addTextLayer } from '../../../../../src/wasm/pdf/ocr/textLayer';
import { readManifest, realworldBytes, realworldDescribe, realworldPath } from '../../../../helpers/corpus';
import { findableWords, imageSize, nodeOcr, pagesAsPng, pdftotext, wordsFoundInOrder } from '../../../../helpers/ocr';

const FOLDER = 'ocr';
const PDFS = ['scanned-eng-4p.pdf', 'scanned-spa-deu-fra-200dpi-3p.pdf'];
const PHONES = ['snap-p5-phone.jpg', 'lure-p18-phone.jpg'];

/** The share of each page's ground-truth words pdftotext finds in order in `output`. */
const foundInOrder = (output: Uint8Array, truth: string[]) => {
  const found = pdftotext(output).split('\f');
  return truth.map((text, i) => wordsFoundInOrder(findableWords(text), findableWords(found[i] ?? '')));
};

realworldDescribe(FOLDER)('reading order of the text layer on real scans', () => {
  const rows = readManifest(realworldPath(FOLDER, 'MANIFEST.tsv'));
  const truthOf = (row: Record<string, string>) => readFileSync(realworldPath(FOLDER, row.ground_truth.split(' ')[0]), 'utf8');

  for (const name of PDFS) {
    it(`${name}: pdftotext finds ≥ 95 % of every page's words in order`, { timeout: 900_000 }, async () => {
      const row = rows.find((r) => r.file === name)!;
      const input = realworldBytes(FOLDER, name);
      const ocr = await nodeOcr(row.language.split('+'));
      const pages = [];
      try {
        for (const [page, png] of pagesAsPng(input, 300).entries()) {
          const { width, height } = imageSize(png);
          pages.push({ page, words: placedWords(await ocr.recognize(png, width, height)) });
        }
      } finally {
        await ocr.terminate();
      }
      const truth = truthOf(row).split('\f').slice(0, pages.length);
      expect(truth).toHaveLength(Number(row.pages));
      const shares = foundInOrder(await addTextLayer(input, pages), truth);
      console.log(`${name}: ${shares.map((share) => share.toFixed(3)).join(', ')}`);
      shares.forEach((share, i) => expect(share, `page ${i + 1}`).toBeGreaterThanOrEqual(0.95));
    });
  }

  for (const name of PHONES) {
    it(`${name} in a PDF: pdftotext finds ≥ 95 % of its words in order`, { timeout: 900_000 }, async () => {
      const row = rows.find((r) => r.file === name)!;
      const jpeg = realworldBytes(FOLDER, name);
      const { width, height } = imageSize(jpeg);
      const doc = await PDFDocument.create();
      const image = await doc.embedJpg(jpeg);
      // The photo as a page at 300 px per inch.
      const [w, h] = [(width * 72) / 300, (height * 72) / 300];
      doc.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
      const ocr = await nodeOcr(row.language.split('+'));
      let words;
      try {
        words = placedWords(await ocr.recognize(jpeg, width, height));
      } finally {
        await ocr.terminate();
      }
      const [share] = foundInOrder(await addTextLayer(await doc.save(), [{ page: 0, words }]), [truthOf(row)]);
      console.log(`${name}: ${share.toFixed(3)}`);
      expect(share).toBeGreaterThanOrEqual(0.95);
    });
  }
});
