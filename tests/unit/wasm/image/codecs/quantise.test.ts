/**
 * The palette quantiser (src/wasm/image/codecs/quantise.ts and ./palette/): palette size, exact
 * colours kept when there are few, transparency kept, determinism, a palette better than the old
 * median cut on a photo, and the bounds that keep its time in budget (structural: the time itself
 * is measured by `npm run bench:images`, never asserted here).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../../../../../src/wasm/image/codecs/jsquash';
import { pngPlan } from '../../../../../src/wasm/image/codecs/pngCompress';
import { Quantiser, quantise, toImageData } from '../../../../../src/wasm/image/codecs/quantise';
import { contrastMaps, histogram } from '../../../../../src/wasm/image/codecs/palette/analyse';
import { sampleTiles } from '../../../../../src/wasm/image/codecs/palette/sample';
import { ssim } from '../../../../../src/wasm/image/codecs/ssim';
import { corpusBuffer, corpusIt } from '../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

const distinct = (image: ImageData) => new Set(new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height)).size;

/** A smooth synthetic photo-like image: gradients, a soft disc, noise, and a transparent border when asked. */
function synthetic(width: number, height: number, alpha: boolean): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 12345;
  const noise = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32 - 0.5) * 12;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const d = Math.hypot(x - width / 2, y - height / 2) / (width / 2);
      data[i] = (255 * x) / width + noise();
      data[i + 1] = (255 * y) / height + noise();
      data[i + 2] = 255 * (1 - d) + noise();
      data[i + 3] = alpha ? (d > 0.9 ? 0 : d > 0.8 ? Math.round(255 * (0.9 - d) * 10) : 255) : 255;
    }
  }
  return new ImageData(data, width, height);
}

describe('palette quantisation', () => {
  it('keeps at most the asked colours, dithered or not', () => {
    const image = synthetic(160, 120, false);
    for (const colors of [2, 16, 64, 256]) {
      for (const dither of [0, 0.75]) {
        const q = quantise(image, colors, dither);
        expect(q.colors, `${colors}/${dither}`).toBeLessThanOrEqual(colors);
        expect(Math.max(...q.indices)).toBeLessThan(q.colors);
        expect(distinct(toImageData(q, image.width, image.height))).toBeLessThanOrEqual(colors);
      }
    }
  });

  it('an image with no more colours than asked keeps them exactly (lossless)', () => {
    const image = synthetic(64, 64, true);
    const words = new Uint32Array(image.data.buffer);
    for (let p = 0; p < words.length; p++) if (image.data[p * 4 + 3] > 0) words[p] = [0xff0000ff, 0xff00ff00, 0x80ff0000, 0xffffffff][p % 4];
    const q = new Quantiser(image);
    expect(q.isExact(5)).toBe(true);
    const back = toImageData(q.quantise(5, 0.75), image.width, image.height);
    for (let p = 0; p < words.length; p++) {
      if (image.data[p * 4 + 3] === 0) expect(back.data[p * 4 + 3]).toBe(0);
      else expect(new Uint32Array(back.data.buffer)[p]).toBe(words[p]);
    }
  });

  it('keeps transparency: fully transparent pixels stay so, opaque ones stay opaque', () => {
    const image = synthetic(200, 150, true);
    for (const dither of [0, 0.75]) {
      const out = toImageData(quantise(image, 64, dither), image.width, image.height);
      for (let i = 3; i < image.data.length; i += 4) {
        if (image.data[i] === 0) expect(out.data[i]).toBe(0);
        if (image.data[i] === 255) expect(out.data[i], `alpha at ${i}`).toBeGreaterThanOrEqual(250);
      }
    }
  });

  it('is deterministic: the same image gives the same palette and indices', () => {
    const image = synthetic(180, 120, true);
    for (const dither of [0, 0.5]) {
      const a = quantise(image, 48, dither);
      const b = quantise(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 48, dither);
      expect(b.palette).toEqual(a.palette);
      expect(b.indices).toEqual(a.indices);
    }
  });

  corpusIt('on corpus PNGs: keeps transparency and stays close to the original', async () => {
    const source = await decodePng(corpusBuffer('alpha-swirlaxy.png'));
    for (const [colors, dither] of [[256, 0], [64, 0.75]] as const) {
      const q = quantise(source, colors, dither);
      const image = toImageData(q, source.width, source.height);
      expect(distinct(image)).toBeLessThanOrEqual(colors);
      const transparentBefore = source.data.filter((v, i) => i % 4 === 3 && v === 0).length;
      const transparentAfter = image.data.filter((v, i) => i % 4 === 3 && v === 0).length;
      expect(Math.abs(transparentAfter - transparentBefore) / transparentBefore).toBeLessThan(0.02);
      expect(ssim(source, image, source.width, source.height)).toBeGreaterThan(colors === 256 ? 0.99 : 0.98);
    }
  });

  corpusIt('a photo: 256 colours reach SSIM 0.985 (the old median cut reached 0.972), 128 reach the default floor', async () => {
    const source = await decodePng(corpusBuffer('astronaut-rgb.png'));
    const q = new Quantiser(source);
    const score = (colors: number, dither: number) => ssim(source, toImageData(q.quantise(colors, dither), source.width, source.height), source.width, source.height);
    expect(score(256, 0)).toBeGreaterThanOrEqual(0.985);
    expect(score(128, 0)).toBeGreaterThanOrEqual(0.97);
    expect(score(256, 0.75)).toBeGreaterThanOrEqual(0.98);
  });

  it('levels: 1-4 lossless with OxiPNG effort capped on big images, 5-9 fewer colours as the level rises', () => {
    expect(pngPlan(3, 1_000_000)).toEqual({ colors: null, dither: 0, oxipngLevel: 3 });
    expect(pngPlan(4, 12_000_000).oxipngLevel).toBe(2);
    expect([5, 6, 7, 8, 9].map((l) => pngPlan(l, 1000).colors)).toEqual([256, 256, 256, 128, 64]);
    expect(pngPlan(5, 1000).dither).toBeGreaterThan(0);
    expect(pngPlan(7, 1000).dither).toBe(0);
  });
});

describe('the bounds that keep a 12 MP photo in its time budget', () => {
  it('the histogram holds at most 40 000 entries, however many colours the image has', () => {
    // 1024 x 1024 of noise: every pixel a different colour.
    const image = new ImageData(1024, 1024);
    let seed = 7;
    for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
    const h = histogram(image, contrastMaps(image).importance);
    expect(h.count).toBeLessThanOrEqual(40_000);
    expect(h.count).toBeGreaterThan(1000);
  });

  it('the floor search scores a sample of at most a megapixel, in tiles of the image', () => {
    const big = new ImageData(4000, 3000);
    for (let i = 0; i < big.data.length; i += 4) [big.data[i], big.data[i + 1], big.data[i + 2], big.data[i + 3]] = [(i >> 2) % 4000 >> 4, ((i >> 2) / 4000) >> 4, 7, 255];
    const sample = sampleTiles(big, 1_000_000);
    expect(sample.width * sample.height).toBeGreaterThan(500_000);
    expect(sample.width * sample.height).toBeLessThanOrEqual(1_000_000);
    // A small image is its own sample.
    const small = synthetic(300, 200, false);
    expect(sampleTiles(small, 1_000_000)).toBe(small);
  });
});
