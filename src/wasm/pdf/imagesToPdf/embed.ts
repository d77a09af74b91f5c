/**
 * Image XObjects for decoded pixels: grey when every pixel is grey (scans), RGB otherwise, a soft
 * mask when any pixel is see-through. Lossless sources (PNG, GIF, BMP, lossless WebP) stay
 * lossless (Flate); lossy ones (HEIC, AVIF, lossy WebP) become a high-quality JPEG, since storing
 * a photo's pixels losslessly would make the PDF many times the size of the photo.
 */
import type { PDFDocument, PDFRef } from '@cantoo/pdf-lib';
import { encodeJpeg } from '../../image';

/** MozJPEG quality for re-encoding lossy sources: no visible loss on photos. */
const LOSSY_JPEG_QUALITY = 90;

interface Planes {
  color: Uint8Array;
  gray: boolean;
  alpha: Uint8Array | null;
}

function splitPlanes(image: ImageData): Planes {
  const { data } = image;
  const pixels = data.length / 4;
  let gray = true;
  let opaque = true;
  for (let p = 0; p < data.length && (gray || opaque); p += 4) {
    if (data[p] !== data[p + 1] || data[p] !== data[p + 2]) gray = false;
    if (data[p + 3] !== 255) opaque = false;
  }
  const channels = gray ? 1 : 3;
  const color = new Uint8Array(pixels * channels);
  const alpha = opaque ? null : new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const p = i * 4;
    if (gray) color[i] = data[p];
    else color.set(data.subarray(p, p + 3), i * 3);
    if (alpha) alpha[i] = data[p + 3];
  }
  return { color, gray, alpha };
}

export async function embedPixels(doc: PDFDocument, image: ImageData, lossy: boolean): Promise<PDFRef> {
  const { context } = doc;
  const { width: Width, height: Height } = image;
  const { color, gray, alpha } = splitPlanes(image);
  const base = { Type: 'XObject', Subtype: 'Image', Width, Height, BitsPerComponent: 8 };
  const extra: Record<string, PDFRef> = {};
  if (alpha) extra.SMask = context.register(context.flateStream(alpha, { ...base, ColorSpace: 'DeviceGray' }));
  const ColorSpace = gray ? 'DeviceGray' : 'DeviceRGB';
  if (!lossy) return context.register(context.flateStream(color, { ...base, ColorSpace, ...extra }));
  const jpeg = new Uint8Array(await encodeJpeg(image, { quality: LOSSY_JPEG_QUALITY }));
  // MozJPEG always writes three components, so the colour space is RGB even for a grey picture.
  return context.register(context.stream(jpeg, { ...base, ColorSpace: 'DeviceRGB', Filter: 'DCTDecode', ...extra }));
}
