/**
 * The image compression job (runs in a worker; also in Node tests): decode upright pixels, apply
 * the page's rules, encode with the best codec for the format, carry the colour profile (and EXIF on
 * request), hit an optional size target, and never return a file bigger than the one given.
 */
import { resizeImage } from './codecs/jsquash';
import { decodeImageFile } from './decodeImage';
import { crc32 } from '../../lib/crc32';
import { dimensionScale } from './canvas/fallbackRules';
import { carryMetadata } from './carryMetadata';
import type { JpegReference } from './codecs/jpegSearch';
import { formatById } from './formats';
import { loadCodec } from './formats/codec';
import type { ImageHelpers, JpegSetting } from './helpers/contract';
import { fitToSize } from './sizeTarget';
import { resizedSize, type ResizeRule } from './resizeRule';
import type { Encoded, Encoder } from './encoded';

import { MIME, resolveFormat, type FormatReason, type OutputChoice, type OutputFormat } from './outputFormats';

export interface CompressSettings {
  format: OutputChoice;
  /** 30..100 (the quality slider). */
  quality: number;
  /** The spec's rule for /compress-image: below 70 the dimensions scale by max(0.5, quality/100). */
  scaleBelow70: boolean;
  /** /compress-png's level 1..9; when absent PNG output follows `quality`. */
  pngLevel?: number;
  keepMetadata: boolean;
  /** Optional size target in bytes ('Max size'). */
  maxBytes?: number;
  /** Optional resize before encoding (largest width/height, percentage; never enlarges). */
  resize?: ResizeRule;
}

export interface CompressResult {
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  /** True when nothing smaller was found: `bytes` is then the original file. */
  notSmaller: boolean;
  /** The MozJPEG setting of a JPEG output (what the quality search settled on, when it ran). */
  jpegSetting?: JpegSetting;
  /** Set when a size target was given: whether the output fits it. */
  targetMet?: boolean;
  /** Set when the source is animated (GIF, APNG, WebP): its frame count; the output keeps the first frame only. */
  animationFrames?: number;
  /** Set when 'Same' wrote another format than the source's, and why (the page says it). */
  formatReason?: FormatReason;
}

/** Whether any pixel is not fully opaque (stops at the first). */
function hasTransparency(image: ImageData): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

export interface CompressContext {
  reference: JpegReference | null;
  onProgress?: (fraction: number) => void;
  /** Helper workers: strips of a big JPEG and JPEG table searches alongside this thread (see helpers/). */
  helpers?: ImageHelpers | null;
}

/**
 * Work kept for the next job on the same file in this worker (the user tries another format, size
 * target or resize): the last file's upright pixels, and the JPEG settings the search found per
 * file, size and quality (a few bytes each). A file is known by its length and CRC-32.
 */
let lastDecoded: { key: string; decoded: Awaited<ReturnType<typeof decodeImageFile>> } | null = null;
const searchedSettings = new Map<string, JpegSetting>();
const MAX_SEARCHED = 64;

export async function compressImageBuffer(buffer: ArrayBuffer, settings: CompressSettings, context: CompressContext): Promise<CompressResult> {
  const source = new Uint8Array(buffer.slice(0));
  const progress = context.onProgress ?? (() => undefined);
  const fileKey = `${source.byteLength}:${crc32(source)}`;
  const decoded = lastDecoded?.key === fileKey ? lastDecoded.decoded : await decodeImageFile(buffer);
  lastDecoded = { key: fileKey, decoded };
  const { image: upright, format: sourceFormat, frames } = decoded;
  progress(0.15);
  // Transparency matters only where 'Same' would otherwise write an opaque format (a HEIC to JPEG).
  const transparent = settings.format === 'same' && formatById(sourceFormat).compressAsTransparent !== undefined && hasTransparency(upright);
  const format = resolveFormat(settings.format, sourceFormat, transparent);
  const formatReason: FormatReason | undefined = settings.format === 'same' && format !== sourceFormat ? (transparent ? 'transparency' : 'not-written') : undefined;
  const size = resizedSize(upright.width, upright.height, settings.resize, settings.scaleBelow70 ? dimensionScale(settings.quality) : 1);
  const image = await resizeImage(upright, size.width, size.height);
  const onStep = (f: number) => progress(0.2 + f * 0.6);
  // A JPEG decodes opaque (MozJPEG, or the browser for CMYK): no need to look for transparency in its 12 M alpha bytes.
  const opaque = sourceFormat === 'jpeg';
  const encode: Encoder = (pixels, quality) => encodeAs(pixels, format, quality, settings, context, onStep, fileKey, opaque);
  const carry = (bytes: ArrayBuffer) => carryMetadata(source, sourceFormat, new Uint8Array(bytes), format, settings.keepMetadata).buffer as ArrayBuffer;
  let encoded = await encode(image, settings.quality);
  let bytes = carry(encoded.bytes);
  let targetMet: boolean | undefined;
  let final = image;
  if (settings.maxBytes) {
    // The size search compares sizes, not SSIM: plain encodes at each quality. The carried colour
    // profile (and EXIF) is the same size whatever the pixels, and counts against the target too.
    const plain: Encoder = (pixels, quality) => encodeAs(pixels, format, quality, settings, { ...context, reference: null }, () => undefined, undefined, opaque);
    const carried = bytes.byteLength - encoded.bytes.byteLength;
    ({ encoded, image: final, met: targetMet } = await fitToSize(image, settings.quality, settings.maxBytes - carried, encoded, plain));
    bytes = carry(encoded.bytes);
  }
  progress(0.9);
  const { jpegSetting } = encoded;
  const base = { sourceWidth: upright.width, sourceHeight: upright.height, jpegSetting, targetMet, ...(frames > 1 && { animationFrames: frames }), ...(formatReason && { formatReason }) };
  if (bytes.byteLength >= source.byteLength) {
    return { ...base, bytes: source.buffer, mime: formatById(sourceFormat).mime, width: upright.width, height: upright.height, notSmaller: true };
  }
  return { ...base, bytes, mime: MIME[format], width: final.width, height: final.height, notSmaller: false };
}

/**
 * The output format's encode at `quality` (its codec in ./formats). A JPEG setting the quality
 * search found is kept for the same pixels and quality, so another format or target for the same
 * file does not search again.
 */
async function encodeAs(
  image: ImageData,
  format: OutputFormat,
  quality: number,
  settings: CompressSettings,
  { reference, helpers }: CompressContext,
  onStep: (fraction: number) => void,
  fileKey?: string,
  opaque = false,
): Promise<Encoded> {
  const codec = await loadCodec(format);
  if (!codec.compress) throw new Error(`The compressors do not write ${format}`);
  const key = reference && fileKey ? `${fileKey}:${image.width}x${image.height}:${quality}` : null;
  const known = key ? searchedSettings.get(key) : undefined;
  const encoded = await codec.compress(image, quality, { pngLevel: settings.pngLevel, reference, helpers, onStep, known, opaque });
  if (key && !known && encoded.jpegSetting) {
    if (searchedSettings.size >= MAX_SEARCHED) searchedSettings.delete(searchedSettings.keys().next().value as string);
    searchedSettings.set(key, encoded.jpegSetting);
  }
  return encoded;
}
