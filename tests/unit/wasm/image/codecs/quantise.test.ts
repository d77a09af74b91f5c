import { beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../../../../../src/wasm/image/codecs/jsquash';
import { pngPlan } from '../../../../../src/wasm/image/codecs/pngCompress';
import { quantise, toImageData } from '../../../../../src/wasm/image/codecs/quantise';
import { ssim } from '../../../../../src/wasm/image/codecs/ssim';
import { corpusBuffer, corpusIt } from '../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

const distinct = (image: ImageData) => new Set(new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height)).size;

describe('palette quantisation', () => {
  corpusIt('keeps at most the asked colours, keeps transparency, and stays close to the original', async () => {
    const source = await decodePng(corpusBuffer('alpha-swirlaxy.png'));
    for (const [colors, dither] of [[256, 0], [64, 0.75]] as const) {
      const q = quantise(source, colors, dither);
      const image = toImageData(q, source.width, source.height);
      expect(distinct(image)).toBeLessThanOrEqual(colors);
      const transparentBefore = source.data.filter((v, i) => i % 4 === 3 && v === 0).length;
      const transparentAfter = image.data.filter((v, i) => i % 4 === 3 && v === 0).length;
      expect(Math.abs(transparentAfter - transparentBefore) / transparentBefore).toBeLessThan(0.02);
      expect(ssim(source, image, source.width, source.height)).toBeGreaterThan(colors === 256 ? 0.98 : 0.9);
    }
  });

  it('levels: 1-4 lossless with OxiPNG effort capped on big images, 5-9 fewer colours as the level rises', () => {
    expect(pngPlan(3, 1_000_000)).toEqual({ colors: null, dither: 0, oxipngLevel: 3 });
    expect(pngPlan(4, 12_000_000).oxipngLevel).toBe(2);
    expect([5, 6, 7, 8, 9].map((l) => pngPlan(l, 1000).colors)).toEqual([256, 256, 256, 128, 64]);
    expect(pngPlan(5, 1000).dither).toBeGreaterThan(0);
    expect(pngPlan(7, 1000).dither).toBe(0);
  });
});
