/** TIFF's code: UTIF reads the first image of the file (size checked before its pixels are made) and writes one. */
import * as UTIF from 'utif2';
import { checkPixelLimit } from '../../imageHeader';
import type { FormatCodec } from '../types';

export const codec: FormatCodec = {
  async decode(buffer) {
    const [first] = UTIF.decode(buffer);
    if (!first) throw new Error('TIFF without images');
    // UTIF fills width/height only while decoding: check the size tags (256, 257) first.
    const tag = (id: number) => Number((first as Record<string, unknown[] | undefined>)[`t${id}`]?.[0]);
    checkPixelLimit(tag(256), tag(257));
    UTIF.decodeImage(buffer, first);
    const width = Number(first.width);
    const height = Number(first.height);
    if (!(width > 0 && height > 0)) throw new Error('TIFF without a readable image');
    return new ImageData(new Uint8ClampedArray(UTIF.toRGBA8(first)), width, height);
  },
  async encode(image) {
    const { width, height, data } = image;
    return { bytes: UTIF.encodeImage(new Uint8Array(data.buffer, data.byteOffset, data.length), width, height), width, height };
  },
};
