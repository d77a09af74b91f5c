/**
 * A small WebP of any image the engine reads, for showing what the browser itself cannot display
 * (a HEIC anywhere but Safari): decoded upright, scaled to fit `maxSide`, alpha kept.
 */
import { encodeWebp, resizeImage } from './codecs/jsquash';
import { decodeImageFile } from './decodeImage';

export interface PreviewResult {
  bytes: ArrayBuffer;
  mime: 'image/webp';
}

const PREVIEW_MAX_SIDE = 1024;

export async function previewImageBuffer(buffer: ArrayBuffer, maxSide = PREVIEW_MAX_SIDE): Promise<PreviewResult> {
  const { image } = await decodeImageFile(buffer);
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const fit = (side: number) => Math.max(1, Math.round(side * scale));
  const small = await resizeImage(image, fit(image.width), fit(image.height));
  return { bytes: await encodeWebp(small, { quality: 80 }), mime: 'image/webp' };
}
