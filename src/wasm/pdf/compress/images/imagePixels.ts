/**
 * Pixels in and out of PDF image streams: inflating Flate images (predictors undone), converting
 * packed gray/RGB samples to and from RGBA ImageData for the codecs, re-compressing losslessly,
 * and telling photographs (which may become JPEG) from screenshots and line art (which may not).
 */
import { deflateBest } from '../../document/deflate';
import { decodePDFRawStream, type PDFRawStream } from '@cantoo/pdf-lib';
import { decodeJpeg } from '../../../image';
import { decodeCmykJpeg } from './cmykJpeg';
import { decodeJpx } from './jpxImage';
import type { ImageInfo } from './imageInfo';
import { fitsAnyway, inflateWithin } from '../../document/inflate';
import { applyPngPredictor, undoPredictor } from './predictors';

/**
 * Inflates with fflate within `limit` bytes, falling back on pdf-lib's more forgiving decoder for
 * damaged zlib data when even its full expansion fits the limit. Throws when over the limit.
 */
function inflate(stream: PDFRawStream, limit: number): Uint8Array {
  let plain: Uint8Array | null;
  try {
    plain = inflateWithin(stream.contents, limit);
  } catch (error) {
    if (!fitsAnyway(stream.contents, limit)) throw error;
    plain = decodePDFRawStream(stream).decode();
  }
  if (!plain || plain.length > limit) throw new Error('Image data is larger than its size says');
  return plain;
}

/** Bytes in one row of `width` pixels of `channels` samples of `bits` bits (rows end on a byte). */
export const packedRowBytes = (width: number, channels: number, bits: number) => Math.ceil((width * channels * bits) / 8);

/** Highest sample value at `bits` bits. */
const topOf = (bits: number) => (1 << bits) - 1;

/**
 * One-channel samples of 1, 2 or 4 bits as 8-bit ones: gray levels scaled exactly to 0..255 (the
 * PDF maps both to the same fraction of the /Decode range), palette indexes kept as they are.
 */
function unpackSamples(packed: Uint8Array, width: number, height: number, bits: number, scale: boolean): Uint8Array {
  const rowBytes = packedRowBytes(width, 1, bits);
  const top = topOf(bits);
  const perByte = 8 / bits;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let x = 0; x < width; x++) {
      const byte = packed[row + Math.floor(x / perByte)];
      const value = (byte >> (8 - bits * ((x % perByte) + 1))) & top;
      out[y * width + x] = scale ? (value * 255) / top : value;
    }
  }
  return out;
}

/**
 * One-channel 8-bit samples packed at `bits` bits, rows padded to whole bytes; gray levels
 * (`scale`) rounded to the nearest of the 2^bits levels, indexes taken as they are (they must fit).
 */
export function packSamples(samples: Uint8Array, width: number, height: number, bits: number, scale: boolean): Uint8Array {
  const rowBytes = packedRowBytes(width, 1, bits);
  const top = topOf(bits);
  const perByte = 8 / bits;
  const out = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sample = samples[y * width + x];
      const value = scale ? Math.round((sample * top) / 255) : sample & top;
      out[y * rowBytes + Math.floor(x / perByte)] |= value << (8 - bits * ((x % perByte) + 1));
    }
  }
  return out;
}

/** Packed 8-bit samples (gray or RGB) of a Flate or unfiltered image; 1, 2 and 4-bit ones as 8-bit samples. */
export function readSamples(stream: PDFRawStream, info: ImageInfo): Uint8Array {
  const bytes = info.sixteen ? 2 : 1;
  const bits = info.bits ?? 8 * bytes;
  const rowBytes = packedRowBytes(info.width, info.channels, bits);
  // Rows may each carry a predictor byte; anything beyond that is not this image's data.
  const limit = (rowBytes + 1) * info.height + 1024;
  const raw = info.encoding === 'none' ? stream.contents : inflate(stream, limit);
  const samples = undoPredictor(raw, { predictor: info.predictor, colors: info.channels * bytes, columns: info.width, ...(info.bits ? { bitsPerComponent: info.bits } : {}) });
  if (samples.length < rowBytes * info.height) throw new Error('Image data is shorter than its size says');
  const expected = info.width * info.height * info.channels;
  if (info.bits) return unpackSamples(samples, info.width, info.height, info.bits, !info.losslessOnly);
  if (!info.sixteen) return samples.subarray(0, expected);
  // 16-bit samples are big-endian: their high bytes are the 8-bit samples.
  const high = new Uint8Array(expected);
  for (let i = 0; i < expected; i++) high[i] = samples[i * 2];
  return high;
}

/**
 * Packed samples as RGBA-shaped ImageData for the codecs: gray to all three colours, RGB as it is,
 * and CMYK in the four channels as they are (see cmykJpeg.ts; never shown as RGBA).
 */
export function samplesToImageData(samples: Uint8Array, info: Pick<ImageInfo, 'width' | 'height' | 'channels'>): ImageData {
  const pixels = info.width * info.height;
  if (info.channels === 4) return new ImageData(new Uint8ClampedArray(samples.subarray(0, pixels * 4)), info.width, info.height);
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let p = 0, s = 0; p < pixels; p++, s += info.channels) {
    const o = p * 4;
    rgba[o] = samples[s];
    rgba[o + 1] = samples[s + (info.channels === 3 ? 1 : 0)];
    rgba[o + 2] = samples[s + (info.channels === 3 ? 2 : 0)];
    rgba[o + 3] = 255;
  }
  return new ImageData(rgba, info.width, info.height);
}

/** RGBA back to packed gray (the red channel: gray pixels were written to all three), RGB or CMYK samples. */
export function imageDataToSamples(image: ImageData, channels: 1 | 3 | 4): Uint8Array {
  const pixels = image.width * image.height;
  if (channels === 4) return new Uint8Array(image.data.buffer, image.data.byteOffset, pixels * 4).slice();
  const samples = new Uint8Array(pixels * channels);
  for (let p = 0, s = 0; p < pixels; p++, s += channels) {
    samples[s] = image.data[p * 4];
    if (channels === 3) {
      samples[s + 1] = image.data[p * 4 + 1];
      samples[s + 2] = image.data[p * 4 + 2];
    }
  }
  return samples;
}

/** An Indexed image's samples in its base colour space: each index replaced by its colour. */
export function expandPalette(indexes: Uint8Array, palette: NonNullable<ImageInfo['palette']>): Uint8Array {
  const { channels, colours } = palette;
  const entries = colours.length / channels;
  const out = new Uint8Array(indexes.length * channels);
  for (let p = 0; p < indexes.length; p++) {
    // An index past the table's end takes its last colour, as viewers do.
    const entry = Math.min(indexes[p], entries - 1) * channels;
    for (let c = 0; c < channels; c++) out[p * channels + c] = colours[entry + c];
  }
  return out;
}

/** Decoded pixels of any qualifying image (see `inspectImage`); CMYK as in `samplesToImageData`. */
export async function decodeImage(stream: PDFRawStream, info: ImageInfo): Promise<ImageData> {
  if (info.encoding === 'jpx') {
    const jpx = await decodeJpx(stream.contents, info.channels);
    if (jpx.width !== info.width || jpx.height !== info.height) throw new Error('JPX size differs from the image dictionary');
    return samplesToImageData(jpx.samples, info);
  }
  if (info.encoding !== 'dct') return samplesToImageData(readSamples(stream, info), info);
  const image = info.channels === 4 ? await decodeCmykJpeg(stream.contents, info.colorTransform) : await decodeJpeg(stream.contents.slice().buffer);
  if (image.width !== info.width || image.height !== info.height) throw new Error('JPEG size differs from the image dictionary');
  return image;
}

/** Flate with PNG predictors (chosen per row) at the strongest level: pixel-identical. */
export function encodeLossless(samples: Uint8Array, info: Pick<ImageInfo, 'width' | 'channels'>): Uint8Array {
  const rowBytes = info.width * info.channels;
  return deflateBest(applyPngPredictor(samples, info.channels, rowBytes));
}

const MAX_SAMPLED_PIXELS = 250_000;
const PHOTO_MIN_COLOURS = 2048;
const PHOTO_MAX_FLAT_RATIO = 0.35;

/** Which pixels a soft mask lets through at all: the mask's samples, scaled to the image's size. */
export interface Visibility {
  alpha: Uint8Array;
  width: number;
  height: number;
}

/**
 * Photos have thousands of colours and little exact repetition between neighbours; screenshots,
 * charts and line art have few colours or large flat runs, and JPEG would smear their edges. With a
 * soft mask, only the pixels it shows count: a logo's gradients on a fully transparent background
 * are judged by the gradients.
 */
export function photoTraits(samples: Uint8Array, info: Pick<ImageInfo, 'width' | 'height' | 'channels'>, minColours = PHOTO_MIN_COLOURS, visible?: Visibility) {
  const { width, height, channels } = info;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / MAX_SAMPLED_PIXELS)));
  const colours = new Set<number>();
  let pairs = 0;
  let flat = 0;
  for (let y = 0; y < height; y += step) {
    let previous = -1;
    const maskRow = visible ? Math.floor((y * visible.height) / height) * visible.width : 0;
    for (let x = 0; x < width; x++) {
      if (visible && visible.alpha[maskRow + Math.floor((x * visible.width) / width)] === 0) {
        previous = -1;
        continue;
      }
      const s = (y * width + x) * channels;
      const colour =
        channels === 4 ? ((samples[s] << 24) | (samples[s + 1] << 16) | (samples[s + 2] << 8) | samples[s + 3]) >>> 0 : channels === 3 ? (samples[s] << 16) | (samples[s + 1] << 8) | samples[s + 2] : samples[s];
      if (previous >= 0) {
        pairs += 1;
        if (colour === previous) flat += 1;
      }
      previous = colour;
      if (x % step === 0 && colours.size <= minColours) colours.add(colour);
    }
  }
  return {
    // Gray images have at most 256 levels, so they are judged by the flat ratio alone.
    manyColours: channels === 1 ? colours.size >= 64 : colours.size > minColours,
    fewFlatRuns: pairs > 0 && flat / pairs < PHOTO_MAX_FLAT_RATIO,
  };
}

export function looksLikePhoto(samples: Uint8Array, info: Pick<ImageInfo, 'width' | 'height' | 'channels'>, minColours = PHOTO_MIN_COLOURS): boolean {
  const traits = photoTraits(samples, info, minColours);
  return traits.manyColours && traits.fewFlatRuns;
}
