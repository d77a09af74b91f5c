/**
 * Every HEIF-family file of realworld/heic through the engine's decode (libheif in Node, the same
 * module the browser loads), held to its manifest line: 'process' decodes upright at the right size,
 * 'refuse' ends in an ImageInputError (the toast's text), 'either' does one or the other; nothing
 * hangs or throws anything else. The AVIF files decode through the browser (e2e).
 */
import { beforeAll, expect, it } from 'vitest';
import { decodeImageFile } from '../../../../../src/wasm/image/decodeImage';
import { ImageInputError } from '../../../../../src/wasm/image/imageHeader';
import { isoImageFamily } from '../../../../../src/lib/fileType';
import { corpusBuffer, corpusIt, realworldBytes, realworldDescribe, realworldManifest } from '../../../../helpers/corpus';
import { initNodeCodecs, initNodeHeif } from '../../../../helpers/nodeCodecs';

beforeAll(async () => {
  await initNodeCodecs();
  await initNodeHeif();
});

const heif = realworldManifest('heic').filter(({ file }) => isoImageFamily(realworldBytes('heic', file)) === 'heif' || file.endsWith('.heic'));

/** Where the upright picture is not the manifest's stored size, and why. */
const UPRIGHT: Record<string, string> = {
  'iphone13promax-rot6.heic': '3024x4032', // irot 90°: the stored 4032x3024 landscape is a portrait photo
  'rainbow-451x461.heic': '451x461', // clap crops the coded 452x462 to the size its name says
};

const bufferOf = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function outcome(file: string) {
  try {
    const { image, format } = await decodeImageFile(bufferOf(realworldBytes('heic', file)));
    return { image, format, error: null };
  } catch (error) {
    return { image: null, format: null, error };
  }
}

const pixel = (image: ImageData, x: number, y: number) => Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

/** Mean brightness of rows [from, to). */
function bandMean(image: ImageData, from: number, to: number): number {
  let sum = 0;
  for (let i = from * image.width * 4; i < to * image.width * 4; i += 4) sum += image.data[i] + image.data[i + 1] + image.data[i + 2];
  return sum / ((to - from) * image.width * 3);
}

realworldDescribe('heic')('HEIC/HEIF decode per realworld/heic/MANIFEST.tsv', () => {
  it('the manifest lists the HEIF files this suite walks', () => {
    expect(heif.length).toBeGreaterThanOrEqual(15);
  });

  for (const { file, expected, facts } of heif) {
    it(`${file}: ${expected}`, async () => {
      const { image, format, error } = await outcome(file);
      if (expected.startsWith('refuse')) {
        expect(error).toBeInstanceOf(ImageInputError);
        expect((error as Error).message.length).toBeGreaterThan(20);
        return;
      }
      if (expected === 'either') {
        if (error) expect(error).toBeInstanceOf(ImageInputError);
        else expect(image!.width * image!.height).toBeGreaterThan(0);
        return;
      }
      expect(error).toBeNull();
      expect(format).toBe('heic');
      expect(`${image!.width}x${image!.height}`).toBe(UPRIGHT[file] ?? facts.dims);
    });
  }

  it('an iPhone grid photo comes out whole: no 512-pixel tile left black, opaque everywhere', async () => {
    const { image } = await outcome('iphone11promax-gps.heic');
    const { width, height, data } = image!;
    const blackTiles: string[] = [];
    for (let ty = 0; ty < height; ty += 512) {
      for (let tx = 0; tx < width; tx += 512) {
        let lit = 0;
        for (let y = ty; y < Math.min(height, ty + 512); y += 8) {
          for (let x = tx; x < Math.min(width, tx + 512); x += 8) if (data[(y * width + x) * 4 + 1] > 8) lit++;
        }
        if (lit === 0) blackTiles.push(`${tx},${ty}`);
      }
    }
    expect(blackTiles).toEqual([]);
    let minAlpha = 255;
    for (let i = 3; i < data.length; i += 4) minAlpha = Math.min(minAlpha, data[i]);
    expect(minAlpha).toBe(255);
  });

  it('irot is applied: the kitchen photo stands upright (white ceiling on top, dark tablecloth below)', async () => {
    const { image } = await outcome('iphone13promax-rot6.heic');
    const band = Math.round(image!.height / 10);
    expect(bandMean(image!, 0, band) - bandMean(image!, image!.height - band, image!.height)).toBeGreaterThan(40);
  });

  it('colours land in the right channels and corners (rainbow: red bottom-left, green bottom-right, blue top-right)', async () => {
    const { image } = await outcome('rainbow-451x461.heic');
    const [r1, g1, b1] = pixel(image!, 2, image!.height - 3);
    expect(r1).toBeGreaterThan(200);
    expect(Math.max(g1, b1)).toBeLessThan(120);
    const [r2, g2] = pixel(image!, image!.width - 3, image!.height - 3);
    expect(g2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(150);
    const [, , b3] = pixel(image!, image!.width - 3, 2);
    expect(b3).toBeGreaterThan(200);
  });

  it('the alpha plane is applied: transparent and opaque pixels both present', async () => {
    const { image } = await outcome('with-alpha-512x512.heic');
    const alphas = new Set<number>();
    for (let i = 3; i < image!.data.length; i += 4) alphas.add(image!.data[i]);
    expect(alphas.has(0)).toBe(true);
    expect(alphas.has(255)).toBe(true);
  });

  it('a truncated file is refused with a message that says what is wrong', async () => {
    const { error } = await outcome('fuzz-github_15.heic');
    expect((error as Error).message).toMatch(/not an image format we can read/);
  });
});

corpusIt('the corpus sample.heif decodes', async () => {
  const { image, format } = await decodeImageFile(corpusBuffer('sample.heif'));
  expect(format).toBe('heic');
  expect(image.width * image.height).toBeGreaterThan(0);
});
