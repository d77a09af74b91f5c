import { readFileSync, statSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { readImageHeader } from '../../src/wasm/image/imageHeader';
import { chooseFiles, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';
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

  test('three images on the main zone: three cards with thumbnails, each compare opens, Download all gives the three images', async ({ page }) => {
    await page.goto('/compress-image');
    const names = ['orientation-1.jpg', 'gps-nikon-coolpix.jpg', 'alpha-swirlaxy.png'];
    await chooseFiles(page, names.map(corpusFile));
    const cards = page.getByTestId('batch-card');
    await expect(cards).toHaveCount(3);
    // A thumbnail per card, really decoded (a small copy, not the full photo).
    for (let i = 0; i < 3; i++) {
      const thumb = cards.nth(i).getByTestId('batch-thumb');
      await expect(thumb).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
    }
    await expect(page.getByRole('button', { name: 'Compress Image' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Compress All' }).click();
    await expect(page.getByRole('progressbar', { name: 'Compressing 3 images...' })).toBeVisible();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete')).toBeVisible({ timeout: 200_000 });
    await expect(cards.filter({ hasText: 'Done' })).toHaveCount(3);
    await expect(cards.first()).toContainText(/KB → .*KB \(−\d+%\)/);
    for (const name of names) {
      await page.getByRole('button', { name: `Compare ${name}` }).click();
      const compare = page.getByTestId('batch-compare');
      await expect(compare.getByRole('heading', { name: `Compare: ${name}` })).toBeFocused();
      await expect(compare.getByTestId('before-after').locator('img[src^="blob:"]')).toHaveCount(2);
      await expect(compare.getByTestId('saved')).toContainText(/Saved .* \(\d+%\)/);
    }
    await page.getByRole('button', { name: 'Close comparison' }).click();
    await expect(page.getByTestId('batch-compare')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all as ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('compressed_images.zip');
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(zip).sort()).toEqual(['compressed_alpha-swirlaxy.png', 'compressed_gps-nikon-coolpix.jpg', 'compressed_orientation-1.jpg']);
    const expected = { 'compressed_orientation-1.jpg': ['jpeg', 1800, 1200], 'compressed_gps-nikon-coolpix.jpg': ['jpeg', 640, 480], 'compressed_alpha-swirlaxy.png': ['png', 495, 450] } as const;
    for (const [name, [format, width, height]] of Object.entries(expected)) {
      expect(readImageHeader(zip[name])).toMatchObject({ format, width, height });
      expect(await browserDecode(page, zip[name], `image/${format}`)).toMatchObject({ width, height });
      expect(zip[name].length).toBeLessThan(statSync(corpusFile(name.replace('compressed_', ''))).size);
    }
    // Each card has its own download too.
    const { name, bytes } = await downloadVia(page, 'Download compressed_gps-nikon-coolpix.jpg');
    expect(name).toBe('compressed_gps-nikon-coolpix.jpg');
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(zip[name]))).toBe(0);
  });

  test('a batch keeps files that share a name apart, refuses what is not an image, and Cancel stops it', async ({ page }) => {
    await page.goto('/compress-image');
    const payload = (file: string, mimeType: string, name = file) => ({ name, mimeType, buffer: readFileSync(corpusFile(file)) });
    await chooseFiles(page, [payload('progressive-nikon.jpg', 'image/jpeg'), payload('gps-nikon-coolpix.jpg', 'image/jpeg', 'progressive-nikon.jpg'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expect(page.getByTestId('toast')).toContainText('Please select an image with the correct format.');
    await expect(page.getByTestId('batch-card')).toHaveCount(2);
    // More files join the batch (one at a time too, once there is a batch).
    await chooseFiles(page, corpusFile('photo-phone-xiaomi-gps.jpg'));
    await chooseFiles(page, corpusFile('orientation-6.jpg'));
    await expect(page.getByTestId('batch-card')).toHaveCount(4);
    await page.getByRole('button', { name: 'Compress All' }).click();
    await expect(page.getByTestId('batch-card').filter({ hasText: 'Compressing...' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Compress All' })).toBeEnabled();
    await expect(page.getByTestId('batch-card').filter({ hasText: 'Compressing...' })).toHaveCount(0);
    await expect(page.getByTestId('batch-card').filter({ hasText: 'Waiting' }).first()).toBeVisible();
    // Two of the photos out of the way; the rest run to the end.
    await page.getByRole('button', { name: 'Remove photo-phone-xiaomi-gps.jpg' }).click();
    await page.getByRole('button', { name: 'Remove orientation-6.jpg' }).click();
    await page.getByRole('button', { name: 'Compress All' }).click();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete')).toBeVisible({ timeout: 200_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all as ZIP' }).click();
    const zip = unzipSync(new Uint8Array(readFileSync(await (await downloading).path())));
    expect(Object.keys(zip).sort()).toEqual(['compressed_progressive-nikon (2).jpg', 'compressed_progressive-nikon.jpg']);
    expect(Buffer.compare(zip['compressed_progressive-nikon.jpg'], zip['compressed_progressive-nikon (2).jpg'])).not.toBe(0);
    // Emptied, the page is the one-image tool again.
    await page.getByRole('button', { name: 'Remove all' }).click();
    await expect(page.getByRole('button', { name: 'Compress Image' })).toBeVisible();
  });

  test('resize to 800 px wide gives 800-px outputs, for one image and for a batch', async ({ page }) => {
    await page.goto('/compress-image');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('Max width (px)').fill('800');
    await chooseFiles(page, corpusFile('orientation-1.jpg'));
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('dimensions')).toContainText('1800 x 1200 px -> 800 x 533 px', { timeout: 120_000 });
    const { bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'jpeg', width: 800, height: 533 });

    // The chosen image and two more make a batch; a smaller image is never enlarged.
    await chooseFiles(page, [corpusFile('orientation-6.jpg'), corpusFile('gps-nikon-coolpix.jpg')]);
    await expect(page.getByTestId('batch-card')).toHaveCount(3);
    await page.getByRole('button', { name: 'Compress All' }).click();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete')).toBeVisible({ timeout: 200_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all as ZIP' }).click();
    const zip = unzipSync(new Uint8Array(readFileSync(await (await downloading).path())));
    expect(readImageHeader(zip['compressed_orientation-1.jpg'])).toMatchObject({ width: 800, height: 533 });
    expect(readImageHeader(zip['compressed_orientation-6.jpg'])).toMatchObject({ width: 800, height: 533 }); // stored 1200x1800, turned upright first
    expect(readImageHeader(zip['compressed_gps-nikon-coolpix.jpg'])).toMatchObject({ width: 640, height: 480 });
  });

  test('a pasted image is accepted (Ctrl+V); several pasted make a batch', async ({ page }) => {
    await page.goto('/compress-image');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const paste = (files: { name: string; type: string; data: number[] }[]) =>
      page.evaluate((list) => {
        const transfer = new DataTransfer();
        for (const f of list) transfer.items.add(new File([new Uint8Array(f.data)], f.name, { type: f.type }));
        document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
      }, files);
    const image = (name: string, file: string, type: string) => ({ name, type, data: Array.from(readFileSync(corpusFile(file))) });
    await paste([image('image.png', 'alpha-swirlaxy.png', 'image/png')]);
    await expect(page.getByText('File ready for processing')).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });
    const { name, bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(name).toBe('compressed_image.png');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'png', width: 495, height: 450 });

    await paste([image('a.jpg', 'gps-nikon-coolpix.jpg', 'image/jpeg'), image('b.jpg', 'progressive-nikon.jpg', 'image/jpeg')]);
    await expect(page.getByTestId('batch-card')).toHaveCount(3);
  });

  test('settings survive a reload: quality, format, resize and keep metadata', async ({ page }) => {
    await page.goto('/compress-image');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const slider = page.getByRole('slider', { name: 'Quality' });
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('75');
    await page.getByRole('tab', { name: 'WebP' }).click();
    await page.getByLabel('Max width (px)').fill('800');
    await page.getByLabel('Scale (%)').fill('50');
    await page.getByLabel('Keep metadata').check();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('slider', { name: 'Quality' })).toHaveValue('75');
    await expect(page.getByRole('tab', { name: 'WebP' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Max width (px)')).toHaveValue('800');
    await expect(page.getByLabel('Scale (%)')).toHaveValue('50');
    await expect(page.getByLabel('Keep metadata')).toBeChecked();
    // And they are what the next compression uses: WebP at 50 % (the smaller of 50 % and 800 px).
    await chooseFiles(page, corpusFile('orientation-1.jpg'));
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });
    const { name, bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(name).toBe('compressed_orientation-1.webp');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'webp', width: 800, height: 533 });
  });

  test('the pixel bomb gets a clear toast and the page keeps working', async ({ page }) => {
    await page.goto('/compress-image');
    await chooseFiles(page, corpusFile('bomb-30000x30000.png'));
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('toast').getByText(/too large to process/)).toBeVisible({ timeout: 30_000 });
  });
});
