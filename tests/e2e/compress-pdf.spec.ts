import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { chooseFiles, corpusFile, expect, selectedOption, seriousA11yViolations, test } from './fixtures/test';

type Page = import('@playwright/test').Page;
const toast = (page: Page) => page.getByTestId('toast');

/** Opens the page and waits for hydration, so the file input's handler is attached. */
async function open(page: Page) {
  await page.goto('/compress-pdf');
  await page.waitForLoadState('networkidle');
}

test('compresses a photo PDF for real and downloads a valid, smaller PDF', async ({ page }) => {
  await open(page);
  await expect(selectedOption(page, 'Compression Level')).toHaveText(/Balanced/);
  await chooseFiles(page, corpusFile('photos-3pages.pdf'));
  await expect(page.getByText('File ready for processing')).toBeVisible();
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(toast(page)).toContainText('PDF Compression Complete');
  await expect(toast(page)).toContainText(/Reduced from 1\.13 MB to \d+\.\d\d MB \(\d+% reduction\)/);
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText('compressed_photos-3pages.pdf');
  await expect(result).toContainText(/\d+% smaller/);

  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Compressed PDF' }).click();
  await expect(result.getByRole('button', { name: /Wait \ds\.\.\./ })).toBeDisabled();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('compressed_photos-3pages.pdf');
  await expect(toast(page)).toContainText('Download Started');
  const bytes = readFileSync(await download.path());
  expect(bytes.length).toBeLessThan(readFileSync(corpusFile('photos-3pages.pdf')).length);
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBe(3);
});

test('the level is chosen by keyboard and progress reads Compressing PDF...', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('scanned-3pages.pdf'));
  const level = page.getByRole('combobox', { name: 'Compression Level' });
  await level.focus();
  await page.keyboard.press('End');
  await expect(selectedOption(page, 'Compression Level')).toHaveText(/Smallest Size/);
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByRole('button', { name: 'Compressing...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Compressing PDF...' })).toBeVisible();
  await expect(page.getByTestId('pdf-result')).toContainText('compressed_scanned-3pages.pdf');
});

test('without a file, Compress asks for one', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(toast(page)).toContainText('No file selected');
  await expect(toast(page)).toContainText('Please select a PDF file first.');
});

test('a password-protected PDF is named as such, and the page keeps working', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('encrypted-userpw-peanuts.pdf'));
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(toast(page)).toContainText('Compression Failed');
  await expect(toast(page)).toContainText('This PDF is password-protected. Remove the password and try again.');
  await expect(page.getByRole('button', { name: 'Compress PDF' })).toBeEnabled();

  await page.getByRole('button', { name: 'Remove encrypted-userpw-peanuts.pdf' }).click();
  await chooseFiles(page, corpusFile('text-2pages-libreoffice.pdf'));
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByTestId('pdf-result')).toContainText('compressed_text-2pages-libreoffice.pdf');
});

test('a damaged PDF gets a clear message', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('truncated-libreoffice.pdf'));
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(toast(page)).toContainText('The file is damaged or is not a PDF.');
});

test('a file that is not a PDF is refused by the upload area', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('pdf-disguised.jpg'));
  await expect(toast(page)).toContainText('Invalid file type');
  await expect(page.getByText('File ready for processing')).toHaveCount(0);
});

test('the compressor page has no serious accessibility violations', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('text-2pages-libreoffice.pdf'));
  await expect(page.getByText('File ready for processing')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
