import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import exifr from 'exifr';
import { bytesEqual } from '../../src/wasm/metadata/bytes';
import { readEditable } from '../../src/wasm/metadata/editableFields';
import { jpegImageData } from '../../src/wasm/metadata/jpegSegments';
import { pngImageData } from '../../src/wasm/metadata/pngChunks';
import { readMetadata } from '../../src/wasm/metadata/readMetadata';
import { chooseFiles, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text);
const field = (page: Page, label: string) => page.getByTestId('metadata-fields').locator('div').filter({ has: page.getByText(label, { exact: true }) });

async function downloadEdited(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Image with Metadata' }).click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

test('the two cards, the placeholder, and the invalid-file toast; accessible', async ({ page }) => {
  await page.goto('/image-metadata-editor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Image Metadata Editor');
  await expect(page.getByRole('heading', { name: 'Upload Image', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Image Metadata', exact: true })).toBeVisible();
  await expect(page.getByText('Supports JPG, PNG, TIFF, and more')).toBeVisible();
  await expect(page.getByText('Upload an image to view and edit its metadata.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await chooseFiles(page, corpusFile('annotations-fpdf2.pdf'));
  await expect(toast(page, 'Please select a valid image file.')).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('Invalid file');
});

test('reads real values, edits with Cancel and Save, and writes them into the JPEG', async ({ page }) => {
  await page.goto('/image-metadata-editor');
  await chooseFiles(page, corpusFile('gps-nikon-coolpix.jpg'));
  await expect(page.getByTestId('preview')).toBeVisible();
  const expected: [string, string][] = [
    ['File Name', 'gps-nikon-coolpix.jpg'],
    ['Camera Make', 'NIKON'],
    ['Camera Model', 'COOLPIX P6000'],
    ['ISO Speed', '64'],
    ['Exposure Time', '1/75'],
    ['F-Number', 'f/5.9'],
    ['Focal Length', '24mm'],
    ['GPS Latitude', '43.467448'],
    ['GPS Longitude', '11.885127'],
    ['Title', 'Not set'],
    ['File Size', '157.92 KB'],
  ];
  for (const [label, value] of expected) await expect(field(page, label)).toContainText(value);

  await page.getByRole('button', { name: 'Edit Metadata' }).click();
  await expect(page.getByLabel('File Size')).toHaveCount(0);
  await page.getByLabel('Title').fill('Will be cancelled');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(field(page, 'Title')).toContainText('Not set');

  await page.getByRole('button', { name: 'Edit Metadata' }).click();
  await expect(page.getByLabel('Title')).toHaveAttribute('placeholder', 'Sunset over the harbour');
  await page.getByLabel('GPS Latitude').fill('123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'GPS Latitude must be a number from -90 to 90.')).toBeVisible();
  const edits = {
    'File Name': 'holiday.jpg',
    Title: 'Тосканa — 日没',
    Description: 'Zweite Zeile\nmit Ümlauten',
    Keywords: 'Toscana, 山, été',
    Author: 'Zoë Ångström',
    Copyright: '© 2026 Zoë',
    'ISO Speed': '800',
    'Exposure Time': '1/500',
    'F-Number': 'f/8',
    'Focal Length': '35mm',
    'GPS Latitude': '-33.856784',
    'GPS Longitude': '-70.512345',
  };
  for (const [label, value] of Object.entries(edits)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Image metadata has been successfully updated.')).toBeVisible();
  await expect(field(page, 'Title')).toContainText(edits.Title);

  const file = await downloadEdited(page);
  await expect(toast(page, 'Image with updated metadata is being downloaded.')).toBeVisible();
  expect(file.name).toBe('edited_holiday.jpg');
  const original = new Uint8Array(readFileSync(corpusFile('gps-nikon-coolpix.jpg')));
  expect(bytesEqual(jpegImageData(file.bytes), jpegImageData(original))).toBe(true);
  const values = readEditable(await readMetadata(file.bytes));
  expect(values).toMatchObject({
    title: edits.Title,
    description: edits.Description,
    keywords: edits.Keywords,
    author: edits.Author,
    copyright: edits.Copyright,
    make: 'NIKON',
    model: 'COOLPIX P6000',
    iso: '800',
    exposureTime: '1/500',
    fNumber: 'f/8',
    focalLength: '35mm',
    latitude: '-33.856784',
    longitude: '-70.512345',
  });
  const merged = await exifr.parse(file.bytes);
  expect([merged.GPSLatitudeRef, merged.GPSLongitudeRef, merged.Artist, merged.ImageDescription]).toEqual(['S', 'W', edits.Author, edits.Description]);
});

test('a PNG without metadata gets an eXIf chunk that reads back', async ({ page }) => {
  await page.goto('/image-metadata-editor');
  await chooseFiles(page, corpusFile('alpha-swirlaxy.png'));
  await expect(field(page, 'Author')).toContainText('Not set');
  await page.getByRole('button', { name: 'Edit Metadata' }).click();
  await page.getByLabel('Author', { exact: true }).fill('Valessio Brito');
  await page.getByLabel('Keywords', { exact: true }).fill('space, swirl');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const file = await downloadEdited(page);
  expect(file.name).toBe('edited_alpha-swirlaxy.png');
  const original = new Uint8Array(readFileSync(corpusFile('alpha-swirlaxy.png')));
  expect(bytesEqual(pngImageData(file.bytes), pngImageData(original))).toBe(true);
  expect(readEditable(await readMetadata(file.bytes))).toMatchObject({ author: 'Valessio Brito', keywords: 'space, swirl' });
  const size = await page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    return `${bitmap.width}x${bitmap.height}`;
  }, Buffer.from(file.bytes).toString('base64'));
  expect(size).toBe('495x450');
});
