import { readFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { chooseFiles, corpusFile, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';

type Page = import('@playwright/test').Page;
const toast = (page: Page) => page.getByTestId('toast');
const names = (page: Page) => page.getByTestId('merge-item').locator('p.truncate').allTextContents();

/** Opens the page and waits for hydration, so the file input's handler is attached. */
async function open(page: Page) {
  await page.goto('/pdf-merger');
  await page.waitForLoadState('networkidle');
}

test('merges PDFs in the order arranged by keyboard and by drag, with pages and bookmarks', async ({ page }) => {
  await open(page);
  await chooseFiles(page, [corpusFile('annotations-fpdf2.pdf'), corpusFile('photos-3pages.pdf'), corpusFile('text-2pages-libreoffice.pdf')]);
  const items = page.getByTestId('merge-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('0.00 MB · 1 page');
  await expect(items.nth(1)).toContainText('1.13 MB · 3 pages');
  await expect(items.nth(2)).toContainText('0.02 MB · 2 pages');

  // Keyboard: the last file moves up, and focus stays with it.
  await page.getByRole('button', { name: 'Move text-2pages-libreoffice.pdf up' }).focus();
  await page.keyboard.press('Enter');
  expect(await names(page)).toEqual(['annotations-fpdf2.pdf', 'text-2pages-libreoffice.pdf', 'photos-3pages.pdf']);
  await expect(page.getByRole('button', { name: 'Move text-2pages-libreoffice.pdf up' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await names(page)).toEqual(['text-2pages-libreoffice.pdf', 'annotations-fpdf2.pdf', 'photos-3pages.pdf']);
  await expect(page.getByRole('button', { name: 'Move text-2pages-libreoffice.pdf down' })).toBeFocused();

  // Drag: the photos go first.
  await items.nth(2).dragTo(items.nth(0));
  expect(await names(page)).toEqual(['photos-3pages.pdf', 'text-2pages-libreoffice.pdf', 'annotations-fpdf2.pdf']);

  await page.getByRole('button', { name: 'Merge 3 PDFs' }).click();
  await expect(page.getByRole('heading', { name: 'Merge Complete!' })).toBeVisible();
  await expect(toast(page)).toContainText('Success!');
  await expect(toast(page)).toContainText('PDFs merged successfully.');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Merged PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('merged-document.pdf');

  const doc = await PDFDocument.load(readFileSync(await download.path()));
  expect(doc.getPageCount()).toBe(6);
  const widths = async (file: string) => (await PDFDocument.load(readFileSync(file))).getPages().map((p) => Math.round(p.getWidth()));
  const expected = [
    ...(await widths(corpusFile('photos-3pages.pdf'))),
    ...(await widths(corpusFile('text-2pages-libreoffice.pdf'))),
    ...(await widths(corpusFile('annotations-fpdf2.pdf'))),
  ];
  expect(doc.getPages().map((p) => Math.round(p.getWidth()))).toEqual(expected);
  expect(new Set(expected).size).toBeGreaterThan(2); // the sizes really tell the sources apart
  const outlines = doc.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  expect((outlines.lookup(PDFName.of('Count')) as PDFNumber).asNumber()).toBe(3);
});

test('non-PDF files are refused while the PDFs in the same pick are kept', async ({ page }) => {
  await open(page);
  await chooseFiles(page, [corpusFile('pdf-disguised.jpg'), corpusFile('text-4pages-pdflatex.pdf')]);
  await expect(toast(page)).toContainText('Invalid files');
  await expect(toast(page)).toContainText('Please select only PDF files.');
  expect(await names(page)).toEqual(['text-4pages-pdflatex.pdf']);
  await page.getByRole('button', { name: 'Merge 1 PDFs' }).click();
  await expect(toast(page)).toContainText('Not enough files');
  await expect(toast(page)).toContainText('Please select at least 2 PDF files to merge.');
});

test('a password-protected file asks for its password in its row, and merges once unlocked', async ({ page }) => {
  await open(page);
  await chooseFiles(page, [corpusFile('text-4pages-pdflatex.pdf'), corpusFile('encrypted-userpw-peanuts.pdf')]);
  await chooseFiles(page, corpusFile('form-libreoffice.pdf'));
  const row = page.getByTestId('merge-item').nth(1);
  await expect(row).toContainText('Password-protected');
  await page.getByRole('button', { name: 'Merge 3 PDFs' }).click();
  await expect(toast(page)).toContainText('"encrypted-userpw-peanuts.pdf" needs its password. Enter its password or remove it to merge the others.');

  await row.getByLabel('Password for encrypted-userpw-peanuts.pdf').fill('walnuts');
  await row.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(row.getByRole('alert')).toContainText('That password does not open this PDF');
  await row.getByLabel('Password for encrypted-userpw-peanuts.pdf').fill('peanuts');
  await row.getByLabel('Password for encrypted-userpw-peanuts.pdf').press('Enter');
  await expect(row).toContainText('2 pages · unlocked');

  await page.getByRole('button', { name: 'Merge 3 PDFs' }).click();
  const result = page.getByTestId('merge-result');
  await expect(result).toContainText('merged-document.pdf · 7 pages');
  await expect(result).toContainText('Opened with your password: encrypted-userpw-peanuts.pdf');
  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Merged PDF' }).click();
  const merged = await PDFDocument.load(readFileSync(await (await downloadPromise).path()));
  expect(merged.getPageCount()).toBe(7);
});

test('a restricted file merges without a prompt, and a signed one is named before merging', async ({ page }) => {
  await open(page);
  await chooseFiles(page, [corpusFile('restricted-ownerpw-aes256.pdf'), realworldFile('pdfjs', 'signed_verified.pdf')]);
  await expect(page.getByTestId('merge-item').nth(0)).toContainText('4 pages · restrictions removed');
  await expect(page.getByTestId('merge-item').nth(1)).toContainText('1 page · digitally signed');
  await expect(page.getByTestId('merge-signed-warning')).toContainText('"signed_verified.pdf" is digitally signed');
  await page.getByRole('button', { name: 'Merge 2 PDFs' }).click();
  const result = page.getByTestId('merge-result');
  await expect(result).toContainText('merged-document.pdf · 5 pages');
  await expect(result).toContainText('Restrictions removed: restricted-ownerpw-aes256.pdf');
});

test('the merger page has no serious accessibility violations', async ({ page }) => {
  await open(page);
  await chooseFiles(page, [corpusFile('text-4pages-pdflatex.pdf'), corpusFile('truncated-libreoffice.pdf')]);
  await expect(page.getByTestId('merge-item').nth(1)).toContainText('Damaged or not a PDF');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
