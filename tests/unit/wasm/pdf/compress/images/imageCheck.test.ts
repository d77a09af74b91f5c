import { beforeAll, describe, expect, it } from 'vitest';
import { zlibSync } from 'fflate';
import { encodeJpeg, resizeImage } from '../../../../../../src/wasm/image';
import { jpegPsnr, pagePsnr, psnr, viewPsnr } from '../../../../../../src/wasm/pdf/compress/images/imageCheck';
import { buildPdf } from '../../../../../helpers/buildPdf';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { renderGray } from '../../../../../helpers/pdfChecks';

beforeAll(() => initNodeCodecs());

/** Black text-like strokes on white: what resampling or strong JPEG smears first. */
function strokes(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x % 6 < 1 || y % 9 < 1) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return new ImageData(data, width, height);
}

describe('the per-image check of a lossy change', () => {
  it('PSNR is infinite for equal pixels and low for an image against blank paper', () => {
    const image = strokes(60, 60);
    expect(psnr(image, image)).toBe(Infinity);
    const blank = new ImageData(new Uint8ClampedArray(60 * 60 * 4).fill(255), 60, 60);
    expect(psnr(image, blank)).toBeLessThan(10);
  });

  it('passes a faithful JPEG and fails one that smears the strokes', async () => {
    const image = strokes(240, 180);
    const drawn = { width: 180, height: 135 }; // 96 DPI of this is exactly the image's size
    const good = new Uint8Array(await encodeJpeg(image, { quality: 95 }));
    const bad = new Uint8Array(await encodeJpeg(image, { quality: 5 }));
    expect(await jpegPsnr(image, good, drawn)).toBeGreaterThanOrEqual(26);
    expect(await jpegPsnr(image, bad, drawn)).toBeLessThan(26);
  });

  it('compares at the size the page shows: detail below that size does not count', async () => {
    const image = strokes(240, 180);
    const flat = new ImageData(new Uint8ClampedArray(240 * 180 * 4).fill(189), 240, 180); // the strokes' mean gray
    // Drawn a tenth of an inch wide, both become a couple of pixels of near-equal gray.
    expect(await viewPsnr(image, flat, { width: 7, height: 5 })).toBeGreaterThanOrEqual(20);
    expect(await viewPsnr(image, flat, { width: 180, height: 135 })).toBeLessThan(20);
  });

  it('at 72 DPI, measures a resampled image as poppler draws the page: in its whole-pixel boxes, not by area', async () => {
    // Scanned-text-like strokes at uneven places, 600 × 800 drawn at 432 × 576 pt (100 DPI), and the same resampled to 75 DPI.
    const [width, height] = [600, 800];
    const data = new Uint8ClampedArray(width * height * 4).fill(255);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let word = 0; word < 1500; word++) {
      const [x0, y0, w, h] = [Math.floor(next() * (width - 40)), Math.floor(next() * (height - 12)), 4 + Math.floor(next() * 30), 3 + Math.floor(next() * 8)];
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x += 2 + Math.floor(next() * 3)) data.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
    const original = new ImageData(data, width, height);
    const resampled = await resizeImage(original, 450, 600);
    const drawn = { width: 432, height: 576 };
    const pdfOf = async (image: ImageData) => {
      const rgb = new Uint8Array(image.width * image.height * 3);
      for (let i = 0; i < image.width * image.height; i++) rgb.set(image.data.subarray(i * 4, i * 4 + 3), i * 3);
      const dict = { ColorSpace: 'DeviceRGB', Filter: 'FlateDecode' };
      return (await buildPdf([{ name: 'Im', width: image.width, height: image.height, data: zlibSync(rgb), dict, drawn: [drawn.width, drawn.height] }])).bytes;
    };
    const [a, b] = [renderGray(await pdfOf(original), 72)[0], renderGray(await pdfOf(resampled), 72)[0]];
    // The image's region of the 612 × 792 page (drawn at 36, 36 from the bottom left).
    let sum = 0;
    for (let y = 792 - 36 - 576; y < 792 - 36; y++) {
      for (let x = 36; x < 36 + 432; x++) sum += (a.pixels[y * a.width + x] - b.pixels[y * b.width + x]) ** 2;
    }
    const poppler = 10 * Math.log10((255 * 255) / (sum / (432 * 576)));
    const modelled = await viewPsnr(original, resampled, drawn, false, 72);
    expect(Math.abs(modelled - poppler)).toBeLessThan(0.5);
    // The whole page: the image covers 432 × 576 of 612 × 792 pt, the rest of the page is unchanged.
    let pageSum = 0;
    for (let i = 0; i < a.pixels.length; i++) pageSum += (a.pixels[i] - b.pixels[i]) ** 2;
    const popplerPage = 10 * Math.log10((255 * 255) / (pageSum / a.pixels.length));
    const modelledPage = await pagePsnr(original, resampled, { ...drawn, pageShare: (432 * 576) / (612 * 792) });
    expect(popplerPage).toBeGreaterThan(poppler + 2);
    expect(Math.abs(modelledPage - popplerPage)).toBeLessThan(0.5);
    // A smooth resize of both to the page's size (what the check did before) is several dB kinder than the page.
    const [smoothA, smoothB] = await Promise.all([resizeImage(original, 432, 576), resizeImage(resampled, 432, 576)]);
    const gray = (image: ImageData, i: number) => 0.299 * image.data[i] + 0.587 * image.data[i + 1] + 0.114 * image.data[i + 2];
    let smoothSum = 0;
    for (let i = 0; i < smoothA.data.length; i += 4) smoothSum += (gray(smoothA, i) - gray(smoothB, i)) ** 2;
    expect(10 * Math.log10((255 * 255) / (smoothSum / (432 * 576)))).toBeGreaterThan(poppler + 2);
  });
});
