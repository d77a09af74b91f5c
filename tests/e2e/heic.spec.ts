/**
 * HEIC/HEIF in, across the four image tools (issue 22), with an iPhone photo that carries GPS:
 * libheif is fetched as its own file by the image worker, the outputs are read back (exifr, the
 * browser's decoder), damaged files end in a toast that says what is wrong, and AVIF decodes
 * through the browser with its transforms applied.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import exifr from 'exifr';
import { exifSourceOf, readImageHeader } from '../../src/wasm/image/imageHeader';
import { readMetadata } from '../../src/wasm/metadata/readMetadata';
import { realworldManifest } from '../helpers/corpus';
import { fixturePath } from '../helpers/fixtures';
import { chooseFiles, chooseOption, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { browserDecode, colourManagementShift, downloadVia, meanDifference } from './fixtures/imageDownloads';

const IPHONE = 'iphone11promax-gps.heic';
const toast = (page: Page) => page.getByTestId('toast');

/** Requests for the separately served libheif module (it must load lazily, and only from our origin). */
function libheifRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/libheif-[\d.]+\/libheif\.mjs$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

async function convert(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }, label: string) {
  await chooseFiles(page, file);
  await chooseOption(page, 'Output format', label);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
}

test.describe('HEIC/HEIF in', () => {
  test.setTimeout(180_000);

  test('/remove-image-metadata: an iPhone HEIC with GPS becomes a JPEG with no GPS, and says so', async ({ page }) => {
    const source = realworldFile('heic', IPHONE);
    await page.goto('/remove-image-metadata');
    await chooseFiles(page, source);
    await page.getByLabel(/Show sensitive fields/).click();
    const summary = page.getByTestId('metadata-summary');
    await expect(summary.locator('[data-sensitive]').filter({ hasText: 'GPS Latitude' })).toContainText('39.051344');
    await expect(summary.locator('[data-sensitive]').filter({ hasText: 'GPS Longitude' })).toContainText('-94.288772');
    await page.getByRole('button', { name: 'Remove All' }).click();
    await expect(toast(page).getByText('Metadata completely removed')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('converted-note')).toHaveText(/HEIC was converted to JPEG with no metadata/);
    await expect(page.getByTestId('after-summary')).toContainText('clean_iphone11promax-gps.jpg');
    const { name, bytes } = await downloadVia(page, 'Download');
    expect(name).toBe('clean_iphone11promax-gps.jpg');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'jpeg', width: 2566, height: 3313 });
    expect(await exifr.gps(Buffer.from(bytes))).toBeUndefined();
    expect(await exifr.parse(Buffer.from(bytes), { tiff: true, exif: true, gps: true, xmp: true, iptc: true })).toBeUndefined();
    // The control: the same reader finds the GPS in the original.
    expect((await exifr.gps(readFileSync(source)))?.latitude).toBeCloseTo(39.051344, 5);
    expect(await browserDecode(page, bytes, 'image/jpeg')).toMatchObject({ width: 2566, height: 3313 });
  });

  test('/image-metadata-editor shows the real EXIF of a HEIC (camera, exposure, GPS)', async ({ page }) => {
    await page.goto('/image-metadata-editor');
    await chooseFiles(page, realworldFile('heic', IPHONE));
    const field = (label: string) => page.getByTestId('metadata-fields').locator('div').filter({ has: page.getByText(label, { exact: true }) });
    const expected: [string, string][] = [
      ['File Name', IPHONE],
      ['Camera Make', 'Apple'],
      ['Camera Model', 'iPhone 11 Pro Max'],
      ['ISO Speed', '32'],
      ['F-Number', 'f/1.8'],
      ['GPS Latitude', '39.051344'],
      ['GPS Longitude', '-94.288772'],
    ];
    for (const [label, value] of expected) await expect(field(label)).toContainText(value);
    const preview = page.getByTestId('preview');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalHeight / img.naturalWidth), { timeout: 30_000 }).toBeCloseTo(3313 / 2566, 2);
    // Edits are written into JPEG, PNG and WebP only: asking for a HEIC says so.
    await page.getByRole('button', { name: 'Download Image with Metadata' }).click();
    await expect(toast(page)).toContainText('Edits can only be written into JPEG, PNG and WebP images.');
  });

  test('/image-converter: HEIC to PNG at its full size; libheif is fetched only when the HEIC arrives', async ({ page }) => {
    const fetched = libheifRequests(page);
    await page.goto('/image-converter');
    expect(fetched).toEqual([]);
    await convert(page, realworldFile('heic', IPHONE), 'PNG');
    await expect(page.getByTestId('convert-result')).toContainText('iphone11promax-gps.png', { timeout: 120_000 });
    // Once per image worker that needed it (the preview and the conversion may run in two).
    expect(fetched.length).toBeGreaterThan(0);
    const { name, bytes } = await downloadVia(page, 'Download');
    expect(name).toBe('iphone11promax-gps.png');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'png', width: 2566, height: 3313 });
    expect(await browserDecode(page, bytes, 'image/png')).toMatchObject({ width: 2566, height: 3313, alphaPixels: 0 });
  });

  test('/image-converter: a rotated iPhone HEIC comes out upright, also when the browser gives no MIME type', async ({ page }) => {
    await page.goto('/image-converter');
    const buffer = readFileSync(realworldFile('heic', 'iphone13promax-rot6.heic'));
    await convert(page, { name: 'IMG_0001.HEIC', mimeType: '', buffer }, 'JPEG');
    await expect(page.getByTestId('convert-result')).toContainText('IMG_0001.jpg', { timeout: 120_000 });
    const { bytes } = await downloadVia(page, 'Download');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'jpeg', width: 3024, height: 4032 });
    // Its Display P3 profile came along: Chromium colour-manages the JPEG (an untagged one would not shift).
    expect(await colourManagementShift(page, bytes, 'image/jpeg')).toBeGreaterThan(0.5);
  });

  test('/compress-image: a HEIC becomes a smaller JPEG of the same size', async ({ page }) => {
    const source = realworldFile('heic', IPHONE);
    await page.goto('/compress-image');
    await chooseFiles(page, source);
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(toast(page).getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });
    // Chromium cannot show a HEIC: the 'Original' previews show the engine's WebP of it instead.
    for (const original of await page.getByAltText(/^Original/).all()) {
      await expect.poll(() => original.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    }
    const { name, bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(name).toBe('compressed_iphone11promax-gps.jpg');
    expect(bytes.length).toBeLessThan(statSync(source).size);
    expect(readImageHeader(bytes)).toMatchObject({ format: 'jpeg', width: 2566, height: 3313 });
    expect(await browserDecode(page, bytes, 'image/jpeg')).toMatchObject({ width: 2566, height: 3313 });
    expect(await exifr.gps(Buffer.from(bytes))).toBeUndefined();
  });

  test("/compress-image with 'Keep metadata': the HEIC's EXIF goes into the JPEG, Orientation 1 as the pixels are upright", async ({ page }) => {
    await page.goto('/compress-image');
    await chooseFiles(page, realworldFile('heic', 'iphone13promax-rot6.heic'));
    await page.getByLabel('Keep metadata').check();
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(toast(page).getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });
    const { name, bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(name).toBe('compressed_iphone13promax-rot6.jpg');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'jpeg', width: 3024, height: 4032 });
    expect(await exifr.parse(Buffer.from(bytes), { translateValues: false })).toMatchObject({ Make: 'Apple', Model: 'iPhone 13 Pro Max', Orientation: 1 });
    expect(await browserDecode(page, bytes, 'image/jpeg')).toMatchObject({ width: 3024, height: 4032 });
  });

  test('/compress-image batch: HEIC files, one without a MIME type, become JPEGs unless that would be bigger', async ({ page }) => {
    await page.goto('/compress-image');
    const files = [
      { name: 'IMG_0001.HEIC', mimeType: '', buffer: readFileSync(realworldFile('heic', 'rainbow-451x461.heic')) },
      { name: 'grid.heic', mimeType: 'image/heic', buffer: readFileSync(realworldFile('heic', 'nokia-grid_960x640.heic')) },
    ];
    await chooseFiles(page, files);
    await expect(page.getByTestId('batch-card')).toHaveCount(2);
    await page.getByRole('button', { name: 'Compress All' }).click();
    await expect(toast(page).getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all' }).click();
    const zip = unzipSync(new Uint8Array(readFileSync(await (await downloading).path())));
    // The Nokia grid is a tiny HEVC file (97 KB for 960x640): a JPEG of it would be bigger, so the
    // compressor keeps the original, as for any image it cannot shrink (the converter writes JPEG regardless).
    expect(Object.keys(zip).sort()).toEqual(['compressed_IMG_0001.jpg', 'grid.heic']);
    expect(readImageHeader(zip['compressed_IMG_0001.jpg'])).toMatchObject({ format: 'jpeg', width: 451, height: 461 });
    expect(zip['compressed_IMG_0001.jpg'].length).toBeLessThan(files[0].buffer.length);
    expect(Buffer.compare(zip['grid.heic'], files[1].buffer)).toBe(0);
    await expect(page.getByTestId('batch-list')).toContainText('(original kept)');
    // Chromium cannot show a HEIC: each card's thumbnail comes from the JPEG made, or the engine's preview.
    for (const thumb of await page.getByTestId('batch-thumb').all()) {
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    }
    await expect(page.getByTestId('batch-thumb')).toHaveCount(2);
  });

  test('damaged HEIC files end in a toast that says what is wrong, and the page goes on working', async ({ page }) => {
    await page.goto('/image-converter');
    await convert(page, realworldFile('heic', 'fuzz-clusterfuzz-5752063708495872.heic'), 'PNG');
    await expect(toast(page)).toContainText(/HEIC\/HEIF image could not be decoded|holds no image we can read/, { timeout: 60_000 });
    await convert(page, realworldFile('heic', 'rainbow-451x461.heic'), 'PNG');
    await expect(page.getByTestId('convert-result')).toContainText('rainbow-451x461.png', { timeout: 60_000 });
    const { bytes } = await downloadVia(page, 'Download');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'png', width: 451, height: 461 });

    await page.goto('/remove-image-metadata');
    await chooseFiles(page, realworldFile('heic', 'fuzz-github_15.heic'));
    // The inspector reads the added file first and says it cannot; waiting for that keeps its toast
    // from arriving after (and covering) the one Remove All gives on a loaded machine.
    await expect(toast(page)).toContainText('Could not read metadata', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Remove All' }).click();
    await expect(toast(page)).toContainText('fuzz-github_15.heic: This file could not be decoded as an image', { timeout: 60_000 });
  });

  test('an AVIF with an ICC profile converts with the colours the browser shows for the original', async ({ page }) => {
    const source = realworldFile('heic', 'linku-red-at-12-oclock-with-color-profile-8bpc.avif');
    await page.goto('/image-converter');
    await convert(page, source, 'PNG');
    await expect(page.getByTestId('convert-result')).toContainText('linku-red-at-12-oclock-with-color-profile-8bpc.png', { timeout: 60_000 });
    const { bytes } = await downloadVia(page, 'Download');
    expect(await meanDifference(page, new Uint8Array(readFileSync(source)), bytes)).toBeLessThan(3);
  });

  /** Sizes that differ from the manifest's stored size in the browser, and why. */
  const UPRIGHT: Record<string, string> = {
    'iphone13promax-rot6.heic': '3024x4032', // irot 90 (libheif applies it)
    'rainbow-451x461.heic': '451x461', // clap (libheif applies it)
    'ms-Ronda_rotate90.avif': '1080x1920', // irot 90 (Chromium applies it, not clap)
    'linku-kimono.mirror-vertical.rotate270.crop.avif': '722x1024', // irot 270; clap left alone by Chromium
  };

  for (const [family, pattern] of [
    ['HEIC/HEIF', /\.hei[cf]$/],
    ['AVIF', /\.avifs?$/],
  ] as const) {
    test(`every ${family} file of realworld/heic meets its manifest line on the converter`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.goto('/image-converter');
      for (const { file, expected, facts } of realworldManifest('heic').filter((entry) => pattern.test(entry.file))) {
        await convert(page, realworldFile('heic', file), 'JPEG');
        const done = page.getByTestId('convert-result').getByText(file.replace(/\.[a-z]+$/, '.jpg'));
        const refused = toast(page).getByText('Image Load Error');
        await expect(done.or(refused)).toBeVisible({ timeout: 60_000 });
        if (await refused.isVisible()) {
          expect(expected, `${file} was refused`).not.toBe('process');
          await toast(page).getByRole('button').first().click();
          continue;
        }
        expect(expected, `${file} was processed`).not.toMatch(/^refuse/);
        const { bytes } = await downloadVia(page, 'Download');
        const { width, height } = readImageHeader(bytes);
        if (expected === 'process') expect(`${width}x${height}`, file).toBe(UPRIGHT[file] ?? facts.dims);
        else expect(width * height, file).toBeGreaterThan(0);
      }
    });
  }

});

test.describe('HEIC offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.setTimeout(240_000);

  test('after one visit libheif is precached: a HEIC converts with the network off', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await context.setOffline(true);
    await page.goto('/image-converter');
    await convert(page, realworldFile('heic', 'nokia-grid_960x640.heic'), 'JPEG');
    await expect(page.getByTestId('convert-result')).toContainText('nokia-grid_960x640.jpg', { timeout: 120_000 });
    expect(readImageHeader((await downloadVia(page, 'Download')).bytes)).toMatchObject({ format: 'jpeg', width: 960, height: 640 });
  });
});

/**
 * Files written by libheif (tests/fixtures/heic, made with heif-enc from a JPEG with camera and GPS
 * EXIF): their EXIF item sits behind an iloc base offset that exifr alone skips. Every metadata
 * view reads it with the format's own reader; an AVIF stays AVIF when its metadata is removed; a
 * transparent HEIC stays transparent on /compress-image.
 */
test.describe('libheif-written HEIC and AVIF', () => {
  test.setTimeout(180_000);
  const HEIC = fixturePath('heic/libheif-gps-canon.heic');
  const AVIF = fixturePath('heic/libheif-gps-canon.avif');

  test('/image-metadata-editor shows the camera and the GPS position of a libheif HEIC', async ({ page }) => {
    await page.goto('/image-metadata-editor');
    await chooseFiles(page, HEIC);
    const field = (label: string) => page.getByTestId('metadata-fields').locator('div').filter({ has: page.getByText(label, { exact: true }) });
    for (const [label, value] of [
      ['Camera Make', 'Canon'],
      ['Camera Model', 'Canon EOS 5D Mark IV'],
      ['GPS Latitude', '-33.856783'],
      ['GPS Longitude', '151.215297'],
    ]) {
      await expect(field(label)).toContainText(value);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('/remove-image-metadata shows the GPS of a libheif HEIC before removal, and none after', async ({ page }) => {
    await page.goto('/remove-image-metadata');
    await chooseFiles(page, HEIC);
    await page.getByLabel(/Show sensitive fields/).click();
    const summary = page.getByTestId('metadata-summary');
    await expect(summary.locator('[data-sensitive]').filter({ hasText: 'GPS Latitude' })).toContainText('-33.856783');
    await expect(summary.locator('[data-sensitive]').filter({ hasText: 'GPS Longitude' })).toContainText('151.215297');
    await expect(summary).toContainText('Contains Sensitive Tags');
    await page.getByRole('button', { name: 'Remove All' }).click();
    await expect(toast(page).getByText('Metadata completely removed')).toBeVisible({ timeout: 60_000 });
    const { bytes } = await downloadVia(page, 'Download');
    expect((await readMetadata(bytes, { exifIn: exifSourceOf(bytes) })).raw.gps).toBeUndefined();
  });

  test('/remove-image-metadata keeps an AVIF an AVIF: its EXIF item cut out, the image bytes untouched', async ({ page }) => {
    await page.goto('/remove-image-metadata');
    await chooseFiles(page, AVIF);
    await page.getByLabel(/Show sensitive fields/).click();
    const summary = page.getByTestId('metadata-summary');
    await expect(summary.locator('[data-sensitive]').filter({ hasText: 'GPS Latitude' })).toContainText('-33.856783');
    await page.getByRole('button', { name: 'Remove All' }).click();
    await expect(toast(page).getByText('Metadata completely removed')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('after-summary')).toContainText('clean_libheif-gps-canon.avif');
    await expect(page.getByTestId('converted-note')).toHaveCount(0);
    const { name, bytes } = await downloadVia(page, 'Download');
    expect(name).toBe('clean_libheif-gps-canon.avif');
    const source = new Uint8Array(readFileSync(AVIF));
    expect(bytes.length).toBe(source.length);
    expect(readImageHeader(bytes)).toMatchObject({ format: 'avif', width: 320, height: 240 });
    const { raw } = await readMetadata(bytes, { exifIn: 'heif' });
    expect(raw.gps).toBeUndefined();
    expect(raw.ifd0?.Model).toBeUndefined();
    expect(Buffer.from(bytes).includes(Buffer.from('Canon EOS 5D Mark IV'))).toBe(false);
    // The browser's own AVIF decoder reads it, and it looks exactly like the original.
    expect(await browserDecode(page, bytes, 'image/avif')).toMatchObject({ width: 320, height: 240 });
    expect(await meanDifference(page, source, bytes)).toBe(0);
  });

  test("/remove-image-metadata with 'Also remove colour profile': an AVIF is redrawn as PNG, and the result says why", async ({ page }) => {
    await page.goto('/remove-image-metadata');
    await chooseFiles(page, AVIF);
    await page.getByLabel('Also remove colour profile and bake in rotation').check();
    await page.getByRole('button', { name: 'Remove All' }).click();
    await expect(toast(page).getByText('Metadata completely removed')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('converted-note')).toHaveText(/AVIF was redrawn as PNG with no metadata and no colour profile/);
    const { name, bytes } = await downloadVia(page, 'Download');
    expect(name).toBe('clean_libheif-gps-canon.png');
    expect(readImageHeader(bytes)).toMatchObject({ format: 'png', width: 320, height: 240 });
    expect((await readMetadata(bytes)).raw.gps).toBeUndefined();
  });

  test("/compress-image with 'Same': a transparent HEIC stays transparent (WebP) and the result says why", async ({ page }) => {
    await page.goto('/compress-image');
    await chooseFiles(page, fixturePath('heic/libheif-alpha-circle.heic'));
    await page.getByRole('button', { name: 'Compress Image' }).click();
    await expect(toast(page).getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('format-changed')).toContainText('Saved as WebP');
    await expect(page.getByTestId('format-changed')).toContainText('keeps its transparent areas');
    const { name, bytes } = await downloadVia(page, 'Download Compressed Image');
    expect(name).toBe('compressed_libheif-alpha-circle.webp');
    const decoded = await browserDecode(page, bytes, 'image/webp');
    expect(decoded).toMatchObject({ width: 480, height: 360 });
    // Outside the disc (a circle of radius 150 in 480 x 360) about 57 % of the pixels are transparent.
    expect(decoded.alphaPixels / (480 * 360)).toBeGreaterThan(0.5);
  });
});

test.describe('an empty file or a PDF named like an image on the metadata tools', () => {
  for (const [label, make, problem] of [
    ['an empty .jpg', () => ({ name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) }), 'The file is empty (0 bytes), so there is no image to read.'],
    ['a PDF named .jpg', () => ({ name: 'letter.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n') }), 'This file is a PDF document, not an image, even though its name says otherwise.'],
  ] as const) {
    test(`${label}: the editor and the remover name the problem`, async ({ page }) => {
      await page.goto('/image-metadata-editor');
      await chooseFiles(page, make());
      await expect(toast(page)).toContainText('Could not read metadata');
      await expect(toast(page)).toContainText(problem);
      await page.goto('/remove-image-metadata');
      await chooseFiles(page, make());
      const name = make().name;
      await expect(toast(page)).toContainText(`${name}: ${problem}`);
      await page.getByRole('button', { name: 'Remove All' }).click();
      await expect(toast(page)).toContainText('Processing failed');
      await expect(toast(page)).toContainText(`${name}: ${problem}`);
    });
  }
});
