import { beforeAll, describe, expect, it } from 'vitest';
import { chromaSsim, msSsim, ssim } from '../../../../../src/wasm/image/codecs/ssim';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs()); // the ImageData polyfill

/** A 128 x 96 test image: a luma gradient with fine texture and a colour ramp. */
function picture(map: (r: number, g: number, b: number, x: number, y: number) => [number, number, number] = (r, g, b) => [r, g, b]): ImageData {
  const width = 128;
  const height = 96;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const texture = ((x * 7 + y * 13) % 17) * 4;
      const [r, g, b] = map(60 + x + texture, 40 + y + texture, 200 - x + texture, x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return new ImageData(data, width, height);
}

describe('the JPEG benchmark guards', () => {
  it('an image against itself scores 1 on MS-SSIM and on both chroma planes', () => {
    const image = picture();
    expect(msSsim(image, image, 128, 96)).toBeCloseTo(1, 6);
    expect(chromaSsim(image, image)).toEqual({ cb: 1, cr: 1 });
  });

  it('a colour-only change leaves luma untouched and shows in Cb and Cr', () => {
    // Swap red and blue around the same luma: 0.299 r + 0.114 b changes little, so compensate with green.
    const original = picture();
    const recoloured = picture((r, g, b) => [b, g + Math.round((0.299 * (r - b) + 0.114 * (b - r)) / 0.587), r]);
    expect(ssim(original, recoloured, 128, 96)).toBeGreaterThan(0.99);
    const chroma = chromaSsim(original, recoloured);
    expect(Math.min(chroma.cb, chroma.cr)).toBeLessThan(0.9);
  });

  it('losing the fine texture costs more MS-SSIM than a uniform brightness shift', () => {
    const original = picture();
    const smooth = picture((...[, , , x, y]) => [60 + x + 32, 40 + y + 32, 200 - x + 32]);
    const brighter = picture((r, g, b) => [r + 6, g + 6, b + 6]);
    expect(msSsim(original, smooth, 128, 96)).toBeLessThan(msSsim(original, brighter, 128, 96));
    expect(msSsim(original, smooth, 128, 96)).toBeLessThan(0.9);
  });
});
