import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readImageHeader, sniffFormat } from '../../src/wasm/image/imageHeader';
import { chooseFiles, chooseOption, corpusFile, expect, test } from './fixtures/test';
import { browserDecode, downloadVia } from './fixtures/imageDownloads';

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
