import { beforeAll, describe, expect, it } from 'vitest';
import { encodeProgressiveJpeg, rewritesAsProgressive } from '../../../../../src/wasm/image/codecs/jpegStrips';
import { decodeJpeg, encodeJpeg } from '../../../../../src/wasm/image/codecs/jsquash';
import { decodeImageFile } from '../../../../../src/wasm/image/decodeImage';
import { corpusBuffer, corpusIt } from '../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';
import { buffer, bytesOf, frameMarker, psnr, sameDecode, synthetic } from '../../../../helpers/testJpegs';

beforeAll(() => initNodeCodecs());

describe('the full-size encode (strips on helpers, rewritten as progressive)', () => {
  it('encodes small images with MozJPEG progressive directly, big ones in strips on the helpers', async () => {
    const small = synthetic(400, 300);
    expect(rewritesAsProgressive(small)).toBe(false);
    const direct = bytesOf(await encodeProgressiveJpeg(small, { quality: 75 }));
    expect(direct).toEqual(bytesOf(await encodeJpeg(small, { quality: 75 })));

    const big = synthetic(2000, 1500);
    const sizes: number[] = [];
    const helpers = {
      count: 2,
      encodeStrip: async (strip: ImageData, options: Parameters<typeof encodeJpeg>[1]) => {
        sizes.push(strip.height);
        expect(options.progressive).toBe(false);
        return encodeJpeg(strip, options);
      },
    };
    const out = bytesOf(await encodeProgressiveJpeg(big, { quality: 75 }, helpers));
    expect(sizes).toEqual([512, 476]); // three strips of 32 MCU rows: this thread encodes the first
    expect(frameMarker(out)).toBe(0xc2);
    const moz = bytesOf(await encodeJpeg(big, { quality: 75 }));
    expect(Math.abs(out.length / moz.length - 1)).toBeLessThan(0.015);
    const [ours, theirs] = [await decodeJpeg(buffer(out)), await decodeJpeg(buffer(moz))];
    expect(psnr(ours, big)).toBeGreaterThan(psnr(theirs, big) - 0.1);
  });

  it('falls back to MozJPEG progressive when a helper fails', async () => {
    const big = synthetic(2000, 1000); // two strips: one for the helper
    const failing = { count: 1, encodeStrip: () => Promise.reject(new Error('An image helper stopped unexpectedly.')) };
    const out = bytesOf(await encodeProgressiveJpeg(big, { quality: 75 }, failing));
    expect(out).toEqual(bytesOf(await encodeJpeg(big, { quality: 75 })));
  });

  corpusIt('gives a 12 MP photo within 1 % of MozJPEG progressive bytes and the same pixels as its baseline encode', async () => {
    const { image } = await decodeImageFile(corpusBuffer('photo-phone-xiaomi-gps.jpg'));
    const options = { quality: 70, quant_table: 7, separate_chroma_quality: true, chroma_quality: 50 };
    const out = bytesOf(await encodeProgressiveJpeg(image, options));
    const moz = bytesOf(await encodeJpeg(image, options));
    expect(Math.abs(out.length / moz.length - 1)).toBeLessThan(0.01);
    const baseline = await encodeJpeg(image, { ...options, progressive: false });
    expect(sameDecode(await decodeJpeg(buffer(out)), await decodeJpeg(baseline))).toBe(true);
  });
});
