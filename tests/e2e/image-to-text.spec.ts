/**
 * /image-to-text: a HEIC photo of a page (a table of numbers from ../shared/realworld/ocr/, encoded
 * as HEIC here) gives its text: the words on screen (shaded by confidence), the .txt download with
 * a word error rate under 0.10 against the ground truth. A file that is not an image is named.
 * Every request stays on our origin (the privacy guard). OCR is slow on two cores: generous timeouts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseFiles, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { findableWords, imageSize, pagesAsPng, pdftotext, turnImage, wordErrorRate, wordsFound, wordsFoundInOrder } from '../helpers/ocr';
import { pdfjsText } from '../helpers/pdfChecks';

test.setTimeout(300_000);

test('a HEIC photo of a table gives its text, to copy or download', async ({ page }) => {
  const png = realworldFile('ocr', 'mortality-p1-clean.png');
  const truth = readFileSync(realworldFile('ocr', 'mortality-p1.gt.txt'), 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'image-to-text-'));
  const heic = join(dir, 'table-photo.heic');
  execFileSync('heif-enc', ['-q', '80', png, '-o', heic]);

  await page.goto('/image-to-text');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, heic);
  await page.getByRole('button', { name: 'Extract text' }).click();
  await expect(page.getByTestId('ocr-result')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('toast').getByText('Text Extracted')).toBeVisible();
  await expect(page.getByTestId('ocr-text')).toContainText('2015');

  const downloadPromise = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download text (.txt)' }).click();
  const file = await downloadPromise;
  expect(file.suggestedFilename()).toBe('table-photo.txt');
  const text = readFileSync(await file.path(), 'utf8');
  expect(wordErrorRate(truth, text)).toBeLessThan(0.1);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a file that is not an image is named, and the page keeps working', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'image-to-text-'));
  const fake = join(dir, 'notes.png');
  writeFileSync(fake, 'these are not the pixels you are looking for');
  await page.goto('/image-to-text');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, fake);
  await page.getByRole('button', { name: 'Extract text' }).click();
  await expect(page.getByTestId('toast').getByText('Could Not Read the Image')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Extract text' })).toBeEnabled();
});

test('a photo taken sideways is read upright and becomes a searchable PDF with the JPEG as it is', async ({ page }) => {
  const truth = readFileSync(realworldFile('ocr', 'snap-p5.gt.txt'), 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'image-to-text-'));
  // A scanned page turned a quarter clockwise (the text runs downwards), saved as a JPEG.
  const photo = join(dir, 'sideways-scan.jpg');
  writeFileSync(photo, turnImage(new Uint8Array(readFileSync(realworldFile('ocr', 'snap-p5-scan.jpg'))), 1, { jpeg: true }).image);

  await page.goto('/image-to-text');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, photo);
  await page.getByRole('button', { name: 'Extract text' }).click();
  await expect(page.getByTestId('ocr-result')).toBeVisible({ timeout: 280_000 });
  await expect(page.getByTestId('toast').getByText('Text Extracted')).toBeVisible();

  const textDownload = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download text (.txt)' }).click();
  expect(wordErrorRate(truth, readFileSync(await (await textDownload).path(), 'utf8'))).toBeLessThan(0.1);

  // Keyboard: the button is reached and pressed like any other.
  await page.getByRole('button', { name: 'Make a searchable PDF' }).focus();
  await page.keyboard.press('Enter');
  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download searchable PDF' }).click({ timeout: 60_000 });
  const file = await pdfDownload;
  expect(file.suggestedFilename()).toBe('sideways-scan_searchable.pdf');
  const pdf = new Uint8Array(readFileSync(await file.path()));
  // pdftotext finds the words (its order of sideways blocks is its own); pdf.js, what viewers search, has them in reading order.
  expect(wordsFound(findableWords(truth), findableWords(pdftotext(pdf)))).toBeGreaterThanOrEqual(0.9);
  expect(wordsFoundInOrder(findableWords(truth), findableWords((await pdfjsText(pdf))[0]))).toBeGreaterThanOrEqual(0.9);

  // The page is the photo itself: its JPEG bytes are the PDF's only image, byte for byte.
  const images = join(dir, 'images');
  writeFileSync(join(dir, 'out.pdf'), pdf);
  execFileSync('pdfimages', ['-all', join(dir, 'out.pdf'), images]);
  const extracted = readdirSync(dir).filter((name) => name.startsWith('images'));
  expect(extracted).toHaveLength(1);
  expect(Buffer.compare(readFileSync(join(dir, extracted[0])), readFileSync(photo))).toBe(0);
  // And it renders: one page, as wide as tall as the photo (landscape).
  const [rendered] = pagesAsPng(pdf, 36);
  const { width, height } = imageSize(rendered);
  expect(width).toBeGreaterThan(height);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('several images: each read on its own card, a bad one named, all the text in one .txt and one searchable PDF', async ({ page }) => {
  const scans = ['lacroux-p1', 'linuxcnc-p7'];
  const truths = scans.map((name) => readFileSync(realworldFile('ocr', `${name}.gt.txt`), 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'image-to-text-'));
  const broken = join(dir, 'broken.png');
  writeFileSync(broken, 'these are not the pixels you are looking for');

  await page.goto('/image-to-text');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, [...scans.map((name) => realworldFile('ocr', `${name}-scan200.jpg`)), broken]);
  const cards = page.getByTestId('batch-card');
  await expect(cards).toHaveCount(3);
  const start = page.getByRole('button', { name: 'Extract text from 3 images' });

  // Cancel stops the batch at once: the cards wait again and the page takes a new start.
  await start.click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(start).toBeEnabled();
  await expect(cards.getByTestId('batch-status')).toHaveText(['Waiting', 'Waiting', 'Waiting']);

  await start.click();
  await expect(page.getByTestId('toast').getByText('Some Images Were Not Read')).toBeVisible({ timeout: 280_000 });
  await expect(page.getByTestId('toast').getByText('1 image could not be read; each card says why.')).toBeVisible();
  for (const n of [0, 1]) await expect(cards.nth(n).getByTestId('batch-status')).toHaveText(/^\d+ words, average confidence \d+%$/);
  await expect(cards.nth(0).getByTestId('ocr-text')).toContainText(/\w{4,}/);
  const problem = cards.nth(2).getByRole('alert');
  await expect(problem).toBeVisible();
  expect((await problem.textContent())?.trim().length).toBeGreaterThan(10);

  // All the text: each image's under its name, in the list's order.
  const textDownload = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download all text (.txt)' }).click();
  const text = readFileSync(await (await textDownload).path(), 'utf8');
  const [first, second] = [text.indexOf('lacroux-p1-scan200.jpg'), text.indexOf('linuxcnc-p7-scan200.jpg')];
  expect(first).toBe(0);
  expect(second).toBeGreaterThan(first);
  expect(text).not.toContain('broken.png');
  const sections = [text.slice(0, second), text.slice(second)];
  sections.forEach((section, n) => expect(wordsFound(findableWords(truths[n]), findableWords(section))).toBeGreaterThanOrEqual(0.9));

  // One searchable PDF, a page per image read, each page's own words on it.
  await page.getByRole('button', { name: 'Make a searchable PDF' }).click();
  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download searchable PDF' }).click({ timeout: 60_000 });
  const file = await pdfDownload;
  expect(file.suggestedFilename()).toBe('images_searchable.pdf');
  const pdf = new Uint8Array(readFileSync(await file.path()));
  expect(pagesAsPng(pdf, 20)).toHaveLength(2);
  truths.forEach((truth, n) => expect(wordsFound(findableWords(truth), findableWords(pdftotext(pdf, ['-f', String(n + 1), '-l', String(n + 1)])))).toBeGreaterThanOrEqual(0.9));
  expect(await seriousA11yViolations(page)).toEqual([]);
});
