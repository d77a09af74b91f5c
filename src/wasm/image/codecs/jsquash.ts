/**
 * The image codecs (jSquash: MozJPEG, PNG, OxiPNG, WebP, AVIF, resize) behind one small async API.
 * Each codec module is imported on first use, so a worker only downloads the wasm it needs, once.
 * Works in workers, on the main thread and in Node tests (after `initNodeCodecs()`).
 * Decoders return raw pixels: MozJPEG does NOT apply EXIF orientation (see ./orientation.ts).
 */
import type { EncodeOptions as JpegEncodeOptions } from '@jsquash/jpeg/meta';
import type { EncodeOptions as WebpEncodeOptions } from '@jsquash/webp/meta';
import type { EncodeOptions as AvifEncodeOptions } from '@jsquash/avif/meta';

export type MozJpegOptions = JpegEncodeOptions;
export type WebpOptions = WebpEncodeOptions;
export type AvifOptions = Omit<AvifEncodeOptions, 'bitDepth'>;

/**
 * Our MozJPEG settings (ANCHORS.md): the Annex K tables (quant_table 0) when nothing is searched
 * (the quality search in ./jpegSearch.ts picks table 0 or 7 and a separate chroma quality per
 * photo), forced 4:2:0 because auto_subsample spends bytes on chroma the eye barely sees,
 * progressive + optimised Huffman for free bytes. Trellis extras change < 1 % and are left off.
 */
const MOZJPEG_DEFAULTS: Omit<MozJpegOptions, 'quality'> = {
  baseline: false,
  arithmetic: false,
  progressive: true,
  optimize_coding: true,
  smoothing: 0,
  color_space: 3 as MozJpegOptions['color_space'], // YCbCr (const enum in the .d.ts)
  quant_table: 0,
  trellis_multipass: false,
  trellis_opt_zero: false,
  trellis_opt_table: false,
  trellis_loops: 1,
  auto_subsample: false,
  chroma_subsample: 2,
  separate_chroma_quality: false,
  chroma_quality: 75,
};

export async function decodeJpeg(buffer: ArrayBuffer): Promise<ImageData> {
  const { default: decode } = await import('@jsquash/jpeg/decode.js');
  return decode(buffer, { preserveOrientation: false });
}

/** Every MozJPEG option: ours (MOZJPEG_DEFAULTS) under the given ones, quality clamped to 0..100. */
export const mozJpegOptions = (options: { quality: number } & Partial<MozJpegOptions>): MozJpegOptions => ({
  ...MOZJPEG_DEFAULTS,
  ...options,
  quality: clampQuality(options.quality),
});

/** MozJPEG encode; `quality` is 0..100. */
export async function encodeJpeg(image: ImageData, options: { quality: number } & Partial<MozJpegOptions>): Promise<ArrayBuffer> {
  const { default: encode } = await import('@jsquash/jpeg/encode.js');
  return encode(image, mozJpegOptions(options));
}

export async function decodePng(buffer: ArrayBuffer): Promise<ImageData> {
  const { default: decode } = await import('@jsquash/png/decode.js');
  return decode(buffer);
}

/** Plain (fast) PNG encode; run `optimisePng` afterwards for the small file. */
export async function encodePng(image: ImageData): Promise<ArrayBuffer> {
  const { default: encode } = await import('@jsquash/png/encode.js');
  return encode(image);
}

/** OxiPNG: lossless re-compression of a PNG file (or raw pixels). level 0..6. */
export async function optimisePng(input: ArrayBuffer | ImageData, level: number): Promise<ArrayBuffer> {
  const { default: optimise } = await import('@jsquash/oxipng/optimise.js');
  return optimise(input, { level: Math.max(0, Math.min(6, Math.round(level))), interlace: false, optimiseAlpha: true });
}

export async function decodeWebp(buffer: ArrayBuffer): Promise<ImageData> {
  const { default: decode } = await import('@jsquash/webp/decode.js');
  return decode(buffer);
}

export async function encodeWebp(image: ImageData, options: { quality: number } & Partial<WebpOptions>): Promise<ArrayBuffer> {
  const { default: encode } = await import('@jsquash/webp/encode.js');
  return encode(image, { ...options, quality: clampQuality(options.quality) });
}

export async function decodeAvif(buffer: ArrayBuffer): Promise<ImageData> {
  const { default: decode } = await import('@jsquash/avif/decode.js');
  const image = await decode(buffer);
  if (!image) throw new Error('Decoding error');
  return image;
}

/** AVIF encode. speed 6 keeps a phone-sized photo within seconds on one thread. */
export async function encodeAvif(image: ImageData, options: { quality: number } & Partial<AvifOptions>): Promise<ArrayBuffer> {
  const { default: encode } = await import('@jsquash/avif/encode.js');
  return encode(image, { speed: 6, ...options, quality: clampQuality(options.quality), bitDepth: 8 });
}

/**
 * High-quality downscale (Lanczos3, premultiplied so transparent edges do not darken). With
 * `independentChannels`, all four channels are resampled alike and none weights the others: for
 * data that only borrows the RGBA shape, such as a PDF's CMYK samples.
 */
export async function resizeImage(image: ImageData, width: number, height: number, { independentChannels = false } = {}): Promise<ImageData> {
  if (image.width === width && image.height === height) return image;
  const { default: resize } = await import('@jsquash/resize');
  return resize(image, {
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(height)),
    method: 'lanczos3',
    fitMethod: 'stretch',
    premultiply: !independentChannels,
    linearRGB: false,
  });
}

function clampQuality(quality: number): number {
  return Math.max(0, Math.min(100, Math.round(quality)));
}
