import { imageEngineActor } from '../../machines/imageEngine.actor';
import type { CompressSettings } from '../../wasm/image';

export interface JpgOptions {
  quality: number;
  keepMetadata: boolean;
}

export const JPG_QUALITY = { min: 30, max: 100, step: 5, default: 75 } as const;

/** JPEG in, JPEG out (MozJPEG, progressive, optimised Huffman); the spec's JPG page keeps dimensions. */
export const jpgSettings = (o: JpgOptions): CompressSettings => ({ format: 'jpeg', quality: o.quality, scaleBelow70: false, keepMetadata: o.keepMetadata });

export const jpgEngine = imageEngineActor<JpgOptions>(jpgSettings);
