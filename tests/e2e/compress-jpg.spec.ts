import { readFileSync, statSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { readImageHeader } from '../../src/wasm/image/imageHeader';
import { readJpegOrientation } from '../../src/wasm/image/orientation';
import { chooseFiles, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';
import { browserDecode, downloadVia, jpegQuantDc } from './fixtures/imageDownloads';

test.describe('/compress-jpg', () => {
  test.setTimeout(180_000);

  test('compresses a real photo with MozJPEG: smaller, same size, progressive, no EXIF by default', async ({ page }) => {
    await page.goto('/compress-jpg');
    await expect(page.getByRole('slider', { name: 'Quality' })).toHaveValue('75');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await chooseFiles(page, corpusFile('gps-nikon-coolpix.jpg'));
    await expect(page.getByText('File ready for processing')).toBeVisible();
    await page.getByRole('button', { name: 'Compress JPG' }).click();
    await expect(page.getByTestId('toast').getByText('JPG Compression Complete')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Download Original' })).toBeVisible();
    const { name, bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(name).toBe('compressed_gps-nikon-coolpix.jpg');
    expect(bytes.length).toBeLessThan(statSync(corpusFile('gps-nikon-coolpix.jpg')).size);
    expect(readImageHeader(bytes)).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(bytes.includes(0xc2)).toBe(true);
    expect(new TextDecoder('latin1').decode(bytes).includes('Exif\0\0')).toBe(false);
    expect(await browserDecode(page, bytes, 'image/jpeg')).toMatchObject({ width: 640, height: 480 });
    // The quality search ran against the browser's encoder: the tables are not the plain quality-75
    // Annex K ones (DC entries 16 and 17, halved) that an encode without a reference writes.
    expect(jpegQuantDc(bytes)).not.toEqual([8, 9]);
  });

  test('a 12 MP photo: its strips encoded on the image worker and its helper worker, one progressive JPEG out', async ({ page, context }) => {
    const helperScripts: string[] = [];
    context.on('request', (request) => {
      if (/imageHelper\.worker/.test(request.url())) helperScripts.push(request.url());
    });
    await page.goto('/compress-jpg');
    await chooseFiles(page, corpusFile('photo-phone-xiaomi-gps.jpg'));
    await page.getByRole('button', { name: 'Compress JPG' }).click();
    await expect(page.getByTestId('toast').getByText('JPG Compression Complete')).toBeVisible({ timeout: 120_000 });
    const { bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
    expect(bytes.length).toBeLessThan(statSync(corpusFile('photo-phone-xiaomi-gps.jpg')).size / 3);
    expect(bytes.includes(0xc2)).toBe(true);
    expect(await browserDecode(page, bytes, 'image/jpeg')).toMatchObject({ width: 4000, height: 3000 });
    // The helper started from the image worker (a nested worker, from our origin).
    expect(helperScripts.length).toBeGreaterThan(0);
  });

  test('applies EXIF orientation and keeps EXIF (upright) when asked', async ({ page }) => {
    await page.goto('/compress-jpg');
    await chooseFiles(page, corpusFile('orientation-6.jpg'));
    await page.getByLabel('Keep metadata').check();
    // The corpus photo is already lean at 75: at 50 the re-encode is surely smaller than the original.
    await page.getByRole('slider', { name: 'Quality' }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Compress JPG' }).click();
    await expect(page.getByTestId('toast').getByText('JPG Compression Complete')).toBeVisible({ timeout: 150_000 });
    const { bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(readImageHeader(bytes)).toMatchObject({ width: 1800, height: 1200 });
    expect(new TextDecoder('latin1').decode(bytes).includes('Exif\0\0')).toBe(true);
    expect(readJpegOrientation(bytes)).toBe(1);
  });

  for (const [file, message] of [
    ['truncated-photo.jpg', /incomplete/],
    ['zero-byte.jpg', /empty/],
    ['pdf-disguised.jpg', /PDF document/],
  ] as const) {
    test(`bad input ${file} gives a clear toast and the page keeps working`, async ({ page }) => {
      await page.goto('/compress-jpg');
      await chooseFiles(page, corpusFile(file));
      await page.getByRole('button', { name: 'Compress JPG' }).click();
      await expect(page.getByTestId('toast').getByText('Compression failed')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('toast').getByText(message)).toBeVisible();
      await chooseFiles(page, corpusFile('progressive-nikon.jpg'));
      await page.getByRole('button', { name: 'Compress JPG' }).click();
      await expect(page.getByTestId('toast').getByText(/Compression Complete/)).toBeVisible({ timeout: 30_000 });
    });
  }

  test('several images on the same zone: a card each, the page\'s own settings, Download all as a ZIP; other types refused', async ({ page }) => {
    await page.goto('/compress-jpg');
    await chooseFiles(page, [corpusFile('gps-nikon-coolpix.jpg'), corpusFile('orientation-1.jpg'), corpusFile('alpha-swirlaxy.png')]);
    await expect(page.getByTestId('toast')).toContainText('Invalid file type');
    await expect(page.getByTestId('batch-card')).toHaveCount(2);
    await page.getByRole('button', { name: 'Compress All' }).click();
    await expect(page.getByTestId('batch-card').filter({ hasText: 'Done' })).toHaveCount(2, { timeout: 150_000 });
    await page.getByRole('button', { name: 'Compare gps-nikon-coolpix.jpg' }).click();
    await expect(page.getByTestId('batch-compare').getByTestId('image-result')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all as ZIP' }).click();
    const zip = unzipSync(new Uint8Array(readFileSync(await (await downloading).path())));
    expect(Object.keys(zip).sort()).toEqual(['compressed_gps-nikon-coolpix.jpg', 'compressed_orientation-1.jpg']);
    for (const [name, bytes] of Object.entries(zip)) {
      expect(readImageHeader(bytes).format).toBe('jpeg');
      expect(bytes.length).toBeLessThan(statSync(corpusFile(name.replace('compressed_', ''))).size);
    }
  });
});
