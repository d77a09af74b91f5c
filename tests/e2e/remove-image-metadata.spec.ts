import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { bytesEqual } from '../../src/wasm/metadata/bytes';
import { jpegImageData } from '../../src/wasm/metadata/jpegSegments';
import { pngImageData } from '../../src/wasm/metadata/pngChunks';
import { readMetadata } from '../../src/wasm/metadata/readMetadata';
import { webpImageData } from '../../src/wasm/metadata/webpChunks';
import { chooseFiles, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';

const bytes = (path: string) => new Uint8Array(readFileSync(path));

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: bytes(await file.path()) };
}

/** The size the browser displays an image at (EXIF orientation applied), decoded in the page. */
async function displayedSize(page: Page, data: Uint8Array, type: string) {
  return page.evaluate(
    async ({ base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type }));
      return `${bitmap.width}x${bitmap.height}`;
    },
    { base64: Buffer.from(data).toString('base64'), type },
  );
}

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text);

test('page blocks: upload zone, info cards, steps, explainer; accessible', async ({ page }) => {
  await page.goto('/remove-image-metadata');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Image Metadata Remover');
  await expect(page.getByText('Upload Images', { exact: true })).toBeVisible();
  for (const card of ['Privacy Protection', 'Image Quality', 'Identity Protection']) await expect(page.getByRole('heading', { name: card }).first()).toBeVisible();
  for (const step of ['Upload Image', 'Remove Metadata', 'Download Clean Image']) await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is Metadata?' })).toBeVisible();
  for (const name of ['Remove All', 'Remove Selected', 'Download', 'Download Selected']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('bulk: read, highlight sensitive, remove all losslessly, download the ZIP', async ({ page }) => {
  await page.goto('/remove-image-metadata');
  const originals = ['gps-nikon-coolpix.jpg', 'photo-exif-gps.webp', 'png-exif-gps.png', 'orientation-6.jpg'];
  await chooseFiles(page, [...originals, 'gps-nikon-coolpix.jpg', 'annotations-fpdf2.pdf'].map(corpusFile));
  await expect(page.getByTestId('image-row')).toHaveCount(5);

  const summary = page.getByTestId('metadata-summary');
  await expect(summary).toContainText('gps-nikon-coolpix.jpg');
  await expect(summary).toContainText('Contains Sensitive Tags');
  await expect(summary).toContainText('Yes');
  await expect(summary).not.toContainText('GPS Latitude');
  await page.getByLabel(/Show sensitive fields/).click();
  await expect(summary.locator('[data-sensitive]').filter({ hasText: 'GPS Latitude' })).toContainText('43.467448');
  await expect(summary.locator('[data-sensitive]').filter({ hasText: 'GPS Longitude' })).toContainText('11.885127');

  await page.getByRole('button', { name: 'Remove All' }).click();
  await expect(toast(page, 'Metadata completely removed')).toBeVisible();
  await expect(toast(page, 'Successfully removed all metadata from 5 image(s).')).toBeVisible();
  await expect(page.getByTestId('after-summary')).toContainText('Metadata removed from 5 file(s)');
  await expect(page.getByTestId('after-summary')).toContainText('clean_gps-nikon-coolpix.jpg');
  await expect(page.getByTestId('remaining-note')).toContainText('finds no metadata at all');
  await expect(page.getByRole('button', { name: 'Remove All' })).toBeDisabled();

  const zip = await download(page, 'Download');
  expect(zip.name).toBe('cleaned_images.zip');
  const entries = unzipSync(zip.bytes);
  expect(Object.keys(entries).sort()).toEqual(
    ['clean_gps-nikon-coolpix (2).jpg', 'clean_gps-nikon-coolpix.jpg', 'clean_orientation-6.jpg', 'clean_photo-exif-gps.webp', 'clean_png-exif-gps.png'],
  );
  const imageData = { jpg: jpegImageData, png: pngImageData, webp: webpImageData };
  for (const original of originals) {
    const clean = entries[`clean_${original}`];
    const ext = original.split('.').pop() as keyof typeof imageData;
    expect(bytesEqual(imageData[ext](clean), imageData[ext](bytes(corpusFile(original)))), original).toBe(true);
    const { raw } = await readMetadata(clean);
    expect(raw.gps, original).toBeUndefined();
    expect(Object.keys(raw).filter((g) => g !== 'ifd0'), original).toEqual([]);
  }
  expect((await readMetadata(entries['clean_orientation-6.jpg'])).raw).toEqual({ ifd0: { Orientation: 6 } });
  expect(await displayedSize(page, entries['clean_orientation-6.jpg'], 'image/jpeg')).toBe('1800x1200');

  // One selected file downloads as itself.
  await page.getByRole('checkbox', { name: 'Select orientation-6.jpg' }).click();
  const single = await download(page, 'Download Selected');
  expect(single.name).toBe('clean_orientation-6.jpg');
  expect(bytesEqual(single.bytes, entries['clean_orientation-6.jpg'])).toBe(true);

  // Two selected files: cleaned_selected_images.zip.
  await page.getByRole('checkbox', { name: 'Select photo-exif-gps.webp' }).click();
  const selectedZip = await download(page, 'Download Selected');
  expect(selectedZip.name).toBe('cleaned_selected_images.zip');
  expect(Object.keys(unzipSync(selectedZip.bytes)).sort()).toEqual(['clean_orientation-6.jpg', 'clean_photo-exif-gps.webp']);

  // Any change to the list resets processed.
  await page.getByRole('button', { name: 'Remove png-exif-gps.png' }).click();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove All' })).toBeEnabled();
});

test('select all, Remove Selected, and the redraw option bakes in rotation', async ({ page }) => {
  await page.goto('/remove-image-metadata');
  await chooseFiles(page, [corpusFile('orientation-6.jpg'), corpusFile('iptc-xmp-staff-photographer.jpg')]);
  await expect(page.getByTestId('image-row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all images' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select orientation-6.jpg' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select all images' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select orientation-6.jpg' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Select orientation-6.jpg' }).click();
  await page.getByLabel(/Also remove colour profile and bake in rotation/).click();
  await page.getByRole('button', { name: 'Remove Selected' }).click();
  await expect(toast(page, 'Successfully removed all metadata from 1 image(s).')).toBeVisible();
  const file = await download(page, 'Download Selected');
  expect(file.name).toBe('clean_orientation-6.jpg');
  expect((await readMetadata(file.bytes)).raw).toEqual({});
  expect(await displayedSize(page, file.bytes, 'image/jpeg')).toBe('1800x1200');
  // The other file was not processed: Download (all) refuses.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(toast(page, 'There was an error preparing your download.')).toBeVisible();
});

test('non-images are refused with the spec toast; a PDF named .jpg is named as a PDF and shows the basic summary', async ({ page }) => {
  await page.goto('/remove-image-metadata');
  await chooseFiles(page, corpusFile('annotations-fpdf2.pdf'));
  await expect(toast(page, 'Please select image files only.')).toBeVisible();
  await chooseFiles(page, corpusFile('pdf-disguised.jpg'));
  await expect(toast(page, 'pdf-disguised.jpg: This file is a PDF document, not an image, even though its name says otherwise.')).toBeVisible();
  await expect(page.getByTestId('metadata-summary')).toContainText('pdf-disguised.jpg');
  await page.getByRole('button', { name: 'Remove All' }).click();
  // 'Processing failed', with what is wrong with this file instead of the catalogue's generic text.
  await expect(page.getByTestId('toast')).toContainText('Processing failed');
  await expect(toast(page, 'pdf-disguised.jpg: This file is a PDF document, not an image, even though its name says otherwise.')).toBeVisible();
});
