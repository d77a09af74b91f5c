/**
 * The converter job: any readable image -> the chosen format, each written for real (MozJPEG at
 * the spec's 0.9, WebP, AVIF through its codec, hand-written BMP/ICO/SVG containers, GIF with a
 * palette, TIFF via UTIF). Only when an encoder fails does it fall back to PNG, and says so.
 */
import * as UTIF from 'utif2';
import { encodeAvif, encodePng, encodeWebp, optimisePng, resizeImage } from './codecs/jsquash';
import { encodeProgressiveJpeg } from './codecs/jpegStrips';
import type { StripHelpers } from './helpers/contract';
import { flattenOnWhite } from './compressImage';
import { carryMetadata } from './carryMetadata';
import { writeBmp, writeIco, writeSvgWrapper } from './codecs/containers';
import { decodeImageFile } from './decodeImage';
import { writeGif } from './codecs/gif';

export const CONVERT_TARGETS = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/bmp',
  'image/gif',
  'image/tiff',
  'image/svg+xml',
  'image/x-icon',
  'image/avif',
] as const;
export type ConvertTarget = (typeof CONVERT_TARGETS)[number];

export interface ConvertResult {
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
  /** True when the chosen encoder failed and the output is PNG instead. */
  fellBack: boolean;
  /** Set when the source is animated (GIF, APNG, WebP): its frame count; the output keeps the first frame only. */
  animationFrames?: number;
}

export const ICO_MAX = 256;

/**
 * OxiPNG effort for a converted PNG: level 1, or level 0 on photos above 4 megapixels (an iPhone
 * photo: 2.8 s instead of 9.2 s here, 8 % bigger), so a phone photo converts in seconds.
 */
const pngEffort = (image: ImageData) => (image.width * image.height > 4_000_000 ? 0 : 1);

/** Targets that carry the source's colour profile (the others have no standard place for one here). */
const PROFILE_TARGETS: Partial<Record<ConvertTarget, string>> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/avif': 'avif' };

export async function convertImageBuffer(
  buffer: ArrayBuffer,
  target: ConvertTarget,
  onProgress?: (f: number) => void,
  helpers?: StripHelpers | null,
): Promise<ConvertResult> {
  const source = new Uint8Array(buffer.slice(0));
  const { image, format, frames } = await decodeImageFile(buffer);
  onProgress?.(0.3);
  const animation = frames > 1 ? { animationFrames: frames } : {};
  try {
    const { bytes, width, height } = await encodeTo(image, target, helpers);
    const profiled = carryMetadata(source, format, new Uint8Array(bytes), PROFILE_TARGETS[target] ?? '', false);
    return { bytes: profiled.buffer as ArrayBuffer, mime: target, width, height, fellBack: false, ...animation };
  } catch {
    return { bytes: await encodePng(image), mime: 'image/png', width: image.width, height: image.height, fellBack: true, ...animation };
  }
}

async function encodeTo(image: ImageData, target: ConvertTarget, helpers?: StripHelpers | null): Promise<{ bytes: ArrayBuffer; width: number; height: number }> {
  const same = (bytes: ArrayBuffer) => ({ bytes, width: image.width, height: image.height });
  switch (target) {
    case 'image/png':
      return same(await optimisePng(image, pngEffort(image)));
    case 'image/jpeg':
      return same(await encodeProgressiveJpeg(flattenOnWhite(image), { quality: 90 }, helpers));
    case 'image/webp':
      return same(await encodeWebp(image, { quality: 80 }));
    case 'image/avif':
      return same(await encodeAvif(image, { quality: 50 }));
    case 'image/bmp':
      return same(writeBmp(image));
    case 'image/gif':
      return same(writeGif(image));
    case 'image/tiff':
      return same(UTIF.encodeImage(new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height));
    case 'image/x-icon':
      return icon(image);
    case 'image/svg+xml':
      return same(writeSvgWrapper(await optimisePng(image, pngEffort(image)), image.width, image.height));
  }
}

async function icon(image: ImageData) {
  const scale = Math.min(1, ICO_MAX / Math.max(image.width, image.height));
  const small = await resizeImage(image, Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
  return { bytes: writeIco(await encodePng(small), small.width, small.height), width: small.width, height: small.height };
}
