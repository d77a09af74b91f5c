/**
 * Memory: compressing 20 images in a row, or a batch of 100, must not leave memory behind. Object URLs made for
 * previews and downloads are revoked when replaced (counted by wrapping create/revoke), and after
 * a garbage collection the page's JS heap is back near where it started.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { chooseFiles, corpusFile, expect, test } from './fixtures/test';

/**
 * Counts the object URLs alive in `page` (by wrapping create/revoke before any script runs) and
 * measures its JS heap after a garbage collection, through the DevTools protocol.
 */
async function watchMemory(page: Page, context: BrowserContext) {
  await page.addInitScript(() => {
    const live = new Set<string>();
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      live.add(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      live.delete(url);
      revoke(url);
    };
    (window as unknown as { liveObjectUrls: () => number }).liveObjectUrls = () => live.size;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapAfterGc = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')!.value;
  };
  const liveObjectUrls = () => page.evaluate(() => (window as unknown as { liveObjectUrls: () => number }).liveObjectUrls());
  return { heapAfterGc, liveObjectUrls };
}

test.setTimeout(300_000);

test('20 images compressed in a row: object URLs revoked, JS heap back near its baseline', async ({ page, context }) => {
  const { heapAfterGc, liveObjectUrls } = await watchMemory(page, context);
  const compressOnce = async (file: string) => {
    await chooseFiles(page, corpusFile(file));
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete').first()).toBeVisible({ timeout: 60_000 });
  };

  await page.goto('/compress-image');
  const files = ['progressive-nikon.jpg', 'gps-nikon-coolpix.jpg', 'alpha-earth-lossless.webp', 'icc-adobergb-iptc.jpg'];
  /** The count once the previews have settled (their URLs are made in effects after the result shows). */
  const liveUrls = async () => {
    await expect(page.getByTestId('before-after').locator('img[src^="blob:"]')).toHaveCount(2);
    let last = -1;
    for (let now = await liveObjectUrls(); now !== last; now = await liveObjectUrls()) {
      last = now;
      await page.waitForTimeout(300);
    }
    return last;
  };
  // The codecs and worker load with the first runs; measure from a page that has done the work once per file.
  for (const file of files) await compressOnce(file);
  const baseline = await heapAfterGc();
  const liveBefore = await liveUrls();
  for (let i = 0; i < 20; i++) await compressOnce(files[i % files.length]);
  const after = await heapAfterGc();
  const liveAfter = await liveUrls();

  // What is shown now (original, result, comparison) may hold a few URLs; 20 runs must not add any.
  expect(liveAfter, 'object URLs left alive by 20 runs').toBeLessThanOrEqual(liveBefore);
  expect(liveAfter).toBeLessThanOrEqual(6);
  expect(after - baseline, `JS heap grew from ${(baseline / 1e6).toFixed(1)} MB to ${(after / 1e6).toFixed(1)} MB`).toBeLessThan(5 * 1024 * 1024);
});

test('100 generated images in one batch: cards, thumbnails and results all let go once removed', async ({ page, context }) => {
  test.setTimeout(900_000);
  const { heapAfterGc, liveObjectUrls: liveUrls } = await watchMemory(page, context);
  await page.goto('/compress-image');
  /** `count` different photos-like JPEGs (gradients, shapes and noise, 640 x 480), made by the browser. */
  const generate = (count: number, seed: number) =>
    page.evaluate(
      async ({ count, seed }) => {
        const out: { name: string; data: string }[] = [];
        for (let n = 0; n < count; n++) {
          const canvas = new OffscreenCanvas(640, 480);
          const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
          const hue = ((n + seed) * 37) % 360;
          const gradient = ctx.createLinearGradient(0, 0, 640, 480);
          gradient.addColorStop(0, `hsl(${hue} 70% 60%)`);
          gradient.addColorStop(1, `hsl(${(hue + 120) % 360} 60% 30%)`);
          ctx.fillStyle = gradient;
          ctx.fillRect(0, 0, 640, 480);
          for (let i = 0; i < 40; i++) {
            ctx.fillStyle = `hsl(${(hue + i * 29) % 360} 80% ${30 + (i % 5) * 10}%)`;
            ctx.beginPath();
            ctx.arc((i * 97 + n * 13) % 640, (i * 61 + n * 7) % 480, 10 + ((i * 7) % 40), 0, 2 * Math.PI);
            ctx.fill();
          }
          const pixels = ctx.getImageData(0, 0, 640, 480);
          for (let i = 0; i < pixels.data.length; i += 4) {
            const grain = ((i * 2654435761 + n) >>> 24) % 24 - 12;
            pixels.data[i] += grain;
            pixels.data[i + 1] += grain;
            pixels.data[i + 2] += grain;
          }
          ctx.putImageData(pixels, 0, 0);
          const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer());
          let binary = '';
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          out.push({ name: `generated-${seed + n}.jpg`, data: btoa(binary) });
        }
        return out;
      },
      { count, seed },
    );
  const batch = async (count: number, seed: number) => {
    const files = (await generate(count, seed)).map(({ name, data }) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(data, 'base64') }));
    await chooseFiles(page, files);
    await expect(page.getByTestId('batch-card')).toHaveCount(count, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Compress All' }).click();
    // (The toast of the batch before may still be up: wait for the cards themselves.)
    await expect(page.getByTestId('batch-card').filter({ hasText: 'Done' })).toHaveCount(count, { timeout: 800_000 });
    await expect(page.getByRole('button', { name: 'Compress All' })).toBeEnabled();
    // Every card shows its thumbnail.
    await expect(page.getByTestId('batch-thumb')).toHaveCount(count, { timeout: 60_000 });
    const urlsWhileShown = await liveUrls();
    await page.getByRole('button', { name: 'Remove all' }).click();
    await expect(page.getByRole('button', { name: 'Compress Image' })).toBeVisible();
    return urlsWhileShown;
  };

  // The codecs, workers and the batch view load with a first, small batch; measure from there.
  await batch(4, 0);
  const baseline = await heapAfterGc();
  const liveBefore = await liveUrls();
  const shown = await batch(100, 1000);
  const after = await heapAfterGc();
  const liveAfter = await liveUrls();

  expect(shown, 'a thumbnail URL per card while the cards are shown').toBeGreaterThanOrEqual(100);
  expect(liveAfter, 'object URLs left alive by a batch of 100').toBeLessThanOrEqual(liveBefore);
  expect(after - baseline, `JS heap grew from ${(baseline / 1e6).toFixed(1)} MB to ${(after / 1e6).toFixed(1)} MB`).toBeLessThan(5 * 1024 * 1024);
});
