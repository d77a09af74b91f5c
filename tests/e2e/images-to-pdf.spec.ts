import { readFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from '@cantoo/pdf-lib';
import { chooseFiles, chooseOption, corpusFile, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';

type Page = import('@playwright/test').Page;
const toast = (page: Page) => page.getByTestId('toast');
const rows = (page: Page) => page.getByTestId('image-item');
const names = (page: Page) => rows(page).locator('p.truncate').allTextContents();

async function open(page: Page) {
  await page.goto('/images-to-pdf');
  await page.waitForLoadState('networkidle');
}

/** Page count as pdf.js reads it (another reader than the pdf-lib that wrote the file). */
async function pdfjsPages(bytes: Uint8Array): Promise<number> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}

/** The raw stream of the one image each page draws. */
function pageImage(page: PDFPage): PDFRawStream {
  const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const [image] = xobjects?.values().map((ref) => page.doc.context.lookup(ref)) ?? [];
  if (!(image instanceof PDFRawStream)) throw new Error('page without an image');
  return image;
}

async function convertAndDownload(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Your PDF is ready' })).toBeVisible({ timeout: 60_000 });
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  const bytes = new Uint8Array(readFileSync(await download.path()));
  return { name: download.suggestedFilename(), bytes, doc: await PDFDocument.load(bytes) };
}

test('three photos, reordered by keyboard and by drag, become a 3-page PDF holding the original JPEG bytes', async ({ page }) => {
  await open(page);
  const photos = ['gps-nikon-coolpix.jpg', 'photo-phone-xiaomi-gps.jpg', 'orientation-6.jpg'];
  await chooseFiles(page, photos.map(corpusFile));
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toContainText('640 × 480 px');
  await expect(rows(page).nth(2)).toContainText('1800 × 1200 px'); // upright: its EXIF says turn 90°
  // Thumbnails are drawn.
  for (let i = 0; i < 3; i++) {
    await expect.poll(() => rows(page).nth(i).locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await page.getByRole('button', { name: 'Move orientation-6.jpg up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move orientation-6.jpg up' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await names(page)).toEqual(['orientation-6.jpg', 'gps-nikon-coolpix.jpg', 'photo-phone-xiaomi-gps.jpg']);
  await rows(page).nth(2).dragTo(rows(page).nth(1));
  const order = ['orientation-6.jpg', 'photo-phone-xiaomi-gps.jpg', 'gps-nikon-coolpix.jpg'];
  expect(await names(page)).toEqual(order);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const { name, bytes, doc } = await convertAndDownload(page, 'Convert 3 images to PDF');
  await expect(toast(page)).toContainText('Your 3-page PDF is ready to download.');
  expect(name).toBe('orientation-6.pdf');
  expect(await pdfjsPages(bytes)).toBe(3);
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const image = pageImage(p);
    expect(image.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
    expect(Buffer.from(image.contents).equals(readFileSync(corpusFile(order[i]))), order[i]).toBe(true);
  });
  // 'Fit image': 96 px per inch, the rotated photo on a landscape page.
  expect(pages.map((p) => [p.getWidth(), p.getHeight()].map(Math.round))).toEqual([[1350, 900], [3000, 2250], [480, 360]]);
});

test('a PNG and an iPhone-style HEIC become A4 pages, turned to each image', async ({ page }) => {
  await open(page);
  await chooseFiles(page, [corpusFile('astronaut-rgb.png'), realworldFile('heic', 'libheif-example.heic')]);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('512 × 512 px');
  await expect(rows(page).nth(1)).toContainText('Ready'); // a HEIC's size is known once decoded
  await expect.poll(() => rows(page).nth(1).locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  await chooseOption(page, 'Page size', 'A4 (210 × 297 mm)');
  await chooseOption(page, 'Margin', 'Small (¼ in, about 6 mm)');
  const { name, bytes, doc } = await convertAndDownload(page, 'Convert 2 images to PDF');
  expect(name).toBe('astronaut-rgb.pdf');
  expect(await pdfjsPages(bytes)).toBe(2);
  expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()].map(Math.round))).toEqual([[595, 842], [842, 595]]);
  expect(pageImage(doc.getPage(0)).dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
  const heic = pageImage(doc.getPage(1));
  expect(heic.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
  expect(heic.dict.get(PDFName.of('Width'))?.toString()).toBe('1280');
});

test('bad files get a toast each and a red row; the page keeps working with the good ones', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('text-4pages-pdflatex.pdf'));
  await expect(toast(page)).toContainText('Invalid file type');
  await expect(toast(page)).toContainText('"text-4pages-pdflatex.pdf"');
  await expect(rows(page)).toHaveCount(0);

  await chooseFiles(page, corpusFile('zero-byte.jpg'));
  await expect(toast(page)).toContainText('"zero-byte.jpg": The file is empty (0 bytes)');
  await chooseFiles(page, corpusFile('truncated-photo.jpg'));
  await expect(toast(page)).toContainText('"truncated-photo.jpg": This JPEG file is incomplete');
  await chooseFiles(page, [corpusFile('pdf-disguised.jpg'), corpusFile('gps-nikon-coolpix.jpg')]);
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).nth(2)).toContainText('This file is a PDF document, not an image');
  await expect(rows(page).nth(3)).toContainText('640 × 480 px');

  await page.getByRole('button', { name: 'Convert 4 images to PDF' }).click();
  await expect(toast(page)).toContainText('Some images cannot be used');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Remove unusable images' }).click();
  expect(await names(page)).toEqual(['gps-nikon-coolpix.jpg']);
  const { name, bytes } = await convertAndDownload(page, 'Convert 1 image to PDF');
  expect(name).toBe('gps-nikon-coolpix.pdf');
  expect(await pdfjsPages(bytes)).toBe(1);
});

test('an image that passes the header check but cannot be decoded is marked when converting, and the others convert', async ({ page }) => {
  await open(page);
  const png = readFileSync(corpusFile('astronaut-rgb.png'));
  const damaged = Buffer.from(png);
  damaged.fill(0x5a, 2000, png.length - 2000); // the pixel data becomes noise; the header stays
  const file = (name: string, mimeType: string, buffer = readFileSync(corpusFile(name))) => ({ name, mimeType, buffer });
  await chooseFiles(page, [
    file('gps-nikon-coolpix.jpg', 'image/jpeg'),
    file('damaged.png', 'image/png', damaged),
    file('bomb-30000x30000.png', 'image/png'),
  ]);
  await expect(rows(page).nth(2)).toContainText('pixels');
  await expect(toast(page)).toContainText('"bomb-30000x30000.png"');
  await page.getByRole('button', { name: 'Remove unusable images' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText('512 × 512 px');
  await page.getByRole('button', { name: 'Convert 2 images to PDF' }).click();
  await expect(toast(page)).toContainText('"damaged.png": ');
  await expect(rows(page).nth(1)).toContainText('could not be decoded');
  await page.getByRole('button', { name: 'Remove unusable images' }).click();
  const { bytes } = await convertAndDownload(page, 'Convert 1 image to PDF');
  expect(await pdfjsPages(bytes)).toBe(1);
});
