import { corpusPath, corpusDescribe } from '../../../../helpers/corpus';
import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';
import {
  decodeAvif,
  decodeJpeg,
  decodePng,
  decodeWebp,
  encodeAvif,
  encodeJpeg,
  encodePng,
  encodeWebp,
  optimisePng,
  resizeImage,
} from '../../../../../src/wasm/image/codecs/jsquash';

const corpus = (name: string) => readFile(corpusPath(name));
const bufferOf = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

beforeAll(() => initNodeCodecs());

corpusDescribe('codecs on corpus files', () => {
  it('decodes a JPEG and re-encodes it smaller with MozJPEG at q75', async () => {
    const source = await corpus('gps-nikon-coolpix.jpg');
    const image = await decodeJpeg(bufferOf(source));
    expect([image.width, image.height]).toEqual([640, 480]);
    const out = new Uint8Array(await encodeJpeg(image, { quality: 75 }));
    expect([out[0], out[1]]).toEqual([0xff, 0xd8]);
    expect(out.byteLength).toBeLessThan(source.byteLength);
    const again = await decodeJpeg(bufferOf(out));
    expect([again.width, again.height]).toEqual([640, 480]);
  });

  // optimiseAlpha may rewrite the colour of fully transparent pixels: invisible, so not compared.
  it('round-trips PNG with alpha through encode + OxiPNG losslessly', async () => {
    const source = await corpus('alpha-swirlaxy.png');
    const image = await decodePng(bufferOf(source));
    expect([image.width, image.height]).toEqual([495, 450]);
    const optimised = await optimisePng(await encodePng(image), 2);
    const back = await decodePng(optimised);
    let visibleDifferences = 0;
    for (let i = 0; i < image.data.length; i += 4) {
      const alpha = image.data[i + 3];
      if (alpha !== back.data[i + 3]) visibleDifferences++;
      else if (alpha > 0 && [0, 1, 2].some((c) => image.data[i + c] !== back.data[i + c])) visibleDifferences++;
    }
    expect(visibleDifferences).toBe(0);
    expect(optimised.byteLength).toBeLessThan(source.byteLength);
  });

  it('encodes WebP and AVIF that decode back to the same size', async () => {
    const image = await resizeImage(await decodePng(bufferOf(await corpus('astronaut-rgb.png'))), 128, 128);
    expect([image.width, image.height]).toEqual([128, 128]);
    const webp = await decodeWebp(await encodeWebp(image, { quality: 75 }));
    expect([webp.width, webp.height]).toEqual([128, 128]);
    const avif = await decodeAvif(await encodeAvif(image, { quality: 50, speed: 10 }));
    expect([avif.width, avif.height]).toEqual([128, 128]);
  });
});
