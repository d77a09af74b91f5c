import { readFileSync, statSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { readImageHeader } from '../../src/wasm/image/imageHeader';
import { chooseFiles, corpusFile, expect, test } from './fixtures/test';
import { browserDecode, colourManagementShift, downloadVia } from './fixtures/imageDownloads';

test.describe('/compress-image', () => {
  test.setTimeout(240_000);

  test('single photo to WebP: real WebP named .webp, smaller, previews and saving shown', async ({ page }) => {
    await page.goto('/compress-image');
    await expect(page.getByRole('slider', { name: 'Quality' })).toHaveValue('80');
    await chooseFiles(page, corpusFile('gps-nikon-coolpix.jpg'));
    await page.getByRole('tab', { name: 'WebP' }).click();
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('saved')).toContainText(/Saved .* KB \(\d+%\)/);
    await expect(page.getByTestId('before-after')).toBeVisible();
    const { name, bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(name).toBe('compressed_gps-nikon-coolpix.webp');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(bytes.length).toBeLessThan(statSync(corpusFile('gps-nikon-coolpix.jpg')).size);
    expect(await browserDecode(page, bytes, 'image/webp')).toMatchObject({ width: 640, height: 480 });
    await expect(page.getByTestId('sent-indicator')).toHaveText('Processed on your device · 0 bytes sent');
  });

  test('AVIF output keeps the Adobe RGB colour profile: Chromium colour-manages the download', async ({ page }) => {
    await page.goto('/compress-image');
    const source = corpusFile('rocket-adobergb-noexif.jpg');
    // Control: the tagged source shifts under colour management, an untagged photo does not.
    expect(await colourManagementShift(page, readFileSync(source), 'image/jpeg')).toBeGreaterThan(1);
    expect(await colourManagementShift(page, readFileSync(corpusFile('orientation-1.jpg')), 'image/jpeg')).toBe(0);
    await chooseFiles(page, source);
    await page.getByRole('tab', { name: 'AVIF' }).click();
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });
    const { name, bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(name).toBe('compressed_rocket-adobergb-noexif.avif');
    expect(await colourManagementShift(page, bytes, 'image/avif')).toBeGreaterThan(1);
  });

  test('quality below 70 scales the dimensions by max(0.5, q/100) and says so', async ({ page }) => {
    await page.goto('/compress-image');
    await chooseFiles(page, corpusFile('rocket-adobergb-noexif.jpg'));
    const slider = page.getByRole('slider', { name: 'Quality' });
    await slider.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('60');
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('dimensions')).toContainText('640 x 427 px -> 384 x 256 px', { timeout: 120_000 });
    const { bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'jpeg', width: 384, height: 256 });
  });

  test('batch: several images with per-file results and Download all as a ZIP', async ({ page }) => {
    await page.goto('/compress-image');
    // The last is a different photo under the first one's name: the archive must keep both.
    const payload = (file: string, mimeType: string, name = file) => ({ name, mimeType, buffer: readFileSync(corpusFile(file)) });
    const files = [
      payload('progressive-nikon.jpg', 'image/jpeg'),
      payload('alpha-earth-lossless.webp', 'image/webp'),
      payload('scan-page-gray.png', 'image/png'),
      payload('gps-nikon-coolpix.jpg', 'image/jpeg', 'progressive-nikon.jpg'),
    ];
    await chooseFiles(page, files, 'batch-input');
    await expect(page.getByTestId('batch-list').getByRole('listitem')).toHaveCount(4);
    await page.getByRole('button', { name: 'Compress All' }).click();
    await expect(page.getByTestId('toast').getByText(/Image Compression Complete|Compression Failed/)).toBeVisible({ timeout: 200_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('compressed_images.zip');
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const names = Object.keys(zip).sort();
    expect(names.length).toBe(4);
    expect(names).toEqual(expect.arrayContaining(['compressed_progressive-nikon.jpg', 'compressed_progressive-nikon (2).jpg']));
    for (const name of names) expect(readImageHeader(zip[name]).width).toBeGreaterThan(0);
    // Two different photos, so two different entries (neither overwrote the other).
    expect(Buffer.compare(zip['compressed_progressive-nikon.jpg'], zip['compressed_progressive-nikon (2).jpg'])).not.toBe(0);
  });

  test('images picked in the batch input before its panel hydrates are kept', async ({ page }) => {
    // The panel loads after the page: hold its chunk back, as a slow network would.
    await page.route(/BatchPanel-.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/compress-image');
    await chooseFiles(page, [{ name: 'early.jpg', mimeType: 'image/jpeg', buffer: readFileSync(corpusFile('progressive-nikon.jpg')) }], 'batch-input');
    await expect(page.getByTestId('batch-list').getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('batch-list')).toContainText('early.jpg');
  });

  test('the pixel bomb gets a clear toast and the page keeps working', async ({ page }) => {
    await page.goto('/compress-image');
    await chooseFiles(page, corpusFile('bomb-30000x30000.png'));
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('toast').getByText(/too large to process/)).toBeVisible({ timeout: 30_000 });
  });
});
