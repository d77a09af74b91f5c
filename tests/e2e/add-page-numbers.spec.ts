import { readFileSync } from 'node:fs';
import { chooseFiles, chooseOption, corpusFile, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { pdfjsPageCount } from '../helpers/pdfChecks';
import { pdfWords, type PdfTextPage } from '../helpers/pdfWords';

type Page = import('@playwright/test').Page;
const toast = (page: Page) => page.getByTestId('toast');
const thumbs = (page: Page) => page.getByTestId('page-thumb');

async function open(page: Page) {
  await page.goto('/add-page-numbers');
  await page.waitForLoadState('networkidle');
}

async function download(page: Page) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await downloadPromise;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

/** The joint box of the words making up `text` on one line, left to right, or null. */
function findLine(page: PdfTextPage, text: string) {
  const parts = text.split(' ');
  for (const start of page.words.filter((word) => word.text === parts[0])) {
    const run = page.words.filter((w) => Math.abs(w.yMin - start.yMin) < 0.05 && w.xMin >= start.xMin - 0.5).sort((a, b) => a.xMin - b.xMin).slice(0, parts.length);
    if (run.length === parts.length && run.every((w, k) => w.text === parts[k])) {
      return { xMin: run[0].xMin, xMax: Math.max(...run.map((w) => w.xMax)), yMin: Math.min(...run.map((w) => w.yMin)), yMax: Math.max(...run.map((w) => w.yMax)) };
    }
  }
  return null;
}

test('"Page k of 117" on every page k of the 117-page file, previewed on the thumbnails, found by pdftotext', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('text-117pages-geotopo.pdf'));
  await expect(page.getByTestId('pdf-status')).toHaveText('text-117pages-geotopo.pdf: 117 pages');
  await expect(thumbs(page).first()).toHaveAttribute('data-drawn', 'true');
  await chooseOption(page, 'Format', 'Page 1 of N');
  await expect(thumbs(page).nth(1).getByTestId('number-preview')).toHaveAttribute('data-label', 'Page 2 of 117');
  // The first numbered page, larger, with the same preview.
  await expect(page.getByTestId('page-preview').getByTestId('number-preview')).toHaveAttribute('data-label', 'Page 1 of 117');
  await expect(page.getByTestId('pages-summary')).toHaveText('117 pages numbered, from "Page 1 of 117" to "Page 117 of 117".');
  await page.getByRole('button', { name: 'Add page numbers' }).click();
  await expect(page.getByRole('heading', { name: 'Page Numbers Added!' })).toBeVisible({ timeout: 120_000 });
  await expect(toast(page)).toContainText('Numbering Complete');
  const { name, bytes } = await download(page);
  expect(name).toBe('text-117pages-geotopo_numbered.pdf');
  const pages = pdfWords(bytes);
  expect(pages).toHaveLength(117);
  pages.forEach((words, i) => {
    const line = findLine(words, `Page ${i + 1} of 117`);
    expect(line, `page ${i + 1}`).not.toBeNull();
    // A4 as shown: centred, its baseline 28 pt above the bottom edge.
    expect(Math.abs(((line?.xMin ?? 0) + (line?.xMax ?? 0)) / 2 - 595.276 / 2)).toBeLessThan(3);
    expect(line?.yMax).toBeLessThan(841.89 - 25);
    expect(line?.yMax).toBeGreaterThan(841.89 - 31);
  });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a turned, cropped page gets its number upright inside the visible area; a cover can be skipped', async ({ page }) => {
  // vector-root-plot.pdf: /Rotate 90 and a crop box of 366 × 567 inside an A4 media box: shown 567 wide, 366 high.
  await open(page);
  await chooseFiles(page, realworldFile('pdf-train', 'vector-root-plot.pdf'));
  await expect(thumbs(page)).toHaveCount(1);
  await chooseOption(page, 'Position', 'Bottom right');
  await page.getByLabel('Margin (pt)').fill('20');
  await expect(thumbs(page).first().getByTestId('number-preview')).toHaveAttribute('data-label', '1');
  await page.getByLabel('All but the first (cover)').check();
  await expect(page.getByTestId('pages-summary')).toHaveText('This PDF has one page: there is no page after the first to number.');
  await page.getByLabel('All pages').check();
  await page.getByRole('button', { name: 'Add page numbers' }).click();
  const { bytes } = await download(page);
  const [shown] = pdfWords(bytes);
  const number = shown.words.filter((w) => w.text === '1' && w.xMax > 567 - 30 && w.yMax > 366 - 30);
  expect(number).toHaveLength(1);
  expect(number[0].xMax).toBeLessThan(567 - 19);
  expect(number[0].yMax).toBeLessThan(366 - 20 + 4);
  // Upright: as tall as an 11 pt line, not as wide as it would be lying on its side.
  expect(number[0].yMax - number[0].yMin).toBeGreaterThan(number[0].xMax - number[0].xMin);
  expect(number[0].yMax - number[0].yMin).toBeLessThan(16);
});

test('roman numerals on chosen pages from the first number; bad options are explained', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('text-4pages-pdflatex.pdf'));
  await expect(thumbs(page)).toHaveCount(4);
  await chooseOption(page, 'Format', 'i, ii, iii');
  await page.getByLabel('First number').fill('0');
  await expect(page.getByTestId('pages-summary')).toContainText('Roman numerals start at 1');
  await page.getByRole('button', { name: 'Add page numbers' }).click();
  await expect(toast(page)).toContainText('Check the pages');
  await page.getByLabel('First number').fill('2');
  await thumbs(page).nth(2).click();
  await thumbs(page).nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Pages', { exact: true })).toHaveValue('3-4');
  await expect(thumbs(page).nth(2).getByTestId('number-preview')).toHaveAttribute('data-label', 'ii');
  await expect(thumbs(page).nth(0).getByTestId('number-preview')).toHaveCount(0);
  await expect(page.getByTestId('page-preview')).toContainText('Preview of page 3');
  await page.getByRole('button', { name: 'Add page numbers' }).click();
  const { bytes } = await download(page);
  const pages = pdfWords(bytes);
  expect(pages[2].words.map((w) => w.text)).toContain('ii');
  expect(pages[3].words.map((w) => w.text)).toContain('iii');
  expect(pages[0].words.map((w) => w.text)).not.toContain('i');
});

test('damaged, protected and signed PDFs: refused, asked for a password, warned', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('truncated-libreoffice.pdf'));
  await expect(page.getByTestId('pdf-problem')).toContainText('The file is damaged or is not a PDF.');
  await expect(toast(page)).toContainText('Cannot open this PDF');

  await chooseFiles(page, corpusFile('encrypted-userpw-peanuts.pdf'));
  await page.getByLabel('Password for encrypted-userpw-peanuts.pdf').fill('peanuts');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(thumbs(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Add page numbers' }).click();
  const { bytes } = await download(page);
  expect(await pdfjsPageCount(bytes)).toBe(2);
  expect(pdfWords(bytes)[1].words.map((w) => w.text)).toContain('2');

  await chooseFiles(page, realworldFile('pdfjs', 'signed_verified.pdf'));
  await expect(page.getByTestId('pdf-signed-warning')).toContainText('digital signature will no longer be valid');
  await page.getByRole('button', { name: 'Number anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Page Numbers Added!' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
