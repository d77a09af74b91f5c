/**
 * Which image XObjects the compressor may touch, and how their samples are stored. Only what can be
 * decoded without doubt qualifies: 8-bit DeviceGray/DeviceRGB/ICCBased (1 or 3 components) images
 * with a single DCTDecode or FlateDecode filter (or none), and 8-bit CMYK and Indexed images stored
 * with Flate (or nothing), which are only ever re-packed losslessly. Image masks, colour-key masks
 * (without a soft mask), /Decode arrays, CMYK JPEGs, JPX, JBIG2, CCITT and filter chains are left
 * exactly as they are.
 */
import { IMAGE_PIXEL_BUDGET } from './inflate';
import { PDFArray, PDFBool, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFStream, type PDFContext } from '@cantoo/pdf-lib';

export type ImageEncoding = 'dct' | 'flate' | 'none';

export interface ImageInfo {
  width: number;
  height: number;
  /** Samples per pixel: 1 (gray, or a palette index), 3 (RGB) or 4 (CMYK). */
  channels: 1 | 3 | 4;
  /**
   * The samples may only be re-packed, never resampled or made JPEG: palette indexes (no average of
   * two indexes means anything) and CMYK (the codecs here take RGB only).
   */
  losslessOnly: boolean;
  encoding: ImageEncoding;
  /** Predictor of a Flate image (1 = none). */
  predictor: number;
}

export type ImageVerdict = { ok: true; info: ImageInfo } | { ok: false; reason: string };

const skip = (reason: string): ImageVerdict => ({ ok: false, reason });

function numberOf(dict: PDFDict, key: string): number | undefined {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

/** 1 or 3 for the colour spaces we can re-encode; null for anything else. */
export function channelsOf(context: PDFContext, space: unknown): 1 | 3 | null {
  const layout = layoutOf(context, space);
  return layout && !layout.losslessOnly ? (layout.channels as 1 | 3) : null;
}

/** Channels of a colour space, and whether its samples may only be re-packed; null when unknown. */
function layoutOf(context: PDFContext, space: unknown): Pick<ImageInfo, 'channels' | 'losslessOnly'> | null {
  const value = context.lookup(space as Parameters<PDFContext['lookup']>[0]);
  if (value === PDFName.of('DeviceGray')) return { channels: 1, losslessOnly: false };
  if (value === PDFName.of('DeviceRGB')) return { channels: 3, losslessOnly: false };
  if (value === PDFName.of('DeviceCMYK')) return { channels: 4, losslessOnly: true };
  if (!(value instanceof PDFArray)) return null;
  const family = value.lookup(0);
  if (family === PDFName.of('Indexed') && value.size() === 4) return { channels: 1, losslessOnly: true };
  if (family === PDFName.of('ICCBased') && value.size() === 2) {
    const profile = value.lookup(1);
    const n = profile instanceof PDFStream ? numberOf(profile.dict, 'N') : undefined;
    if (n === 1 || n === 3) return { channels: n, losslessOnly: false };
    if (n === 4) return { channels: 4, losslessOnly: true };
  }
  return null;
}

function singleFilter(dict: PDFDict): { filter: PDFName | null; params: PDFDict | undefined } | null {
  const filter = dict.lookup(PDFName.of('Filter'));
  const params = dict.lookup(PDFName.of('DecodeParms'));
  if (filter === undefined) return { filter: null, params: undefined };
  if (filter instanceof PDFName) return { filter, params: params instanceof PDFDict ? params : undefined };
  if (filter instanceof PDFArray && filter.size() === 1 && filter.lookup(0) instanceof PDFName) {
    const first = params instanceof PDFArray ? params.lookup(0) : undefined;
    return { filter: filter.lookup(0) as PDFName, params: first instanceof PDFDict ? first : undefined };
  }
  return null;
}

/** Components of a baseline/progressive JPEG from its SOF marker, or null when none is found. */
export function jpegComponents(bytes: Uint8Array): number | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return bytes[i + 9];
    i += 2 + ((bytes[i + 2] << 8) | bytes[i + 3]);
  }
  return null;
}

/** Decides whether an image XObject can be re-encoded safely, and how its data is stored. */
export function inspectImage(context: PDFContext, stream: PDFRawStream): ImageVerdict {
  const dict = stream.dict;
  if (dict.lookup(PDFName.of('ImageMask')) === PDFBool.True) return skip('image mask');
  // A colour-key or stencil mask ties the samples to exact values; with a soft mask it is ignored.
  if (dict.has(PDFName.of('Mask')) && !dict.has(PDFName.of('SMask'))) return skip('masked image');
  if (dict.has(PDFName.of('Decode'))) return skip('decode array');
  if (numberOf(dict, 'BitsPerComponent') !== 8) return skip('not 8 bits');
  const width = numberOf(dict, 'Width') ?? 0;
  const height = numberOf(dict, 'Height') ?? 0;
  if (!(width > 0 && height > 0 && Number.isInteger(width) && Number.isInteger(height))) return skip('bad size');
  if (width * height > IMAGE_PIXEL_BUDGET) return skip('too many pixels');
  const layout = layoutOf(context, dict.get(PDFName.of('ColorSpace')));
  if (!layout) return skip('colour space');
  const { channels, losslessOnly } = layout;
  const filter = singleFilter(dict);
  if (!filter) return skip('filter chain');
  if (filter.filter === PDFName.of('DCTDecode')) {
    if (losslessOnly) return skip('CMYK JPEG');
    if (filter.params?.has(PDFName.of('ColorTransform'))) return skip('colour transform');
    if (jpegComponents(stream.contents) !== channels) return skip('jpeg components');
    return { ok: true, info: { width, height, channels, encoding: 'dct', predictor: 1, losslessOnly } };
  }
  if (filter.filter !== null && filter.filter !== PDFName.of('FlateDecode')) return skip(filter.filter.toString());
  const predictor = filter.params ? (numberOf(filter.params, 'Predictor') ?? 1) : 1;
  if (filter.params) {
    const colors = numberOf(filter.params, 'Colors') ?? 1;
    const bpc = numberOf(filter.params, 'BitsPerComponent') ?? 8;
    const columns = numberOf(filter.params, 'Columns') ?? 1;
    if (predictor > 1 && (colors !== channels || bpc !== 8 || columns !== width)) return skip('predictor layout');
  }
  const encoding = filter.filter === null ? 'none' : 'flate';
  return { ok: true, info: { width, height, channels, encoding, predictor, losslessOnly } };
}
