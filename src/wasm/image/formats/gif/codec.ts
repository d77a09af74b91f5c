/** GIF's code: the browser's decoder (its first frame) and our one-frame writer. */
import { decodeWithBrowser } from '../browserDecoder';
import type { FormatCodec } from '../types';
import { writeGif } from './writeGif';

export const codec: FormatCodec = {
  decode: (buffer) => decodeWithBrowser(buffer),
  async encode(image) {
    return { bytes: writeGif(image), width: image.width, height: image.height };
  },
};
