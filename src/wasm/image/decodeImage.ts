/**
 * Any supported image file -> upright RGBA pixels. Header first (format, pixel cap), then the
 * format's own decoder (its codec in ./formats: MozJPEG, the PNG and WebP wasm decoders, libheif,
 * UTIF, the browser's decoder for AVIF, GIF, BMP and ICO), loaded on first use.
 */
import { LibheifLoadError } from './codecs/heif';
import { loadCodec } from './formats/codec';
import { frameCount } from './formats/frames';
import { checkPixelLimit, ImageInputError, readImageHeader, type ImageFormat } from './imageHeader';

export interface DecodedImage {
  image: ImageData;
  format: ImageFormat;
  /** Frames in the source (GIF, APNG, animated WebP): above 1, only the first one is in `image`. */
  frames: number;
}

export async function decodeImageFile(buffer: ArrayBuffer): Promise<DecodedImage> {
  const bytes = new Uint8Array(buffer);
  const { format } = readImageHeader(bytes);
  const image = await decode(format, buffer, bytes);
  checkPixelLimit(image.width, image.height);
  return { image, format, frames: await frameCount(bytes, format) };
}

async function decode(format: ImageFormat, buffer: ArrayBuffer, bytes: Uint8Array): Promise<ImageData> {
  try {
    const codec = await loadCodec(format);
    if (!codec.decode) throw new Error(`No decoder for ${format}`);
    return await codec.decode(buffer, bytes);
  } catch (error) {
    // A decoder that could not load is not the file's fault: the client then tries the browser's canvas.
    if (error instanceof ImageInputError || error instanceof LibheifLoadError) throw error;
    throw new ImageInputError(`The image could not be decoded: the ${format.toUpperCase()} data is damaged or uses a variant we cannot read.`, 'undecodable', { format: format.toUpperCase() });
  }
}
