/**
 * Memory: compressing 20 images in a row must not leave memory behind. Object URLs made for
 * previews and downloads are revoked when replaced (counted by wrapping create/revoke), and after
 * a garbage collection the page's JS heap is back near where it started.
 */
import { chooseFiles, corpusFile, expect, test } from './fixtures/test';

test.setTimeout(300_000);

test('20 images compressed in a row: object URLs revoked, JS heap back near its baseline', async ({ page, context }) => {
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
  const compressOnce = async (file: string) => {
    await chooseFiles(page, corpusFile(file));
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(page.getByTestId('toast').getByText('Image Compression Complete').first()).toBeVisible({ timeout: 60_000 });
  };

  await page.goto('/compress-image');
  const files = ['progressive-nikon.jpg', 'gps-nikon-coolpix.jpg', 'alpha-earth-lossless.webp', 'icc-adobergb-iptc.jpg'];
  const liveNow = () => page.evaluate(() => (window as unknown as { liveObjectUrls: () => number }).liveObjectUrls());
  /** The count once the previews have settled (their URLs are made in effects after the result shows). */
  const liveUrls = async () => {
    await expect(page.getByTestId('before-after').locator('img[src^="blob:"]')).toHaveCount(2);
    let last = -1;
    for (let now = await liveNow(); now !== last; now = await liveNow()) {
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
