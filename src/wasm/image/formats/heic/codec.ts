/** HEIC/HEIF's code: the primary image, upright, from libheif (codecs/heif.ts). */
import { decodeHeif } from '../../codecs/heif';
import type { FormatCodec } from '../types';

export const codec: FormatCodec = {
  decode: (_, bytes) => decodeHeif(bytes),
};
