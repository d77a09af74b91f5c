import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { jpxPhotoPdf } from '../helpers/buildPdf';
import { chooseFiles, corpusFile, expect, realworldFile, selectedOption, seriousA11yViolations, test } from './fixtures/test';
import { minPagePsnr, pdfjsText } from '../helpers/pdfChecks';

type Page = import('@playwright/test').Page;
const toast = (page: Page) => page.getByTestId('toast');

/** Opens the page and waits for hydration, so the file input's handler is attached. */
async function open(page: Page) {
  await page.goto('/compress-pdf');
  await page.waitForLoadState('networkidle');
}

test('compresses a photo PDF for real and downloads a valid, smaller PDF', async ({ page }) => {
  // The worker writes its Flate streams with libdeflate, and zlib where it may not: both from our origin.
  const modules: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) modules.push(new URL(request.url()).pathname);
  });
  await open(page);
  await expect(selectedOption(page, 'Compression Level')).toHaveText(/Balanced/);
  await chooseFiles(page, corpusFile('photos-3pages.pdf'));
  await expect(page.getByText('File ready for processing')).toBeVisible();
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  // A whole compression with its render check: as long as compressAt allows on a loaded machine.
  await expect(toast(page)).toContainText('PDF Compression Complete', { timeout: 60_000 });
  await expect(toast(page)).toContainText(/Reduced from 1\.13 MB to \d+\.\d\d (MB|KB) \(\d+% reduction\)/);
  expect(modules.filter((path) => /\/(libdeflate|zlib)-[\w-]+\.wasm$/.test(path)).map((path) => path.split('/').pop()?.split('-')[0]).sort()).toEqual(['libdeflate', 'zlib']);
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

test('a password-protected PDF asks for its password, says when it is wrong, then compresses as already asked', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('encrypted-userpw-peanuts.pdf'));
  const field = page.getByLabel('Password for encrypted-userpw-peanuts.pdf');
  await expect(field).toBeFocused();
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(toast(page)).toContainText('Password needed');

  await field.fill('walnuts');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'That password does not open this PDF' })).toBeVisible();
  const retry = page.getByLabel('Password for encrypted-userpw-peanuts.pdf');
  await expect(retry).toHaveAttribute('aria-invalid', 'true');
  await retry.fill('peanuts');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(page.getByTestId('pdf-password')).toHaveCount(0);

  // Compress was pressed before the password: the wrong one kept the request, the right one runs it.
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText('compressed_encrypted-userpw-peanuts.pdf');
  await expect(result).toContainText('Password removed');
  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Compressed PDF' }).click();
  const bytes = readFileSync(await (await downloadPromise).path());
  const doc = await PDFDocument.load(bytes); // throws on an encrypted file
  expect(doc.getPageCount()).toBe(2);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('Compress pressed first, then the password and Enter: the PDF compresses without another press', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('encrypted-userpw-peanuts.pdf'));
  const field = page.getByLabel('Password for encrypted-userpw-peanuts.pdf');
  await expect(field).toBeFocused();
  const compress = page.getByRole('button', { name: 'Compress PDF' });
  await compress.click();
  await expect(toast(page)).toContainText('Password needed');

  await field.fill('peanuts');
  await field.press('Enter');
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText('compressed_encrypted-userpw-peanuts.pdf');
  await expect(toast(page)).toContainText('PDF Compression Complete');
  await expect(result).toContainText('Password removed');
  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Compressed PDF' }).click();
  const doc = await PDFDocument.load(readFileSync(await (await downloadPromise).path()));
  expect(doc.getPageCount()).toBe(2);
});

test('a PDF with owner restrictions only compresses without a prompt, and loses them', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('restricted-ownerpw-aes256.pdf'));
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText('compressed_restricted-ownerpw-aes256.pdf');
  await expect(result.getByTestId('pdf-access-note')).toContainText('Restrictions removed');
  await expect(page.getByTestId('pdf-password')).toHaveCount(0);
  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Compressed PDF' }).click();
  const doc = await PDFDocument.load(readFileSync(await (await downloadPromise).path()));
  expect(doc.getPageCount()).toBe(4);
});

test('a signed PDF is named before compressing, and compresses only when the user goes on', async ({ page }) => {
  await open(page);
  await chooseFiles(page, realworldFile('pdfjs', 'signed_verified.pdf'));
  const warning = page.getByTestId('pdf-signed-warning');
  await expect(warning).toContainText('digitally signed');
  await expect(warning).toContainText('will no longer be valid');
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(toast(page)).toContainText('This PDF is signed');
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);

  await warning.getByRole('button', { name: 'Compress anyway' }).click();
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText('compressed_signed_verified.pdf');
  await expect(result).toContainText('Its digital signature is no longer valid in the compressed copy.');
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

test('a PDF with a whole embedded font shrinks in the browser: the worker loads the font subsetter', async ({ page }) => {
  await open(page);
  const file = realworldFile('pdfjs', 'annotation-highlight.pdf');
  await chooseFiles(page, file);
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText('compressed_annotation-highlight.pdf');
  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Compressed PDF' }).click();
  const bytes = readFileSync(await (await downloadPromise).path());
  // 92 KB, 89 KB of it a whole Calibri: only the subset font brings the file under a fifth.
  expect(bytes.length).toBeLessThan(readFileSync(file).length * 0.2);
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
});

/** Compresses `file` at the level reached by `key` in the level list, and downloads the result. */
async function compressAt(page: Page, file: string, key: 'Home' | 'End' | null) {
  await open(page);
  await chooseFiles(page, file);
  if (key) {
    await page.getByRole('combobox', { name: 'Compression Level' }).focus();
    await page.keyboard.press(key);
  }
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  const result = page.getByTestId('pdf-result');
  await expect(result.getByRole('button', { name: 'Download Compressed PDF' })).toBeVisible({ timeout: 60_000 });
  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Compressed PDF' }).click();
  return { result, bytes: new Uint8Array(readFileSync(await (await downloadPromise).path())) };
}

test('at Best Quality, the worker draws every page its font changes reach, before and after, and the copy looks the same', async ({ page }) => {
  // pdfTeX's Type 1 fonts: rewritten as CFF subsets, on all three pages.
  const file = realworldFile('samples', 'text-3pages-multicolumn.pdf');
  const { result, bytes } = await compressAt(page, file, 'Home');
  await expect(selectedOption(page, 'Compression Level')).toHaveText(/Best Quality/);
  await expect(result).toContainText('3 pages kept · 0 images re-encoded · 3 checked against the original');
  const input = new Uint8Array(readFileSync(file));
  expect(bytes.length).toBeLessThan(input.length * 0.5);
  expect(minPagePsnr(input, bytes, 72)).toBe(Infinity); // poppler, another renderer, sees no pixel changed
  expect(await pdfjsText(bytes)).toEqual(await pdfjsText(input));
});

test('at Balanced, the pages of a scan are checked against the original and stay above 30 dB', async ({ page }) => {
  const file = corpusFile('scanned-3pages.pdf');
  const { result, bytes } = await compressAt(page, file, null);
  await expect(result).toContainText('3 pages kept · 3 images re-encoded · 3 checked against the original');
  expect(minPagePsnr(new Uint8Array(readFileSync(file)), bytes)).toBeGreaterThan(30);
});

test('CMYK and JPEG 2000 photos shrink in the browser: the worker loads pdf.js image decoders and OpenJPEG, decoder and encoder', async ({ page }, testInfo) => {
  // A palette photo over CMYK inks (samples/cmyk-image.pdf) becomes a CMYK JPEG or JPEG 2000, its page above medium's bar.
  const cmyk = realworldFile('samples', 'cmyk-image.pdf');
  const { bytes: cmykOut } = await compressAt(page, cmyk, null);
  expect(cmykOut.length).toBeLessThan(readFileSync(cmyk).length * 0.3);
  expect(Buffer.from(cmykOut).includes('/DCTDecode') || Buffer.from(cmykOut).includes('/JPXDecode')).toBe(true);
  expect(minPagePsnr(new Uint8Array(readFileSync(cmyk)), cmykOut, 72)).toBeGreaterThan(30);
  // A JPEG 2000 photo at 300 DPI is resampled to 150 DPI and written as JPEG 2000 again (smaller than the JPEG at its quality).
  const jpx = testInfo.outputPath('jpx-photo.pdf');
  writeFileSync(jpx, (await jpxPhotoPdf()).bytes);
  const { bytes: jpxOut } = await compressAt(page, jpx, null);
  expect(jpxOut.length).toBeLessThan(readFileSync(jpx).length / 4);
  expect(Buffer.from(jpxOut).includes('/JPXDecode')).toBe(true);
  expect((await PDFDocument.load(jpxOut)).getPageCount()).toBe(1);
});

test('a fax-coded scan becomes JBIG2 at Best Quality, drawn by pdf.js before and after and found the same', async ({ page }) => {
  const file = realworldFile('pdfjs', 'issue5747.pdf');
  const { result, bytes } = await compressAt(page, file, 'Home');
  await expect(result).toContainText('1 checked against the original');
  const input = new Uint8Array(readFileSync(file));
  expect(Buffer.from(bytes).includes('/JBIG2Decode')).toBe(true);
  expect(bytes.length).toBeLessThan(input.length * 0.5);
  expect(minPagePsnr(input, bytes, 100)).toBe(Infinity);
});

/** Chooses a target size and compresses; waits for the result (a size search runs several compressions). */
async function compressToTarget(page: Page, file: string, target: string, custom?: { size: string; unit: 'MB' | 'KB' }) {
  await open(page);
  await chooseFiles(page, file);
  await page.getByRole('combobox', { name: 'Target size' }).selectOption({ label: target });
  if (custom) {
    await page.getByLabel('Custom target size').fill(custom.size);
    await page.getByRole('combobox', { name: 'Unit' }).selectOption(custom.unit);
  }
  await expect(page.getByRole('combobox', { name: 'Compression Level' })).toBeDisabled();
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  const result = page.getByTestId('pdf-result');
  await expect(result.getByTestId('pdf-target-note')).toBeVisible({ timeout: 540_000 });
  return result;
}

test("'Under 1 MB' on an image-heavy 2.4 MB PDF gives a valid PDF under 1 MB, every page at 26 dB or more at 72 DPI", async ({ page }) => {
  test.setTimeout(600_000);
  const file = realworldFile('pdf-train', 'image-word365-screenshots.pdf');
  const result = await compressToTarget(page, file, 'Under 1 MB');
  await expect(result.getByTestId('pdf-target-note')).toContainText(/^Under 1\.00 MB: reached with images at up to \d+ dpi and JPEG quality \d+\.$/);
  await expect(toast(page)).toContainText('PDF Compression Complete');
  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Compressed PDF' }).click();
  const bytes = new Uint8Array(readFileSync(await (await downloadPromise).path()));
  expect(bytes.length).toBeLessThanOrEqual(1024 * 1024);
  const input = new Uint8Array(readFileSync(file));
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe((await PDFDocument.load(input)).getPageCount());
  expect(minPagePsnr(input, bytes, 72)).toBeGreaterThanOrEqual(26);
});

test('a target a text-only PDF cannot reach names the smallest size it gets, and offers that file', async ({ page }) => {
  test.setTimeout(600_000);
  const file = realworldFile('pdf-train', 'office-texmacs-hummus-182p.pdf');
  const result = await compressToTarget(page, file, 'Custom size', { size: '10', unit: 'KB' });
  await expect(toast(page)).toContainText('Target size not reached');
  await expect(result.getByTestId('pdf-target-note')).toContainText(/^Under 10\.00 KB could not be reached without making pages hard to read\. The smallest this PDF gets is [\d.]+ [KM]B/);
  const downloadPromise = page.waitForEvent('download');
  await result.getByRole('button', { name: /^Download (Compressed|Original) PDF$/ }).click();
  const bytes = readFileSync(await (await downloadPromise).path());
  expect(bytes.length).toBeGreaterThan(10 * 1024);
  expect(bytes.length).toBeLessThanOrEqual(readFileSync(file).length);
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(182);
});

test('a custom target that is not a size is named, and nothing runs', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('photos-3pages.pdf'));
  await page.getByRole('combobox', { name: 'Target size' }).selectOption({ label: 'Custom size' });
  await page.getByLabel('Custom target size').fill('');
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(toast(page)).toContainText('Target size needed');
  await expect(toast(page)).toContainText('Enter a target size above zero, in MB or KB.');
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
