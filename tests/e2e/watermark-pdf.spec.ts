import { readFileSync } from 'node:fs';
import { chooseFiles, chooseOption, corpusFile, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { renderGray } from '../helpers/pdfChecks';
import { pdfjsItems } from '../helpers/pdfWords';

type Page = import('@playwright/test').Page;
const toast = (page: Page) => page.getByTestId('toast');
const thumbs = (page: Page) => page.getByTestId('page-thumb');

async function open(page: Page) {
  await page.goto('/watermark-pdf');
  await page.waitForLoadState('networkidle');
}

async function download(page: Page) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await downloadPromise;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

test('a tiled text watermark on the chosen pages: found there, nowhere else, each page keeping its own text', async ({ page }) => {
  const source = corpusFile('text-4pages-pdflatex.pdf');
  await open(page);
  await chooseFiles(page, source);
  await expect(thumbs(page)).toHaveCount(4);
  await page.getByLabel('Watermark text').fill('INTERNAL USE');
  await page.getByLabel('Tiled over the page').check();
  await page.getByLabel('Font size (pt)').fill('30');
  await page.getByLabel('Behind the content (hidden under pictures)').check();
  await page.getByLabel('Choose pages').check();
  await page.getByLabel('Pages', { exact: true }).fill('1, 3');
  await expect(page.getByTestId('pages-summary')).toHaveText('"INTERNAL USE" on 2 pages, behind the content.');
  await expect(thumbs(page).nth(0).getByTestId('watermark-preview')).toBeVisible();
  await expect(thumbs(page).nth(1).getByTestId('watermark-preview')).toHaveCount(0);
  await expect(page.getByTestId('page-preview')).toContainText('Preview of page 1');
  await expect(page.getByTestId('page-preview').getByTestId('watermark-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Add watermark' }).click();
  await expect(page.getByRole('heading', { name: 'Watermark Added!' })).toBeVisible();
  await expect(toast(page)).toContainText('Watermark Complete');
  const { name, bytes } = await download(page);
  expect(name).toBe('text-4pages-pdflatex_watermarked.pdf');

  const before = await pdfjsItems(new Uint8Array(readFileSync(source)));
  const after = await pdfjsItems(bytes);
  const markFonts = new Set(after.flat().filter((item) => item.text === 'INTERNAL USE').map((item) => item.font));
  expect(markFonts.size).toBe(1);
  after.forEach((items, i) => {
    const mark = items.filter((item) => markFonts.has(item.font)).map((item) => item.text).join('');
    if (i === 0 || i === 2) expect(mark.split('INTERNAL USE').length - 1, `page ${i + 1}`).toBeGreaterThan(3);
    else expect(mark).toBe('');
    expect(items.filter((item) => !markFonts.has(item.font)).map((item) => item.text)).toEqual(before[i].map((item) => item.text));
  });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a single watermark over a turned, cropped page; text the font lacks is named', async ({ page }) => {
  await open(page);
  await chooseFiles(page, realworldFile('pdf-train', 'vector-root-plot.pdf'));
  await expect(thumbs(page)).toHaveCount(1);
  await page.getByLabel('Watermark text').fill('草稿');
  await page.getByRole('button', { name: 'Add watermark' }).click();
  await expect(toast(page)).toContainText('The font has no letters for "草", "稿"');
  await page.getByLabel('Watermark text').fill('DRAFT');
  await page.getByLabel('Angle (°)').fill('0');
  await page.getByRole('button', { name: 'Add watermark' }).click();
  const { bytes } = await download(page);
  expect((await pdfjsItems(bytes))[0].map((item) => item.text)).toContain('DRAFT');
});

test('a PNG logo with transparency, see-through, in a corner of the chosen page only', async ({ page }) => {
  const source = corpusFile('text-4pages-pdflatex.pdf');
  await open(page);
  await chooseFiles(page, source);
  await expect(thumbs(page)).toHaveCount(4);
  await page.getByLabel('Image (PNG or JPEG)').check();
  await page.getByRole('button', { name: 'Add watermark' }).click();
  await expect(toast(page)).toContainText('Choose a PNG or JPEG image');
  await page.getByLabel('Image', { exact: true }).setInputFiles(corpusFile('alpha-swirlaxy.png'));
  await chooseOption(page, 'Position', 'Bottom right');
  await page.getByLabel('Opacity (%)').fill('50');
  await thumbs(page).nth(1).click();
  await expect(page.getByLabel('Pages', { exact: true })).toHaveValue('2');
  await expect(thumbs(page).nth(1).getByTestId('watermark-preview').locator('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add watermark' }).click();
  const { bytes } = await download(page);
  const [a, b] = [renderGray(new Uint8Array(readFileSync(source)), 36), renderGray(bytes, 36)];
  const changed = (i: number, where: (row: number, column: number) => boolean) => {
    let n = 0;
    for (let row = 0; row < a[i].height; row++) for (let column = 0; column < a[i].width; column++) if (where(row, column) && Math.abs(a[i].pixels[row * a[i].width + column] - b[i].pixels[row * a[i].width + column]) > 8) n++;
    return n;
  };
  const anywhere = () => true;
  expect(changed(0, anywhere)).toBe(0);
  expect(changed(2, anywhere)).toBe(0);
  expect(changed(1, anywhere)).toBeGreaterThan(200);
  expect(changed(1, (row, column) => row < a[1].height * 0.6 || column < a[1].width * 0.55)).toBe(0);
});

test('damaged and signed PDFs: refused, then warned before watermarking', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('pdf-disguised.jpg'));
  await expect(toast(page)).toContainText('Invalid file');
  await chooseFiles(page, corpusFile('truncated-libreoffice.pdf'));
  await expect(page.getByTestId('pdf-problem')).toContainText('The file is damaged or is not a PDF.');
  await chooseFiles(page, realworldFile('pdfjs', 'signed_verified.pdf'));
  await expect(page.getByTestId('pdf-signed-warning')).toContainText('digital signature will no longer be valid');
  await page.getByRole('button', { name: 'Watermark anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Watermark Added!' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
