import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { chooseFiles, chooseOption, corpusFile, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { renderGray } from '../helpers/pdfChecks';

type Page = import('@playwright/test').Page;
const thumbs = (page: Page) => page.getByTestId('page-thumb');

async function download(page: Page, button: string) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloadPromise;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

/** A JPEG decoded to gray levels the way poppler's -gray renders are (ITU-R 601 luma). */
async function jpegGray(bytes: Uint8Array) {
  const require = createRequire(import.meta.url);
  const { default: decode, init } = await import('@jsquash/jpeg/decode.js');
  const wasm = join(dirname(require.resolve('@jsquash/jpeg/package.json')), 'codec/dec/mozjpeg_dec.wasm');
  await init(await WebAssembly.compile(readFileSync(wasm)));
  const { data, width, height } = await decode(bytes.slice().buffer);
  const pixels = new Uint8Array(width * height);
  for (let p = 0; p < pixels.length; p++) pixels[p] = Math.round(0.299 * data[p * 4] + 0.587 * data[p * 4 + 1] + 0.114 * data[p * 4 + 2]);
  return { width, height, pixels };
}

function psnr(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let p = 0; p < a.length; p++) sum += (a[p] - b[p]) ** 2;
  const mse = sum / a.length;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

test('pages at 150 dpi have the pixel size of poppler’s renders and match them (PSNR ≥ 30 dB)', async ({ page }) => {
  const source = corpusFile('text-117pages-geotopo.pdf');
  await page.goto('/pdf-to-jpg');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, source);
  await expect(thumbs(page)).toHaveCount(117);
  await expect(thumbs(page).first()).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByRole('combobox', { name: 'Resolution' })).toHaveValue('150');
  await thumbs(page).nth(0).click();
  await thumbs(page).nth(2).click();
  await expect(page.getByLabel('Pages to convert')).toHaveValue('1, 3');
  await expect(page.getByTestId('pages-summary')).toHaveText('2 JPG images in a ZIP; page 1 becomes 1241 × 1754 px.');
  await page.getByRole('button', { name: 'Convert to JPG' }).click();
  await expect(page.getByRole('heading', { name: 'Conversion Complete!' })).toBeVisible();
  const { name, bytes } = await download(page, 'Download ZIP');
  expect(name).toBe('text-117pages-geotopo_jpg.zip');
  const zip = unzipSync(bytes);
  expect(Object.keys(zip)).toEqual(['text-117pages-geotopo_p1.jpg', 'text-117pages-geotopo_p3.jpg']);

  const poppler = renderGray(new Uint8Array(readFileSync(source)), 150);
  for (const [i, pageNumber] of [1, 3].entries()) {
    const ours = await jpegGray(Object.values(zip)[i]);
    const theirs = poppler[pageNumber - 1];
    expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
    expect(psnr(ours.pixels, theirs.pixels)).toBeGreaterThanOrEqual(30); // 33.4 and 33.8 dB when written
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('one page at 72 dpi as PNG downloads as a single image', async ({ page }) => {
  await page.goto('/pdf-to-jpg');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, corpusFile('text-2pages-libreoffice.pdf'));
  await expect(thumbs(page)).toHaveCount(2);
  await chooseOption(page, 'Format', 'PNG (lossless, sharper text)');
  await chooseOption(page, 'Resolution', '72 dpi (screen, small files)');
  await page.getByLabel('Pages to convert').fill('2');
  await page.getByRole('button', { name: 'Convert to PNG' }).click();
  const { name, bytes } = await download(page, 'Download PNG');
  expect(name).toBe('text-2pages-libreoffice_p2.png');
  expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([596, 842]);
});

/** A PNG decoded to poppler-style gray levels. */
async function pngGray(bytes: Uint8Array) {
  const require = createRequire(import.meta.url);
  const { default: decode, init } = await import('@jsquash/png/decode.js');
  await init(await WebAssembly.compile(readFileSync(join(dirname(require.resolve('@jsquash/png/package.json')), 'codec/pkg/squoosh_png_bg.wasm'))));
  const { data, width, height } = await decode(bytes.slice().buffer);
  const pixels = new Uint8Array(width * height);
  for (let p = 0; p < pixels.length; p++) pixels[p] = Math.round(0.299 * data[p * 4] + 0.587 * data[p * 4 + 1] + 0.114 * data[p * 4 + 2]);
  return { width, height, pixels };
}

for (const [file, what] of [['standard_fonts.pdf', 'the 14 standard fonts (not embedded)'], ['vertical.pdf', 'CJK text through CMaps']] as const) {
  test(`${what} are drawn with pdf.js's own data files, served from our origin`, async ({ page }) => {
    const source = realworldFile('pdfjs', file);
    const assets: string[] = [];
    page.on('request', (request) => /\.(pfb|ttf|bcmap)$/.test(request.url()) && assets.push(new URL(request.url()).pathname));
    await page.goto('/pdf-to-jpg');
    await page.waitForLoadState('networkidle');
    await chooseFiles(page, source);
    await expect(thumbs(page).first()).toHaveAttribute('data-drawn', 'true');
    await chooseOption(page, 'Format', 'PNG (lossless, sharper text)');
    await page.getByLabel('Pages to convert').fill('1');
    await page.getByRole('button', { name: 'Convert to PNG' }).click();
    const { bytes } = await download(page, 'Download PNG');
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every((path) => path.startsWith('/assets/'))).toBe(true);
    const ours = await pngGray(bytes);
    const theirs = renderGray(new Uint8Array(readFileSync(source)), 150)[0];
    expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
    // Poppler substitutes other fonts for these, so pixels differ, but the text is there: about as much ink
    // (a page whose fonts failed to load would be nearly blank).
    const ink = (pixels: Uint8Array) => pixels.filter((gray) => gray < 128).length;
    expect(ink(ours.pixels) / ink(theirs.pixels)).toBeGreaterThan(0.6);
    expect(ink(ours.pixels) / ink(theirs.pixels)).toBeLessThan(2);
  });
}
