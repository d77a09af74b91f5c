import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { lumaPlane, ssim } from '../../src/wasm/image/codecs/ssim';
import { readImageHeader, sniffFormat } from '../../src/wasm/image/imageHeader';
import { chooseFiles, chooseOption, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';
import { browserDecode, downloadVia } from './fixtures/imageDownloads';

/** The RGBA pixels as the browser decodes them (its own decoder, not our codecs), for SSIM in Node. */
async function browserPixels(page: Page, bytes: Uint8Array, type: string): Promise<ImageData> {
  const { width, height, base64 } = await page.evaluate(
    async ({ data, type }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let binary = '';
      for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
      return { width: bitmap.width, height: bitmap.height, base64: btoa(binary) };
    },
    { data: Array.from(bytes), type },
  );
  return { width, height, data: new Uint8ClampedArray(Buffer.from(base64, 'base64')), colorSpace: 'srgb' } as ImageData;
}

const CASES = [
  ['PNG', 'png', 'image/png'],
  ['JPEG', 'jpg', 'image/jpeg'],
  ['WebP', 'webp', 'image/webp'],
  ['AVIF', 'avif', 'image/avif'],
  ['BMP', 'bmp', 'image/bmp'],
  ['GIF', 'gif', 'image/gif'],
  ['ICO (icon)', 'ico', 'image/x-icon'],
] as const;

test.describe('/image-converter', () => {
  test.setTimeout(240_000);

  test('writes a real file for every format, named with the new extension', async ({ page }) => {
    await page.goto('/image-converter');
    await chooseFiles(page, corpusFile('alpha-earth-lossless.webp'));
    await expect(page.getByRole('button', { name: 'Convert', exact: true })).toBeDisabled();
    for (const [label, extension, mime] of CASES) {
      await chooseOption(page, 'Output format', label);
      await page.getByRole('button', { name: 'Convert', exact: true }).click();
      await expect(page.getByTestId('convert-result')).toContainText(`alpha-earth-lossless.${extension}`, { timeout: 120_000 });
      const { name, bytes } = await downloadVia(page, 'Download');
      expect(name).toBe(`alpha-earth-lossless.${extension}`);
      const decoded = await browserDecode(page, bytes, mime);
      expect(decoded.width, label).toBe(200);
      expect(decoded.height, label).toBe(184);
      if (extension !== 'jpg' && extension !== 'bmp') expect(decoded.alphaPixels, `${label} keeps transparency`).toBeGreaterThan(0);
    }
  });

  test('JPEG XL round-trips: a photo converted to .jxl reads back at its size, SSIM >= 0.99 at quality 90', async ({ page }) => {
    const photo = corpusFile('gps-nikon-coolpix.jpg');
    await page.goto('/image-converter');
    await chooseFiles(page, photo);
    await chooseOption(page, 'Output format', 'JPEG XL');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('convert-result')).toContainText('gps-nikon-coolpix.jxl', { timeout: 120_000 });
    const jxl = await downloadVia(page, 'Download');
    expect(jxl.name).toBe('gps-nikon-coolpix.jxl');
    expect(readImageHeader(jxl.bytes)).toEqual({ format: 'jxl', width: 640, height: 480 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Back again: the .jxl as input (libjxl's decoder in the image worker), written as PNG.
    await page.goto('/image-converter');
    await chooseFiles(page, { name: 'gps-nikon-coolpix.jxl', mimeType: 'image/jxl', buffer: Buffer.from(jxl.bytes) });
    await chooseOption(page, 'Output format', 'PNG');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('convert-result')).toContainText('gps-nikon-coolpix.png', { timeout: 120_000 });
    const png = await downloadVia(page, 'Download');
    expect(sniffFormat(png.bytes)).toBe('png');
    const [original, back] = [await browserPixels(page, new Uint8Array(readFileSync(photo)), 'image/jpeg'), await browserPixels(page, png.bytes, 'image/png')];
    expect([back.width, back.height]).toEqual([640, 480]);
    expect(ssim(lumaPlane(original), lumaPlane(back), 640, 480)).toBeGreaterThanOrEqual(0.99);
  });

  test('TIFF and SVG outputs are real TIFF and an SVG wrapping the image', async ({ page }) => {
    await page.goto('/image-converter');
    await chooseFiles(page, corpusFile('progressive-nikon.jpg'));
    await chooseOption(page, 'Output format', 'TIFF');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('convert-result')).toContainText('progressive-nikon.tiff', { timeout: 120_000 });
    const tiff = await downloadVia(page, 'Download');
    expect(readImageHeader(tiff.bytes)).toMatchObject({ format: 'tiff', width: 200, height: 133 });
    await chooseOption(page, 'Output format', 'SVG (raster wrapped in SVG)');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('convert-result')).toContainText('progressive-nikon.svg', { timeout: 120_000 });
    const svg = await downloadVia(page, 'Download');
    const text = new TextDecoder().decode(svg.bytes);
    expect(text).toContain('<svg');
    expect(text).toContain('data:image/png;base64,');
    expect(sniffFormat(svg.bytes)).toBeNull();
    expect(await browserDecode(page, svg.bytes, 'image/svg+xml')).toMatchObject({ width: 200, height: 133 });
  });

  for (const compression of ['deflate', 'lzw'] as const) {
    test(`reads a ${compression}-compressed TIFF (as scanners and editors write them)`, async ({ page }) => {
      // ffmpeg (installed by .ci/run) writes the TIFF from a corpus PNG with alpha.
      const tiff = join(mkdtempSync(join(tmpdir(), 'tiff-e2e-')), `swirl-${compression}.tiff`);
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', corpusFile('alpha-swirlaxy.png'), '-compression_algo', compression, tiff]);
      await page.goto('/image-converter');
      await chooseFiles(page, tiff);
      await chooseOption(page, 'Output format', 'PNG');
      await page.getByRole('button', { name: 'Convert', exact: true }).click();
      await expect(page.getByTestId('convert-result')).toContainText(`swirl-${compression}.png`, { timeout: 120_000 });
      const { bytes } = await downloadVia(page, 'Download');
      expect(sniffFormat(bytes)).toBe('png');
      expect(await browserDecode(page, bytes, 'image/png')).toMatchObject({ width: 495, height: 450 });
    });
  }

  test('a PDF renamed .jpg gives the Image Load Error toast', async ({ page }) => {
    await page.goto('/image-converter');
    await chooseFiles(page, corpusFile('pdf-disguised.jpg'));
    await chooseOption(page, 'Output format', 'PNG');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('toast').getByText('Image Load Error')).toBeVisible({ timeout: 30_000 });
  });
});
