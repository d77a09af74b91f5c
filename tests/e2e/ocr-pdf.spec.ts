/**
 * /ocr-pdf: the corpus's 3 scanned pages (German, skewed, noisy) become searchable in Chromium:
 * every page renders exactly as before (poppler, 72 dpi), pdftotext finds at least 90% of the
 * ground-truth words (the text of the pages the scan was made from) in reading order, and the
 * .txt holds the text. The OCR engine's files come from our origin, only once OCR starts (the
 * privacy guard fails the test on any request leaving it). With the service worker, OCR works
 * again with the network cut. OCR is slow on two cores: generous timeouts, no timing asserts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseFiles, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';
import { findableWords, pagesAsPng, pdftotext, turnImage, wordsFound, wordsFoundInOrder } from '../helpers/ocr';
import { pdfjsText } from '../helpers/pdfChecks';

type Page = import('@playwright/test').Page;

test.setTimeout(600_000);

async function download(page: Page, button: string) {
  const downloadPromise = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: button }).click();
  const file = await downloadPromise;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

async function chooseLanguages(page: Page, languages: string[]) {
  await page.getByRole('checkbox', { name: /^English/ }).uncheck();
  for (const language of languages) await page.getByRole('checkbox', { name: new RegExp(`^${language}`) }).check();
}

test('a scanned PDF becomes searchable and looks exactly the same', async ({ page }) => {
  const source = corpusFile('scanned-3pages.pdf');
  const ocrRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/ocr-')) ocrRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/ocr-pdf');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, source);
  await chooseLanguages(page, ['German']);
  // Nothing of the OCR engine is fetched before OCR starts.
  expect(ocrRequests).toEqual([]);
  await page.getByRole('button', { name: 'Make PDF searchable' }).click();
  await expect(page.getByTestId('ocr-now')).toBeVisible();
  await expect(page.getByTestId('ocr-result')).toBeVisible({ timeout: 540_000 });
  await expect(page.getByTestId('toast').getByText('PDF Is Now Searchable')).toBeVisible();
  expect(ocrRequests.some((path) => path.endsWith('/lang/deu.traineddata.gz'))).toBe(true);
  expect(ocrRequests.some((path) => path.endsWith('/lang/eng.traineddata.gz'))).toBe(false);

  const { name, bytes } = await download(page, 'Download searchable PDF');
  expect(name).toBe('scanned-3pages_searchable.pdf');
  const input = new Uint8Array(readFileSync(source));
  const [before, after] = [pagesAsPng(input, 72), pagesAsPng(bytes, 72)];
  expect(after).toHaveLength(3);
  after.forEach((png, i) => expect(Buffer.compare(png, before[i]), `page ${i + 1} renders as before`).toBe(0));
  const truth = pdftotext(new Uint8Array(readFileSync(corpusFile('text-117pages-geotopo.pdf'))), ['-f', '13', '-l', '15']).split('\f');
  const found = pdftotext(bytes).split('\f');
  for (let i = 0; i < 3; i += 1) {
    expect(wordsFoundInOrder(findableWords(truth[i]), findableWords(found[i])), `page ${i + 1}`).toBeGreaterThanOrEqual(0.9);
  }

  const text = await download(page, 'Download text (.txt)');
  expect(text.name).toBe('scanned-3pages.txt');
  const pages = new TextDecoder().decode(text.bytes).split('\f');
  expect(pages).toHaveLength(3);
  expect(wordsFoundInOrder(findableWords(truth[0]), findableWords(pages[0]))).toBeGreaterThanOrEqual(0.9);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one use, OCR works with the network cut', async ({ page, context }) => {
    // One page of the scan, so the test reads two pages in all.
    const dir = mkdtempSync(join(tmpdir(), 'ocr-e2e-'));
    const onePage = join(dir, 'one-page.pdf');
    execFileSync('qpdf', [corpusFile('scanned-3pages.pdf'), '--pages', '.', '1', '--', onePage]);
    await page.goto('/ocr-pdf');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await chooseFiles(page, onePage);
    await chooseLanguages(page, ['German']);
    await page.getByRole('button', { name: 'Make PDF searchable' }).click();
    await expect(page.getByTestId('ocr-result')).toBeVisible({ timeout: 300_000 });

    await context.setOffline(true);
    await page.reload();
    await chooseFiles(page, onePage);
    await chooseLanguages(page, ['German']);
    await page.getByRole('button', { name: 'Make PDF searchable' }).click();
    await expect(page.getByTestId('ocr-result')).toBeVisible({ timeout: 300_000 });
    const { bytes } = await download(page, 'Download searchable PDF');
    expect(findableWords(pdftotext(bytes)).length).toBeGreaterThan(100);
  });
});

/** A one-page PDF showing `png` (a 300 dpi page image) full size. */
async function pdfOfPng(png: Uint8Array): Promise<Uint8Array> {
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const [width, height] = [(image.width * 72) / 300, (image.height * 72) / 300];
  doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return doc.save();
}

test('a page scanned sideways is found, read upright, and keeps its look', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'ocr-e2e-'));
  // Page 1 of the corpus scan, turned a quarter counter-clockwise (the text runs upwards), as a one-page PDF.
  const upright = pagesAsPng(new Uint8Array(readFileSync(corpusFile('scanned-3pages.pdf'))), 300)[0];
  const sideways = join(dir, 'sideways.pdf');
  writeFileSync(sideways, await pdfOfPng(turnImage(upright, 3).image));

  await page.goto('/ocr-pdf');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, sideways);
  await chooseLanguages(page, ['German']);
  await page.getByRole('button', { name: 'Make PDF searchable' }).click();
  await expect(page.getByTestId('ocr-result')).toBeVisible({ timeout: 540_000 });
  await expect(page.getByTestId('ocr-turned')).toContainText('Page 1 was scanned sideways or upside down');

  const { bytes } = await download(page, 'Download searchable PDF');
  const input = new Uint8Array(readFileSync(sideways));
  expect(Buffer.compare(pagesAsPng(bytes, 72)[0], pagesAsPng(input, 72)[0]), 'renders as before').toBe(0);
  const truth = pdftotext(new Uint8Array(readFileSync(corpusFile('text-117pages-geotopo.pdf'))), ['-f', '13', '-l', '13']);
  // pdftotext finds the words (it lists blocks of text running upwards last to first); pdf.js, what viewers search, in reading order.
  expect(wordsFound(findableWords(truth), findableWords(pdftotext(bytes)))).toBeGreaterThanOrEqual(0.9);
  expect(wordsFoundInOrder(findableWords(truth), findableWords((await pdfjsText(bytes))[0]))).toBeGreaterThanOrEqual(0.9);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('reading a searchable PDF again replaces its text instead of doubling it', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'ocr-e2e-'));
  const onePage = join(dir, 'one-page.pdf');
  execFileSync('qpdf', [corpusFile('scanned-3pages.pdf'), '--pages', '.', '2', '--', onePage]);
  await page.goto('/ocr-pdf');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, onePage);
  await chooseLanguages(page, ['German']);
  await page.getByRole('button', { name: 'Make PDF searchable' }).click();
  await expect(page.getByTestId('ocr-result')).toBeVisible({ timeout: 300_000 });
  const first = await download(page, 'Download searchable PDF');
  const searchable = join(dir, 'searchable.pdf');
  writeFileSync(searchable, first.bytes);

  await page.getByRole('button', { name: 'Remove one-page.pdf' }).click();
  await chooseFiles(page, searchable);
  // Left alone unless asked: the page already has text.
  await page.getByRole('button', { name: 'Make PDF searchable' }).click();
  await expect(page.getByTestId('toast').getByText('Nothing to Read')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('checkbox', { name: 'Read pages that already have text' }).check();
  await page.getByRole('button', { name: 'Make PDF searchable' }).click();
  await expect(page.getByTestId('ocr-result')).toContainText('Read 1 of 1 pages', { timeout: 300_000 });
  const again = await download(page, 'Download searchable PDF');

  const words = (bytes: Uint8Array) => findableWords(pdftotext(bytes)).length;
  expect(words(first.bytes)).toBeGreaterThan(100);
  // The same page read again: about as many words, not twice as many (pdf.js counts every copy).
  expect(words(again.bytes)).toBeLessThan(1.2 * words(first.bytes));
  const [pdfjsFirst, pdfjsAgain] = [(await pdfjsText(first.bytes))[0], (await pdfjsText(again.bytes))[0]];
  expect(findableWords(pdfjsAgain).length).toBeLessThan(1.2 * findableWords(pdfjsFirst).length);
  expect(Buffer.compare(pagesAsPng(again.bytes, 72)[0], pagesAsPng(new Uint8Array(readFileSync(onePage)), 72)[0]), 'renders as before').toBe(0);
});
