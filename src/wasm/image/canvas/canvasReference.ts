/**
 * The bar for the JPEG search: the browser's own JPEG encoder (the spec's canvas method,
 * libjpeg-turbo in Chromium) on the sample at the same quality, decoded. Needs OffscreenCanvas
 * (workers in Chromium, Firefox, Safari 17+); without it there is no bar and no search.
 */
import { decodeJpeg } from '../codecs/jsquash';
import type { JpegReference } from '../codecs/jpegSearch';

export const canvasReference: JpegReference = async (sample, quality) => {
  if (typeof OffscreenCanvas !== 'function') return null;
  const canvas = new OffscreenCanvas(sample.width, sample.height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.putImageData(sample, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 100 });
  if (blob.type !== 'image/jpeg') return null;
  return decodeJpeg(await blob.arrayBuffer());
};
