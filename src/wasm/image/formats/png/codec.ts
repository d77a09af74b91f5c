/**
 * PNG's code: the wasm decoder; the converter's lossless OxiPNG encode; the compressors' palette
 * quantisation under the level's SSIM floor (codecs/pngCompress.ts).
 */
import { compressPng, pngLevelForQuality } from '../../codecs/pngCompress';
import { decodePng, optimisePng } from '../../codecs/jsquash';
import type { FormatCodec } from '../types';

/**
 * OxiPNG effort for a converted PNG: level 1, or level 0 on photos above 4 megapixels (an iPhone
 * photo: 2.8 s instead of 9.2 s here, 8 % bigger), so a phone photo converts in seconds.
 */
export const pngEffort = (image: ImageData) => (image.width * image.height > 4_000_000 ? 0 : 1);

export const codec: FormatCodec = {
  decode: (buffer) => decodePng(buffer),
  async encode(image) {
    return { bytes: await optimisePng(image, pngEffort(image)), width: image.width, height: image.height };
  },
  async compress(image, quality, { pngLevel, onStep }) {
    return { bytes: await compressPng(image, pngLevel ?? pngLevelForQuality(quality), onStep) };
  },
};
