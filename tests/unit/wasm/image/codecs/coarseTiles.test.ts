import { beforeAll, expect, it } from 'vitest';
import { coarseTiles, sampleTiles } from '../../../../../src/wasm/image/codecs/jpegSearch';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

/** An image whose every pixel says where it is (x in red/green, y in blue/alpha). */
function located(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x & 255, x >> 8, y & 255, y >> 8], (y * width + x) * 4);
  return new ImageData(data, width, height);
}
const at = (image: ImageData, x: number, y: number) => {
  const i = (y * image.width + x) * 4;
  const d = image.data;
  return [d[i] + 256 * d[i + 1], d[i + 2] + 256 * d[i + 3]];
};

it('the coarse sample is the 16-aligned centre of each tile of a stitched sample: a quarter of it', () => {
  const sample = sampleTiles(located(4000, 3000));
  expect([sample.width, sample.height]).toEqual([768, 768]);
  const coarse = coarseTiles(sample);
  expect([coarse.width, coarse.height]).toEqual([384, 384]);
  // Tile (0, 0) of the coarse sample starts at (64, 64) of the sample; tile (2, 1) at (576, 320).
  expect(at(coarse, 0, 0)).toEqual(at(sample, 64, 64));
  expect(at(coarse, 256, 128)).toEqual(at(sample, 576, 320));
  expect(at(coarse, 383, 383)).toEqual(at(sample, 703, 703));
});

it('a small image is its own coarse sample (nothing worth saving)', () => {
  const small = located(300, 200);
  expect(coarseTiles(small)).toBe(small);
  const photo = located(640, 480);
  expect(coarseTiles(photo).width).toBe(384);
});
