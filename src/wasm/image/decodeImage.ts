/**
 * Any supported image file -> upright RGBA pixels. Header first (format, pixel cap), then the
 * WASM decoder for JPEG/PNG/WebP, libheif for HEIC/HEIF, UTIF for TIFF, and the browser's own
 * decoder (createImageBitmap, available in workers) for AVIF (it applies irot/imir/clap, which the
 * AVIF wasm decoder leaves to us; that decoder stays for Node and browsers without AVIF), for
 * GIF/BMP/ICO and for JPEGs MozJPEG refuses (CMYK).
 */
import * as UTIF from 'utif2';
import { firstWebpFrame, frameCount, onCanvas } from './codecs/animation';
import { decodeHeif, LibheifLoadError } from './codecs/heif';
import { decodeAvif, decodeJpeg, decodePng, decodeWebp } from './codecs/jsquash';
import { isTruncatedJpeg } from '../jpeg';
import { readIccProfile } from '../metadata';
import { checkPixelLimit, ImageInputError, readImageHeader, type ImageFormat } from './imageHeader';
import { applyOrientation, readJpegOrientation } from './orientation';

export interface DecodedImage {
  image: ImageData;
  format: ImageFormat;
  /** Frames in the source (GIF, APNG, animated WebP): above 1, only the first one is in `image`. */
  frames: number;
}

export async function decodeImageFile(buffer: ArrayBuffer): Promise<DecodedImage> {
  const bytes = new Uint8Array(buffer);
  const { format } = readImageHeader(bytes);
  if (format === 'jpeg' && isTruncatedJpeg(bytes)) {
    throw new ImageInputError('This JPEG file is incomplete (it was cut off before its end), so it cannot be compressed safely.');
  }
  const image = await decode(format, buffer, bytes);
  checkPixelLimit(image.width, image.height);
  return { image, format, frames: frameCount(bytes, format) };
}

async function decode(format: ImageFormat, buffer: ArrayBuffer, bytes: Uint8Array): Promise<ImageData> {
  try {
    switch (format) {
      case 'jpeg':
        return await decodeJpegUpright(buffer, bytes);
      case 'png':
        return await decodePng(buffer);
      case 'webp':
        return await decodeWebpFirstFrame(buffer, bytes);
      case 'avif':
        return await decodeAvifUpright(buffer, bytes);
      case 'heic':
        return await decodeHeif(bytes);
      case 'tiff':
        return decodeTiff(buffer);
      default:
        return await decodeWithBrowser(buffer);
    }
  } catch (error) {
    // A decoder that could not load is not the file's fault: the client then tries the browser's canvas.
    if (error instanceof ImageInputError || error instanceof LibheifLoadError) throw error;
    throw new ImageInputError(`The image could not be decoded: the ${format.toUpperCase()} data is damaged or uses a variant we cannot read.`);
  }
}

async function decodeJpegUpright(buffer: ArrayBuffer, bytes: Uint8Array): Promise<ImageData> {
  let stored: ImageData;
  try {
    stored = await decodeJpeg(buffer);
  } catch (error) {
    // CMYK/YCCK JPEGs: MozJPEG cannot convert them to RGB, the browser can (and orients them itself).
    if (canUseBrowserDecoder()) return decodeWithBrowser(buffer);
    throw error;
  }
  return applyOrientation(stored, readJpegOrientation(bytes));
}

/**
 * An AVIF with an ICC profile is decoded without colour conversion: the output carries that
 * profile (carryMetadata), so converting here too would apply it twice. Without one (nclx: sRGB,
 * P3, HDR PQ ...) the browser maps the colours to sRGB, which is what an untagged output means.
 */
async function decodeAvifUpright(buffer: ArrayBuffer, bytes: Uint8Array): Promise<ImageData> {
  if (!canUseBrowserDecoder()) return decodeAvif(buffer);
  try {
    return await decodeWithBrowser(buffer, readIccProfile(bytes, 'avif') ? 'none' : 'default');
  } catch {
    return decodeAvif(buffer);
  }
}

/** The WebP decoder reads stills only: an animation gives its first frame, placed on its canvas. */
async function decodeWebpFirstFrame(buffer: ArrayBuffer, bytes: Uint8Array): Promise<ImageData> {
  const first = firstWebpFrame(bytes);
  if (!first) return decodeWebp(buffer);
  const frame = await decodeWebp(first.still.buffer as ArrayBuffer);
  return onCanvas(frame, first.x, first.y, first.canvasWidth, first.canvasHeight);
}

function decodeTiff(buffer: ArrayBuffer): ImageData {
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
}

export const canUseBrowserDecoder = () => typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';

async function decodeWithBrowser(buffer: ArrayBuffer, colorSpaceConversion: ColorSpaceConversion = 'default'): Promise<ImageData> {
  if (!canUseBrowserDecoder()) throw new Error('No browser image decoder here');
  const bitmap = await createImageBitmap(new Blob([buffer]), { imageOrientation: 'from-image', colorSpaceConversion });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Failed to get canvas context');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
