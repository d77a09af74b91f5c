import { beforeAll, describe, expect, it } from 'vitest';
import { encodeJpeg } from '../../../../../../src/wasm/image';
import { jpegLooksAlike, looksAlike, psnr } from '../../../../../../src/wasm/pdf/compress/images/imageCheck';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';

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
    expect(await jpegLooksAlike(image, good, drawn, 26)).toBe(true);
    expect(await jpegLooksAlike(image, bad, drawn, 26)).toBe(false);
  });

  it('compares at the size the page shows: detail below that size does not count', async () => {
    const image = strokes(240, 180);
    const flat = new ImageData(new Uint8ClampedArray(240 * 180 * 4).fill(189), 240, 180); // the strokes' mean gray
    // Drawn a tenth of an inch wide, both become a couple of pixels of near-equal gray.
    expect(await looksAlike(image, flat, { width: 7, height: 5 }, 20)).toBe(true);
    expect(await looksAlike(image, flat, { width: 180, height: 135 }, 20)).toBe(false);
  });
});
