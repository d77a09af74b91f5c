/**
 * Every tool by keyboard alone: focus moves only with Tab (and Shift+Tab), controls change with the
 * keys their role promises (arrows on sliders, tabs and dropdowns, Space on checkboxes, typing in
 * fields), files are chosen through the chooser that Enter opens on the drop zone, and the result
 * is downloaded with Enter; every control reached shows a focus ring. No test here clicks or
 * focuses an element directly.
 * The QR generator, Base64 tool and size calculator have their keyboard-only tests in their own
 * specs (qr.spec.ts, base64.spec.ts, calculator.spec.ts).
 */
import { readFileSync } from 'node:fs';
import type { FileChooser, Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PDFDocument } from '@cantoo/pdf-lib';
import { readMetadata } from '../../src/wasm/metadata/readMetadata';
import { corpusFile, dropdown, expect, gotoHydrated, test } from './fixtures/test';

const MAX_TABS = 80;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Focus is visible: the focused control draws an outline or a ring (box-shadow). */
const focusIsVisible = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

/** Presses Tab until `target` has focus (Shift+Tab when `back`): proof it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, back = false) {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      expect(await focusIsVisible(target), `focus ring on ${String(target)}`).toBe(true);
      return;
    }
  }
  throw new Error(`not reachable with ${MAX_TABS} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${String(target)}`);
}

async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a drop zone, opens its file chooser with Enter and picks `files`. */
async function chooseByKeyboard(page: Page, zone: Locator, files: string[]) {
  // Listen first: Playwright only intercepts the chooser once a listener is in place, and turning
  // that on is not instant, so a listener added with the key press can miss the dialog.
  const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
  await tabTo(page, zone);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(files.map(corpusFile));
}

/** Tabs to a download button and presses Enter; returns the saved file's name and bytes. */
async function downloadByKeyboard(page: Page, button: Locator) {
  await expect(button).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), press(page, button)]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(await download.path())) };
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const dropZone = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(title) });
const isPdf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

test('Compress Image: choose, lower quality, pick WebP, compress, download', async ({ page }) => {
  await gotoHydrated(page, '/compress-image');
  await chooseByKeyboard(page, dropZone(page, 'Drag and drop your image here'), ['orientation-1.jpg']);
  const quality = page.getByRole('slider', { name: 'Quality' });
  await tabTo(page, quality);
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect(quality).toHaveValue('70');
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('End'); // JPEG XL
  await page.keyboard.press('ArrowLeft'); // AVIF
  await page.keyboard.press('ArrowLeft'); // WebP
  await expect(page.getByRole('tab', { name: 'WebP' })).toHaveAttribute('aria-selected', 'true');
  await press(page, button(page, 'Compress Image'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download Compressed Image'));
  expect(name).toBe('compressed_orientation-1.webp');
  expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
});

test('Compress JPG: choose, set quality with Home, compress, download', async ({ page }) => {
  await gotoHydrated(page, '/compress-jpg');
  await chooseByKeyboard(page, dropZone(page, 'Drag and drop your JPG here'), ['orientation-1.jpg']);
  const quality = page.getByRole('slider', { name: 'Quality' });
  await tabTo(page, quality);
  await page.keyboard.press('Home');
  await expect(quality).toHaveValue('30');
  await press(page, button(page, 'Compress JPG'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download Compressed Image'));
  expect(name).toBe('compressed_orientation-1.jpg');
  expect(bytes.length).toBeLessThan(readFileSync(corpusFile('orientation-1.jpg')).length);
});

test('Compress PNG: choose, raise the level, compress, download', async ({ page }) => {
  await gotoHydrated(page, '/compress-png');
  await chooseByKeyboard(page, dropZone(page, 'Drag and drop your PNG here'), ['astronaut-rgb.png']);
  const level = page.getByRole('slider', { name: 'Compression Level' });
  await tabTo(page, level);
  await page.keyboard.press('ArrowRight');
  await expect(level).toHaveValue('8');
  await press(page, button(page, 'Compress PNG'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download Compressed'));
  expect(name).toBe('compressed_astronaut-rgb.png');
  expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
});

test('Compress PDF: choose, pick a level with the arrows, compress, download', async ({ page }) => {
  await gotoHydrated(page, '/compress-pdf');
  await chooseByKeyboard(page, dropZone(page, 'Drag and drop your PDF here'), ['photos-3pages.pdf']);
  const level = dropdown(page, 'Compression Level');
  await tabTo(page, level);
  await page.keyboard.press('ArrowDown');
  await expect(level.locator('option:checked')).toHaveText('Smaller Size');
  await press(page, button(page, 'Compress PDF'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download Compressed PDF'));
  expect(name).toBe('compressed_photos-3pages.pdf');
  expect(await isPdf(bytes)).toBe(3);
});

test('Compress Video: choose, pick 360p, compress, download', async ({ page }) => {
  test.setTimeout(150_000);
  await gotoHydrated(page, '/compress-video');
  await chooseByKeyboard(page, dropZone(page, 'Drag and drop your video here'), ['phone-1080p-gps.mp4']);
  const resolution = dropdown(page, 'Resolution');
  await tabTo(page, resolution);
  await page.keyboard.press('End');
  await expect(resolution.locator('option:checked')).toHaveText('360p');
  await press(page, button(page, 'Compress Video'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download Compressed Video'));
  expect(name).toMatch(/^compressed_phone-1080p-gps\.(mp4|webm)$/);
  expect(bytes.length).toBeLessThan(readFileSync(corpusFile('phone-1080p-gps.mp4')).length);
});

test('PDF Merger: choose two, reorder, merge, download', async ({ page }) => {
  await gotoHydrated(page, '/pdf-merger');
  await chooseByKeyboard(page, dropZone(page, 'Drag and drop PDF files here'), ['text-2pages-libreoffice.pdf', 'photos-3pages.pdf']);
  await press(page, button(page, 'Move photos-3pages.pdf up'));
  await expect(page.getByRole('listitem').filter({ hasText: '.pdf' }).first()).toContainText('photos-3pages.pdf');
  await press(page, button(page, 'Merge 2 PDFs'));
  const { bytes } = await downloadByKeyboard(page, button(page, 'Download Merged PDF'));
  expect(await isPdf(bytes)).toBe(5);
});

test('ZIP Creator: choose, remove one, set level, create, download', async ({ page }) => {
  await gotoHydrated(page, '/create-zip');
  await chooseByKeyboard(page, button(page, 'Browse Files'), ['orientation-1.jpg', 'astronaut-rgb.png', 'text-2pages-libreoffice.pdf']);
  await press(page, button(page, 'Remove astronaut-rgb.png'));
  await expect(page.getByRole('list', { name: 'Files to zip' }).getByRole('listitem')).toHaveCount(2);
  const level = page.getByRole('slider', { name: 'Compression Level' });
  await tabTo(page, level, true);
  await page.keyboard.press('End');
  await expect(level).toHaveValue('9');
  await press(page, button(page, 'Create ZIP Archive'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download ZIP Archive'));
  expect(name).toBe('archive.zip');
  expect(Object.keys(unzipSync(bytes)).sort()).toEqual(['orientation-1.jpg', 'text-2pages-libreoffice.pdf']);
});

test('ZIP File Creator: choose, name the archive, create, download', async ({ page }) => {
  await gotoHydrated(page, '/create-zip-file');
  await chooseByKeyboard(page, button(page, 'Browse Files'), ['orientation-1.jpg']);
  const nameField = page.getByLabel('ZIP File Name');
  await tabTo(page, nameField);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('holiday');
  await press(page, button(page, 'Create ZIP File'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download ZIP File'));
  expect(name).toBe('holiday.zip');
  expect(Object.keys(unzipSync(bytes))).toEqual(['orientation-1.jpg']);
});

test('Image Converter: choose, pick WebP in the dropdown, convert, download', async ({ page }) => {
  await gotoHydrated(page, '/image-converter');
  await chooseByKeyboard(page, dropZone(page, 'Drag and drop your image here'), ['astronaut-rgb.png']);
  const format = dropdown(page, 'Output format');
  await tabTo(page, format);
  await page.keyboard.type('W');
  await expect(format.locator('option:checked')).toHaveText('WebP');
  await press(page, button(page, 'Convert'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download'));
  expect(name).toBe('astronaut-rgb.webp');
  expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
});

test('Remove Image Metadata: choose two, select one with Space, clean the selected, download', async ({ page }) => {
  await gotoHydrated(page, '/remove-image-metadata');
  await chooseByKeyboard(page, dropZone(page, 'Drag and drop'), ['orientation-6.jpg', 'photo-exif-gps.webp']);
  const tick = page.getByRole('checkbox', { name: 'Select photo-exif-gps.webp' });
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select orientation-6.jpg' })).not.toBeChecked();
  await press(page, button(page, 'Remove Selected'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download Selected'));
  expect(name).toBe('clean_photo-exif-gps.webp');
  const { raw } = await readMetadata(bytes);
  expect(raw.gps).toBeUndefined();
  expect(raw.exif).toBeUndefined();
});

test('Image Metadata Editor: choose, edit a field, save, download', async ({ page }) => {
  await gotoHydrated(page, '/image-metadata-editor');
  await chooseByKeyboard(page, dropZone(page, 'Choose an image'), ['orientation-1.jpg']);
  await press(page, button(page, 'Edit Metadata'));
  const title = page.getByLabel('Title', { exact: true });
  await tabTo(page, title);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Keyboard only');
  await press(page, button(page, 'Save Changes'));
  const { name, bytes } = await downloadByKeyboard(page, button(page, 'Download Image with Metadata'));
  expect(name).toBe('edited_orientation-1.jpg');
  expect(Buffer.from(bytes).includes(Buffer.from('Keyboard only'))).toBe(true);
});
