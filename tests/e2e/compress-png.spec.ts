import { readFileSync, statSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { readImageHeader } from '../../src/wasm/image/imageHeader';
import { chooseFiles, corpusFile, expect, test } from './fixtures/test';
import { browserDecode, downloadVia } from './fixtures/imageDownloads';

test.describe('/compress-png', () => {
  test.setTimeout(180_000);

  test('level 7 keeps a transparent PNG a PNG with its alpha, much smaller', async ({ page }) => {
    await page.goto('/compress-png');
    await expect(page.getByRole('slider', { name: 'Compression Level' })).toHaveValue('7');
    await chooseFiles(page, corpusFile('alpha-swirlaxy.png'));
    await page.getByRole('button', { name: 'Compress PNG' }).click();
    await expect(page.getByTestId('toast').getByText('PNG Compression Complete')).toBeVisible({ timeout: 120_000 });
    const { name, bytes } = await downloadVia(page, 'Download Compressed');
    expect(name).toBe('compressed_alpha-swirlaxy.png');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'png', width: 495, height: 450 });
    expect(bytes.length).toBeLessThan(statSync(corpusFile('alpha-swirlaxy.png')).size * 0.6);
    const decoded = await browserDecode(page, bytes, 'image/png');
    expect(decoded.alphaPixels).toBeGreaterThan(1000);
  });

  test('the pixel bomb is refused from its header with a clear toast', async ({ page }) => {
    await page.goto('/compress-png');
    await chooseFiles(page, corpusFile('bomb-30000x30000.png'));
    await page.getByRole('button', { name: 'Compress PNG' }).click();
    await expect(page.getByTestId('toast').getByText(/too large to process: 30000 x 30000/)).toBeVisible({ timeout: 30_000 });
    await chooseFiles(page, corpusFile('scan-page-gray.png'));
    await page.getByRole('button', { name: 'Compress PNG' }).click();
    await expect(page.getByTestId('toast').getByText(/Compression Complete/)).toBeVisible({ timeout: 120_000 });
  });

  test('several images on the same zone: a card each, the page\'s own settings, Download all as a ZIP; other types refused', async ({ page }) => {
    await page.goto('/compress-png');
    await chooseFiles(page, [corpusFile('alpha-swirlaxy.png'), corpusFile('astronaut-rgb.png'), corpusFile('gps-nikon-coolpix.jpg')]);
    await expect(page.getByTestId('toast')).toContainText('Invalid file type');
    await expect(page.getByTestId('batch-card')).toHaveCount(2);
    await page.getByRole('button', { name: 'Compress All' }).click();
    await expect(page.getByTestId('batch-card').filter({ hasText: 'Done' })).toHaveCount(2, { timeout: 150_000 });
    await page.getByRole('button', { name: 'Compare alpha-swirlaxy.png' }).click();
    await expect(page.getByTestId('batch-compare').getByTestId('image-result')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all as ZIP' }).click();
    const zip = unzipSync(new Uint8Array(readFileSync(await (await downloading).path())));
    expect(Object.keys(zip).sort()).toEqual(['compressed_alpha-swirlaxy.png', 'compressed_astronaut-rgb.png']);
    for (const [name, bytes] of Object.entries(zip)) {
      expect(readImageHeader(bytes).format).toBe('png');
      expect(bytes.length).toBeLessThan(statSync(corpusFile(name.replace('compressed_', ''))).size);
    }
  });
});
