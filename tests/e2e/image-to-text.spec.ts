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
