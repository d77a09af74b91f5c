import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { chooseFiles, corpusFile, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { pdfjsPageCount, pdfjsText } from '../helpers/pdfChecks';

type Page = import('@playwright/test').Page;
const toast = (page: Page) => page.getByTestId('toast');
const thumbs = (page: Page) => page.getByTestId('page-thumb');

async function open(page: Page) {
  await page.goto('/split-pdf');
  await page.waitForLoadState('networkidle');
}

async function download(page: Page, button: string) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloadPromise;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

test("splitting the 117-page text by '1-3, 5' gives those 4 pages with their text", async ({ page }) => {
  const source = corpusFile('text-117pages-geotopo.pdf');
  await open(page);
  await chooseFiles(page, source);
  await expect(page.getByTestId('pdf-status')).toHaveText('text-117pages-geotopo.pdf: 117 pages');
  await expect(thumbs(page)).toHaveCount(117);
  await expect(thumbs(page).first()).toHaveAttribute('data-drawn', 'true');
  // Pages far below the visible part of the grid are not drawn.
  await expect(thumbs(page).last()).toHaveAttribute('data-drawn', 'false');

  await page.getByLabel('Pages', { exact: true }).fill('1-3, 5');
  await expect(page.getByTestId('pages-summary')).toHaveText('One PDF of 4 pages: text-117pages-geotopo_p1-3_5.pdf');
  await expect(thumbs(page).nth(4)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs(page).nth(3)).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByRole('heading', { name: 'Split Complete!' })).toBeVisible();
  await expect(toast(page)).toContainText('Split Complete');
  const { name, bytes } = await download(page, 'Download PDF');
  expect(name).toBe('text-117pages-geotopo_p1-3_5.pdf');
  const all = await pdfjsText(new Uint8Array(readFileSync(source)));
  expect(await pdfjsText(bytes)).toEqual([all[0], all[1], all[2], all[4]]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('pages picked by clicking and keyboard become one PDF per range in a ZIP', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('text-4pages-pdflatex.pdf'));
  await expect(thumbs(page)).toHaveCount(4);
  await thumbs(page).nth(1).click();
  await thumbs(page).nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Pages', { exact: true })).toHaveValue('2, 4');
  await page.getByLabel('One PDF per range (ZIP)').check();
  await page.getByRole('button', { name: 'Split PDF' }).click();
  const { name, bytes } = await download(page, 'Download ZIP');
  expect(name).toBe('text-4pages-pdflatex_split.zip');
  const zip = unzipSync(bytes);
  expect(Object.keys(zip)).toEqual(['text-4pages-pdflatex_p2.pdf', 'text-4pages-pdflatex_p4.pdf']);
  for (const part of Object.values(zip)) expect(await pdfjsPageCount(part)).toBe(1);
});

test('split every N pages; wrong ranges are explained before anything runs', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('text-4pages-pdflatex.pdf'));
  await page.getByLabel('Pages per file').fill('3');
  await expect(page.getByTestId('pages-summary')).toContainText('2 PDFs in a ZIP: text-4pages-pdflatex_p1-3.pdf, text-4pages-pdflatex_p4.pdf');
  await page.getByLabel('Pages', { exact: true }).fill('2-9');
  await expect(page.getByTestId('pages-summary')).toHaveText('Page 9 does not exist: this PDF has 4 pages.');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(toast(page)).toContainText('Check the pages');
  await page.getByLabel('Split every').check();
  await page.getByRole('button', { name: 'Split PDF' }).click();
  const { bytes } = await download(page, 'Download ZIP');
  const pages = await Promise.all(Object.values(unzipSync(bytes)).map(pdfjsPageCount));
  expect(pages).toEqual([3, 1]);
});

test('a protected PDF asks for its password; a damaged one is refused and the page takes another', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('truncated-libreoffice.pdf'));
  await expect(page.getByTestId('pdf-problem')).toContainText('The file is damaged or is not a PDF.');
  await expect(toast(page)).toContainText('Cannot open this PDF');

  await chooseFiles(page, corpusFile('encrypted-userpw-peanuts.pdf'));
  await page.getByLabel('Password for encrypted-userpw-peanuts.pdf').fill('walnuts');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That password does not open this PDF' })).toBeVisible();
  await page.getByLabel('Password for encrypted-userpw-peanuts.pdf').fill('peanuts');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(thumbs(page)).toHaveCount(2);
  await expect(thumbs(page).first()).toHaveAttribute('data-drawn', 'true');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  const { bytes } = await download(page, 'Download ZIP');
  const parts = Object.values(unzipSync(bytes));
  expect(parts).toHaveLength(2);
  for (const part of parts) expect(await pdfjsPageCount(part)).toBe(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a signed PDF is split without a consent step, with a note that the parts carry no valid signature', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('text-4pages-pdflatex.pdf'));
  await expect(thumbs(page)).toHaveCount(4);
  await expect(page.getByTestId('pdf-signed-note')).toHaveCount(0);

  await chooseFiles(page, realworldFile('pdfjs', 'signed_verified.pdf'));
  await expect(page.getByTestId('pdf-signed-note')).toContainText('its signature will not be valid in the parts');
  await expect(page.getByTestId('pdf-signed-warning')).toHaveCount(0);
  await expect(thumbs(page)).toHaveCount(1);
  await page.getByLabel('Pages', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  const { bytes } = await download(page, 'Download PDF');
  expect(await pdfjsPageCount(bytes)).toBe(1);
});
