/**
 * Which image XObjects the compressor may touch, and how their samples are stored. Only what can be
 * decoded without doubt qualifies: 8-bit DeviceGray/DeviceRGB/DeviceCMYK/ICCBased (1, 3 or 4
 * components) and Indexed images with a single DCTDecode or FlateDecode filter (or none), and
 * 16-bit ones stored with Flate or nothing, and gray or Indexed ones of 1, 2 or 4 bits per sample
 * stored with Flate or nothing (read as 8-bit samples: gray levels scaled to 0..255, indexes as
 * they are; see `bits`). A /Decode
 * array may invert samples (it is kept with them: re-encoding does not change what a sample means).
 * JPEG 2000 (JPXDecode) images qualify with a device or ICC colour space and no alpha of their own
 * (/SMaskInData). Images under a stencil mask qualify (the mask stays). Image masks, colour-key
 * masks (without a soft mask), other /Decode arrays, JBIG2,
 * CCITT and filter chains are left exactly as they are.
 */
import { IMAGE_PIXEL_BUDGET } from '../../document/inflate';
import { PDFArray, PDFBool, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFStream, PDFString, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';
import { decodePDFRawStream } from '@cantoo/pdf-lib';

type ImageEncoding = 'dct' | 'jpx' | 'flate' | 'none';

export interface ImageInfo {
  width: number;
  height: number;
  /** Samples per pixel: 1 (gray, or a palette index), 3 (RGB) or 4 (CMYK). */
  channels: 1 | 3 | 4;
  /**
   * The samples may only be re-packed, never resampled or made JPEG: palette indexes (no average of
   * two indexes means anything). At the lossy levels a palette photo may still become a JPEG in the
   * palette's base colour space (see `palette`).
   */
  losslessOnly: boolean;
  /** Indexed images: the base colour space and its colours, `channels` bytes per palette entry. */
  palette?: { base: PDFObject; channels: 1 | 3 | 4; colours: Uint8Array };
  /** DCTDecode's /ColorTransform parameter, when given. */
  colorTransform?: number;
  /** 16 bits per sample (Flate or unfiltered): read as their high bytes, so only a lossy level may touch them. */
  sixteen?: boolean;
  /**
   * 1, 2 or 4 bits per sample (gray or Indexed, one channel), packed in rows of whole bytes; read
   * as 8-bit samples (gray scaled exactly: a 4-bit 15 is 255) and written back packed when that is
   * smaller. Absent for 8 and 16 bits.
   */
  bits?: 1 | 2 | 4;
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

type Layout = Pick<ImageInfo, 'channels' | 'losslessOnly' | 'palette'>;

/** Channels of a device or ICC colour space; null for anything else. */
function deviceChannels(context: PDFContext, space: unknown): 1 | 3 | 4 | null {
  const value = context.lookup(space as Parameters<PDFContext['lookup']>[0]);
  if (value === PDFName.of('DeviceGray')) return 1;
  if (value === PDFName.of('DeviceRGB')) return 3;
  if (value === PDFName.of('DeviceCMYK')) return 4;
  if (value instanceof PDFArray && value.size() === 2 && value.lookup(0) === PDFName.of('ICCBased')) {
    const profile = value.lookup(1);
    const n = profile instanceof PDFStream ? numberOf(profile.dict, 'N') : undefined;
    if (n === 1 || n === 3 || n === 4) return n;
  }
  return null;
}

/** The colour table of an Indexed space (a string or a stream), or null when it cannot be read. */
function paletteOf(context: PDFContext, space: PDFArray): ImageInfo['palette'] | null {
  const base = space.get(1);
  const channels = deviceChannels(context, base);
  const hival = space.lookup(2);
  const table = space.lookup(3);
  if (!channels || !(hival instanceof PDFNumber)) return null;
  let colours: Uint8Array;
  if (table instanceof PDFHexString || table instanceof PDFString) colours = table.asBytes();
  else if (table instanceof PDFRawStream) colours = decodePDFRawStream(table).decode();
  else return null;
  const entries = hival.asNumber() + 1;
  if (!Number.isInteger(entries) || entries < 1 || entries > 256 || colours.length < entries * channels) return null;
  return { base, channels, colours: colours.subarray(0, entries * channels) };
}

/** Channels of a colour space, and whether its samples may only be re-packed; null when unknown. */
function layoutOf(context: PDFContext, space: unknown): Layout | null {
  const channels = deviceChannels(context, space);
  if (channels) return { channels, losslessOnly: false };
  const value = context.lookup(space as Parameters<PDFContext['lookup']>[0]);
  if (!(value instanceof PDFArray) || value.lookup(0) !== PDFName.of('Indexed') || value.size() !== 4) return null;
  let palette: ImageInfo['palette'] | null = null;
  try {
    palette = paletteOf(context, value);
  } catch {
    palette = null; // an unreadable table: the indexes are still re-packed as they are
  }
  return { channels: 1, losslessOnly: true, ...(palette ? { palette } : {}) };
}

/** A /Decode array that keeps or inverts each component ([0 1] or [1 0] pairs): safe to keep as it is. */
function plainDecode(dict: PDFDict, channels: number): boolean {
  const decode = dict.lookup(PDFName.of('Decode'));
  if (decode === undefined) return true;
  if (!(decode instanceof PDFArray) || decode.size() !== channels * 2) return false;
  for (let i = 0; i < channels * 2; i += 2) {
    const [a, b] = [decode.lookup(i), decode.lookup(i + 1)];
    if (!(a instanceof PDFNumber && b instanceof PDFNumber)) return false;
    const pair = `${a.asNumber()} ${b.asNumber()}`;
    if (pair !== '0 1' && pair !== '1 0') return false;
  }
  return true;
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
  // A colour-key mask (an array) ties the samples to exact values; with a soft mask it is ignored.
  // A stencil mask (an image mask stream) maps to the unit square on its own, at its own size: the
  // image may be re-encoded or resampled under it, the mask staying as it is.
  const mask = dict.lookup(PDFName.of('Mask'));
  if (mask !== undefined && !dict.has(PDFName.of('SMask')) && !(mask instanceof PDFStream && mask.dict.lookup(PDFName.of('ImageMask')) === PDFBool.True)) return skip('masked image');
  const filter = singleFilter(dict);
  if (!filter) return skip('filter chain');
  const jpx = filter.filter === PDFName.of('JPXDecode');
  // A JPX image's own precision rules (the decoder gives 8-bit samples); /BitsPerComponent may be absent.
  const bits = numberOf(dict, 'BitsPerComponent');
  const sixteen = bits === 16;
  const packed = bits === 1 || bits === 2 || bits === 4 ? bits : undefined;
  if (!jpx && bits !== 8 && !sixteen && !packed) return skip('not 1, 2, 4, 8 or 16 bits');
  const width = numberOf(dict, 'Width') ?? 0;
  const height = numberOf(dict, 'Height') ?? 0;
  if (!(width > 0 && height > 0 && Number.isInteger(width) && Number.isInteger(height))) return skip('bad size');
  if (width * height > IMAGE_PIXEL_BUDGET) return skip('too many pixels');
  const layout = layoutOf(context, dict.get(PDFName.of('ColorSpace')));
  if (!layout) return skip('colour space');
  const { channels, losslessOnly, palette } = layout;
  if (dict.has(PDFName.of('Decode')) && (palette || !plainDecode(dict, channels))) return skip('decode array');
  if (packed && !jpx) {
    // Colour images under 8 bits are rare enough to stay as they are.
    if (channels !== 1 || (filter.filter !== null && filter.filter !== PDFName.of('FlateDecode'))) return skip('under 8 bits');
  }
  if (jpx) {
    if (palette || (numberOf(dict, 'SMaskInData') ?? 0) !== 0 || dict.has(PDFName.of('Decode'))) return skip('JPX with alpha, palette or decode array');
    return { ok: true, info: { width, height, channels, encoding: 'jpx', predictor: 1, losslessOnly } };
  }
  if (sixteen && (palette || (filter.filter !== null && filter.filter !== PDFName.of('FlateDecode')))) return skip('16 bits');
  if (filter.filter === PDFName.of('DCTDecode')) {
    if (losslessOnly) return skip('indexed JPEG');
    if (jpegComponents(stream.contents) !== channels) return skip('jpeg components');
    const colorTransform = filter.params ? numberOf(filter.params, 'ColorTransform') : undefined;
    // RGB JPEGs are decoded by MozJPEG, which follows the file's own markers only.
    if (colorTransform !== undefined && channels !== 4) return skip('colour transform');
    return { ok: true, info: { width, height, channels, encoding: 'dct', predictor: 1, losslessOnly, ...(colorTransform !== undefined ? { colorTransform } : {}) } };
  }
  if (filter.filter !== null && filter.filter !== PDFName.of('FlateDecode')) return skip(filter.filter.toString());
  const predictor = filter.params ? (numberOf(filter.params, 'Predictor') ?? 1) : 1;
  if (filter.params) {
    const colors = numberOf(filter.params, 'Colors') ?? 1;
    const bpc = numberOf(filter.params, 'BitsPerComponent') ?? 8;
    const columns = numberOf(filter.params, 'Columns') ?? 1;
    // A PNG predictor works on bytes, so 16-bit rows undo like 8-bit rows of twice the samples; TIFF's does not.
    if (predictor > 1 && (colors !== channels || bpc !== (sixteen ? 16 : (packed ?? 8)) || columns !== width || ((sixteen || packed) && predictor < 10))) return skip('predictor layout');
  }
  const encoding = filter.filter === null ? 'none' : 'flate';
  return { ok: true, info: { width, height, channels, encoding, predictor, losslessOnly, ...(palette ? { palette } : {}), ...(sixteen ? { sixteen } : {}), ...(packed ? { bits: packed } : {}) } };
}
