/** One encoding of an image, shared by the compressor and the 'max size' search it drives. */
import type { JpegSetting } from './helpers/contract';

export interface Encoded {
  bytes: ArrayBuffer;
  jpegSetting?: JpegSetting;
}

export type Encoder = (image: ImageData, quality: number) => Promise<Encoded>;
