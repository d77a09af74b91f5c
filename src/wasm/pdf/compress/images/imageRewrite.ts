/**
 * Re-encodes one image XObject for a compression level: photos (JPEG, or Flate images that look
 * like photos) are downsampled to the level's DPI when drawn sharper than 1.5× that, and encoded
 * with MozJPEG; other Flate images (drawings, screenshots, charts) are downsampled the same way at
 * the lossy levels and re-compressed losslessly, never as JPEG. Images of 1, 2 or 4 bits per sample
 * are read as 8-bit ones and written back packed (Flate, or JBIG2 for 1 bit) unless a resampled
 * or JPEG stand-in that passes the checks is smaller. The new stream replaces the old
 * one under the same reference only when it is under 90 % of the old size.
 */
import { PDFName, PDFNumber, PDFRawStream, type PDFContext, type PDFObject, type PDFRef } from '@cantoo/pdf-lib';
import { encodeJpeg, resizeImage } from '../../../image';
import { encodeCmykJpeg } from './cmykJpeg';
import type { DrawnSize } from './imageUses';
import { inspectImage, type ImageInfo } from './imageInfo';
import { decodedJpeg, jpegPsnr, pagePsnr, resizedOnce, viewPsnr } from './imageCheck';
import { smallerJpx } from './jpxCandidate';
import { paletteCoding, type PaletteCoding } from './paletteCandidate';
import { decodeImage, encodeLossless, expandPalette, imageDataToSamples, looksLikePhoto, packSamples, packedRowBytes, photoTraits, readSamples, samplesToImageData, type Visibility } from './imagePixels';
import { deflateBest } from '../../document/deflate';
import { applyPngPredictor } from './predictors';
import { encodeJbig2 } from '../bilevel/jbig2Generic';

export interface LevelSettings {
  /** False: lossless changes only. */
  lossy: boolean;
  /** Target resolution for photos, in pixels per inch of the drawn size. */
  dpi: number;
  /** MozJPEG quality 0..100. */
  quality: number;
  /** An axis drawn sharper than this many times `dpi` is resampled to `dpi` (default 1.5). */
  downsampleAbove?: number;
  /**
   * The same for gray images, nearly always scanned pages (text and line art at 200 to 300 DPI,
   * which the level's DPI still shows sharply); colour images keep the wider margin, since resampling
   * a cover's fine stripes or halftone moves its moiré on small renders.
   */
  grayDownsampleAbove?: number;
  /** Lowest PSNR (dB) a lossy image change may have at screen size (see imageCheck.ts). */
  floorDb?: number;
}

export type RewriteOutcome = 'replaced' | 'kept' | 'skipped';

export const REPLACE_BELOW = 0.9;
/** Distinct colours a palette image needs (with few flat runs) to be taken for a photo. */
const PALETTE_PHOTO_MIN_COLOURS = 128;
const DOWNSAMPLE_ABOVE = 1.5;
const POINTS_PER_INCH = 72;

/**
 * Pixel size for the level, axis by axis: an axis is resampled only when drawn at more than 1.5×
 * the target DPI. Each image axis is measured on the page, so a 40000 × 512 strip drawn 500 × 125 pt
 * loses its needless width and keeps the height it needs (an image fills its unit square whatever
 * its pixel shape, so the axes need not shrink alike).
 */
export function targetSize(info: Pick<ImageInfo, 'width' | 'height'>, drawn: DrawnSize | undefined, dpi: number, above = DOWNSAMPLE_ABOVE) {
  const keep = { width: info.width, height: info.height };
  if (!drawn || drawn.width <= 0 || drawn.height <= 0) return keep;
  const axis = (pixels: number, points: number) => {
    const ratio = pixels / (points / POINTS_PER_INCH) / dpi;
    return ratio > above ? Math.max(1, Math.round(pixels / ratio)) : pixels;
  };
  return { width: axis(info.width, drawn.width), height: axis(info.height, drawn.height) };
}

/** How much sharper than the level's DPI an image may be drawn before it is resampled. */
const marginOf = (info: ImageInfo, settings: LevelSettings) => (info.channels === 1 ? (settings.grayDownsampleAbove ?? settings.downsampleAbove) : settings.downsampleAbove);

async function encodePhoto(image: ImageData, info: ImageInfo, drawn: DrawnSize | undefined, settings: LevelSettings) {
  const size = targetSize(info, drawn, settings.dpi, marginOf(info, settings));
  const cmyk = info.channels === 4;
  const resized = await resizedOnce(image, size.width, size.height, cmyk);
  const jpeg = cmyk
    ? await encodeCmykJpeg(resized, settings.quality)
    : // One-component JPEG for gray images, so the image keeps its gray colour space.
      new Uint8Array(await encodeJpeg(resized, { quality: settings.quality, ...(info.channels === 1 ? { color_space: 1 as const } : {}) }));
  return { bytes: jpeg, width: resized.width, height: resized.height };
}

type Encoded = { bytes: Uint8Array; width: number; height: number };

const pixelCache = new WeakMap<Uint8Array, ImageData>();
/** An image's samples as ImageData, one object per samples array, so its resizes are shared (`resizedOnce`). */
function pixelsOf(samples: Uint8Array, info: Pick<ImageInfo, 'width' | 'height' | 'channels'>): ImageData {
  const cached = pixelCache.get(samples);
  if (cached && cached.width === info.width && cached.height === info.height && cached.data.length === info.width * info.height * 4) return cached;
  const pixels = samplesToImageData(samples, info);
  pixelCache.set(samples, pixels);
  return pixels;
}

/**
 * The JPEG for a photo at the level's size, or at full size when the resampled one does not keep
 * the level (`keepsLevel`); null when neither does (the image is then kept as it is).
 */
async function checkedPhoto(image: ImageData, info: ImageInfo, drawn: DrawnSize | undefined, settings: LevelSettings): Promise<Encoded | null> {
  const cmyk = info.channels === 4;
  const photo = await encodePhoto(image, info, drawn, settings);
  if (await jpegKeepsLevel(image, photo.bytes, drawn, settings, cmyk)) return photo;
  if (photo.width === info.width && photo.height === info.height) return null;
  const sharp = await encodePhoto(image, info, undefined, settings);
  return (await jpegKeepsLevel(image, sharp.bytes, drawn, settings, cmyk)) ? sharp : null;
}

/** A palette coding of pixels at their final size, under a number of bytes (paletteCandidate.ts), or null. */
type PaletteSource = (pixels: ImageData, under: number) => PaletteCoding | null;

/** Lossless samples at the level's size: smaller only when drawn far sharper than the level's DPI. */
export async function encodeDrawing(samples: Uint8Array, info: ImageInfo, size: { width: number; height: number }): Promise<Encoded & { pixels?: ImageData }> {
  if (size.width === info.width && size.height === info.height) return { bytes: encodeLossless(samples, info), width: size.width, height: size.height };
  const resized = await resizedOnce(pixelsOf(samples, info), size.width, size.height, info.channels === 4);
  const bytes = encodeLossless(imageDataToSamples(resized, info.channels), { width: resized.width, channels: info.channels });
  return { bytes, width: size.width, height: size.height, pixels: resized };
}

/**
 * Extra PSNR a JPEG stand-in for a drawing, a screenshot or a palette image must have beyond the
 * level's floor: their edges and flat areas show JPEG's ringing sooner than a photo does.
 */
const DRAWING_JPEG_MARGIN_DB = 4;

/** The drawing bar: the level's floor and the margin, which is also the level's page bar (30 dB at medium). */
const drawingBar = (settings: LevelSettings) => (settings.floorDb ?? Infinity) + DRAWING_JPEG_MARGIN_DB;

/**
 * Whether lossy pixels keep the level: at least `floor` (the level's floor unless a stricter one is
 * asked) at the view size, and the page bar on the page as a gray 72 DPI render shows it
 * (imageCheck.ts `pagePsnr`). The page check matters most for resampled images: poppler shrinks
 * an image in whole-pixel boxes, so a scan resampled from 200 to 150 DPI can pass at the view size
 * and still draw its page under 30 dB. Lossless levels (no floor) keep every pixel anyway.
 */
async function keepsLevel(original: ImageData, pixels: ImageData, drawn: DrawnSize | undefined, settings: LevelSettings, cmyk: boolean, floor = settings.floorDb): Promise<boolean> {
  if (floor === undefined) return true;
  return (await viewPsnr(original, pixels, drawn, cmyk)) >= floor && (await pagePsnr(original, pixels, drawn, cmyk)) >= drawingBar(settings);
}

/** `keepsLevel` for a JPEG, decoded first. */
async function jpegKeepsLevel(original: ImageData, jpeg: Uint8Array, drawn: DrawnSize | undefined, settings: LevelSettings, cmyk: boolean, floor = settings.floorDb): Promise<boolean> {
  return floor === undefined || keepsLevel(original, await decodedJpeg(jpeg, cmyk), drawn, settings, cmyk, floor);
}

/**
 * A JPEG 2000 stand-in for a photo's JPEG (jpxCandidate.ts). When the JPEG reaches the drawing bar,
 * the JPX may go down to that bar (at the view size, and on the page). A JPEG under it at the view
 * size is a hard image: there a JPX must reach the JPEG's own PSNR at the view size, at no less than
 * 40 % of its bytes. Measured on whole pages (bench/REPORT.md), a JPX that matched such a JPEG at
 * the view size at a third of its bytes or less drew the page up to 1.3 dB further from the original
 * than the JPEG (a blur where the JPEG's errors were chroma and noise). On the page a JPX holds the
 * page bar, as the JPEG it replaces does (`keepsLevel`).
 */
async function photoJpx(settings: LevelSettings, original: ImageData, pixels: ImageData, channels: 1 | 3 | 4, jpeg: Uint8Array, drawn: DrawnSize | undefined): Promise<Uint8Array | null> {
  const bar = drawingBar(settings);
  const view = await jpegPsnr(original, jpeg, drawn, channels === 4);
  if (view < bar) return smallerJpx(original, pixels, channels, drawn, { view, page: bar }, jpeg.length, HARD_IMAGE_SMALLEST);
  return smallerJpx(original, pixels, channels, drawn, { view: bar, page: bar }, jpeg.length);
}

/** The smallest JPX tried beside a JPEG under the drawing bar, as a fraction of the JPEG's bytes. */
const HARD_IMAGE_SMALLEST = 0.4;

/** What a drawing is written as; `entries` (the whole coding, size included) for images written packed under 8 bits. */
type Written = Encoded & { filter: 'flate' | 'dct' | 'jpx' | 'packed'; entries?: Record<string, unknown> };

type Packed = { bytes: Uint8Array; entries: Record<string, unknown> };

/**
 * The smallest lossless coding of one-channel 8-bit samples packed at `bits` bits (gray levels
 * rounded to the 2^bits levels when `scale`, indexes as they are): Flate over PNG-predicted packed
 * rows, or for 1 bit JBIG2's generic region (bilevel/jbig2Generic.ts) when smaller. `entries` hold
 * the filter, its parameters, the size and the depth.
 */
export function packedLossless(context: PDFContext, samples: Uint8Array, size: { width: number; height: number }, bits: 1 | 2 | 4, scale: boolean): Packed {
  const { width, height } = size;
  const rows = packSamples(samples, width, height, bits, scale);
  const common = { Width: width, Height: height, BitsPerComponent: bits };
  // Predictors work on whole bytes (several pixels here): on packed line art they may cost more than they save.
  const predicted = deflateBest(applyPngPredictor(rows, 1, packedRowBytes(width, 1, bits)));
  const plain = deflateBest(rows);
  let best: Packed =
    predicted.length < plain.length
      ? { bytes: predicted, entries: { ...common, Filter: PDFName.of('FlateDecode'), DecodeParms: context.obj({ Predictor: 15, Colors: 1, BitsPerComponent: bits, Columns: width }) } }
      : { bytes: plain, entries: { ...common, Filter: PDFName.of('FlateDecode') } };
  if (bits === 1) {
    // JBIG2's 1 is the PDF's 0: JBIG2Decode hands the PDF the inverse of the bitmap it decodes.
    const jbig2 = encodeJbig2(rows.map((byte) => byte ^ 0xff), width, height);
    if (jbig2.length < best.bytes.length) best = { bytes: jbig2, entries: { ...common, Filter: PDFName.of('JBIG2Decode') } };
  }
  return best;
}

const packedWritten = (packed: Packed, size: { width: number; height: number }): Written => ({ bytes: packed.bytes, width: size.width, height: size.height, filter: 'packed', entries: packed.entries });

/** 8-bit gray samples rounded to the nearest of the 2^bits levels (what packing them at `bits` keeps). */
function quantized(samples: Uint8Array, bits: number): Uint8Array {
  const top = (1 << bits) - 1;
  return samples.map((value) => (Math.round((value * top) / 255) * 255) / top);
}

/** MozJPEG of pixels already at their final size (gray as one component, CMYK as four inks). */
async function jpegOf(pixels: ImageData, channels: 1 | 3 | 4, quality: number): Promise<Uint8Array> {
  if (channels === 4) return encodeCmykJpeg(pixels, quality);
  return new Uint8Array(await encodeJpeg(pixels, { quality, ...(channels === 1 ? { color_space: 1 as const } : {}) }));
}

/**
 * At a lossy level, a JPEG of `pixels` when it is smaller than `best` and stands in for `original`
 * at the drawing floor; `best` otherwise.
 */
async function smallerAsJpeg(
  best: Written,
  original: ImageData,
  pixels: ImageData,
  channels: 1 | 3 | 4,
  drawn: DrawnSize | undefined,
  settings: LevelSettings,
  palette?: PaletteSource,
): Promise<Written> {
  if (!settings.lossy || settings.floorDb === undefined) return best;
  const bar = drawingBar(settings);
  let chosen = best;
  const cmyk = channels === 4;
  // A screenshot's few colours: indexes into a palette, held to the same bar as a JPEG stand-in.
  const indexed = palette?.(pixels, best.bytes.length);
  if (indexed && (await keepsLevel(original, indexed.pixels, drawn, settings, cmyk, bar))) {
    chosen = { bytes: indexed.bytes, width: pixels.width, height: pixels.height, filter: 'packed', entries: indexed.entries };
  }
  const jpeg = await jpegOf(pixels, channels, settings.quality);
  if (jpeg.length < chosen.bytes.length && (await jpegKeepsLevel(original, jpeg, drawn, settings, cmyk, bar))) {
    chosen = { bytes: jpeg, width: pixels.width, height: pixels.height, filter: 'dct' };
  }
  // JPEG 2000 at the drawing bar, whichever coding leads.
  const jpx = await smallerJpx(original, pixels, channels, drawn, { view: bar, page: bar }, chosen.bytes.length);
  return jpx ? { bytes: jpx, width: pixels.width, height: pixels.height, filter: 'jpx' } : chosen;
}

/** Whether RGB samples have at most 256 colours (what a palette holds exactly). */
function fewColours(samples: Uint8Array): boolean {
  const colours = new Set<number>();
  for (let o = 0; o < samples.length; o += 3) {
    colours.add((samples[o] << 16) | (samples[o + 1] << 8) | samples[o + 2]);
    if (colours.size > 256) return false;
  }
  return true;
}

/**
 * At the lossless level, an RGB image of at most 256 colours as a palette image, when that is smaller
 * than `under` and shows every pixel exactly as it was (the indexes look up the same RGB values in the
 * image's own colour space, so the page renders the same); null otherwise.
 */
function exactPalette(samples: Uint8Array, info: ImageInfo, palette: PaletteSource, under: number): Written | null {
  if (!fewColours(samples)) return null;
  const indexed = palette(pixelsOf(samples, info), under);
  if (!indexed) return null;
  const shown = indexed.pixels.data;
  for (let p = 0, o = 0; o < samples.length; p += 4, o += 3) {
    if (shown[p] !== samples[o] || shown[p + 1] !== samples[o + 1] || shown[p + 2] !== samples[o + 2]) return null;
  }
  return { bytes: indexed.bytes, width: info.width, height: info.height, filter: 'packed', entries: indexed.entries };
}

/**
 * A drawing resampled to the level's size when that packs smaller and passes the level's floor;
 * at the lossy levels written as JPEG instead of Flate when that is smaller still and passes a
 * stricter floor (the smallest encoding that passes wins). The lossless level keeps every pixel.
 */
async function checkedDrawing(context: PDFContext, stream: PDFRawStream, samples: Uint8Array, info: ImageInfo, drawn: DrawnSize | undefined, settings: LevelSettings): Promise<Written> {
  const fullWritten: Written = info.bits ? packedWritten(packedLossless(context, samples, info, info.bits, true), info) : { ...(await encodeDrawing(samples, info, info)), filter: 'flate' };
  const base = stream.dict.get(PDFName.of('ColorSpace'));
  // RGB drawings may become palette images (a /Decode array would mean something else for indexes).
  const palette: PaletteSource | undefined =
    info.channels === 3 && base && !stream.dict.has(PDFName.of('Decode'))
      ? (pixels, under) => paletteCoding(context, pixels, base, under, (indexes, bits) => packedLossless(context, indexes, pixels, bits, false))
      : undefined;
  if (!settings.lossy) return (palette && exactPalette(samples, info, palette, fullWritten.bytes.length)) || fullWritten;
  const original = pixelsOf(samples, info);
  const size = targetSize(info, drawn, settings.dpi, marginOf(info, settings));
  if (size.width === info.width && size.height === info.height) return smallerAsJpeg(fullWritten, original, original, info.channels, drawn, settings, palette);
  const smaller = await encodeDrawing(samples, info, size);
  const pixels = smaller.pixels;
  if (!pixels) return fullWritten;
  const passes = await keepsLevel(original, pixels, drawn, settings, info.channels === 4);
  if (!passes) return smallerAsJpeg(fullWritten, original, original, info.channels, drawn, settings, palette);
  // Resampled line art can pack worse than the sharp original (new in-between grays): the smaller Flate leads.
  let flate: Written = smaller.bytes.length < fullWritten.bytes.length ? { bytes: smaller.bytes, width: size.width, height: size.height, filter: 'flate' } : fullWritten;
  if (info.bits) {
    // An image of fewer bits may keep its depth once resampled, its new grays rounded to its levels.
    const levels = quantized(imageDataToSamples(pixels, 1), info.bits);
    const packed = packedLossless(context, levels, size, info.bits, true);
    if (packed.bytes.length < flate.bytes.length && (await keepsLevel(original, samplesToImageData(levels, { ...info, ...size }), drawn, settings, false))) flate = packedWritten(packed, size);
  }
  return smallerAsJpeg(flate, original, pixels, info.channels, drawn, settings, palette);
}

/**
 * The palette entry nearest each pixel of `pixels` (RGBA-shaped, `channels` meaningful), cached per
 * colour; only the first `limit` entries (those an image of fewer bits can address).
 */
function remapToPalette(pixels: ImageData, palette: NonNullable<ImageInfo['palette']>, limit = 256): Uint8Array {
  const { channels, colours } = palette;
  const entries = Math.min(limit, colours.length / channels);
  const cache = new Map<number, number>();
  const count = pixels.width * pixels.height;
  const out = new Uint8Array(count);
  const data = pixels.data;
  for (let p = 0; p < count; p++) {
    const o = p * 4;
    const key = channels === 4 ? ((data[o] << 24) | (data[o + 1] << 16) | (data[o + 2] << 8) | data[o + 3]) >>> 0 : (data[o] << 16) | (data[o + 1] << 8) | data[o + 2];
    let index = cache.get(key);
    if (index === undefined) {
      let best = Infinity;
      index = 0;
      for (let e = 0; e < entries; e++) {
        let distance = 0;
        for (let c = 0; c < channels; c++) distance += (data[o + c] - colours[e * channels + c]) ** 2;
        if (distance < best) {
          best = distance;
          index = e;
        }
      }
      cache.set(key, index);
    }
    out[p] = index;
  }
  return out;
}

/**
 * At the lossy levels, a palette image drawn sharper than the level's DPI: its colours are
 * resampled, then written as the smallest of three that pass the level's floor: indexes into the
 * same palette (each pixel its nearest entry), Flate in the palette's base colour space, or JPEG
 * there (with the drawing margin). Null when the image is not drawn too sharp or none passes.
 */
async function resampledPalette(context: PDFContext, stream: PDFRawStream, indexes: Uint8Array, info: ImageInfo, drawn: DrawnSize | undefined, settings: LevelSettings) {
  const palette = info.palette;
  if (!palette || !settings.lossy) return null;
  const size = targetSize(info, drawn, settings.dpi, marginOf(info, settings));
  if (size.width === info.width && size.height === info.height) return null;
  const base: ImageInfo = { width: info.width, height: info.height, channels: palette.channels, losslessOnly: false, encoding: info.encoding, predictor: 1 };
  const original = samplesToImageData(expandPalette(indexes, palette), base);
  const cmyk = palette.channels === 4;
  const pixels = await resizeImage(original, size.width, size.height, { independentChannels: cmyk });
  const floor = settings.floorDb ?? 0;
  const small = { ...base, ...size };
  const candidates: { bytes: Uint8Array; entries: Record<string, unknown>; check: () => Promise<boolean> }[] = [];
  const remapped = remapToPalette(pixels, palette, info.bits ? 1 << info.bits : 256);
  // Indexes keep the image's depth: an image of 1, 2 or 4 bits stays packed.
  const packed = info.bits ? packedLossless(context, remapped, size, info.bits, false) : null;
  candidates.push({
    bytes: packed?.bytes ?? encodeLossless(remapped, { width: size.width, channels: 1 }),
    entries: packed?.entries ?? { Filter: PDFName.of('FlateDecode'), DecodeParms: context.obj({ Predictor: 15, Colors: 1, BitsPerComponent: 8, Columns: size.width }) },
    check: () => keepsLevel(original, samplesToImageData(expandPalette(remapped, palette), small), drawn, settings, cmyk),
  });
  const resampled = imageDataToSamples(pixels, palette.channels);
  const baseEntries = { ColorSpace: palette.base };
  candidates.push({
    bytes: encodeLossless(resampled, small),
    entries: { ...baseEntries, Filter: PDFName.of('FlateDecode'), DecodeParms: context.obj({ Predictor: 15, Colors: palette.channels, BitsPerComponent: 8, Columns: size.width }) },
    check: () => keepsLevel(original, pixels, drawn, settings, cmyk),
  });
  const jpeg = await jpegOf(pixels, palette.channels, settings.quality);
  candidates.push({ bytes: jpeg, entries: { ...baseEntries, Filter: PDFName.of('DCTDecode') }, check: () => jpegKeepsLevel(original, jpeg, drawn, settings, cmyk, floor + DRAWING_JPEG_MARGIN_DB) });
  candidates.sort((a, b) => a.bytes.length - b.bytes.length);
  let chosen: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (candidate.bytes.length >= stream.contents.length * REPLACE_BELOW) break;
    if (await candidate.check()) {
      chosen = candidate;
      break;
    }
  }
  // JPEG 2000 in the base colour space, at the drawing bar, when smaller than what passed (or than the image).
  const bar = drawingBar(settings);
  const jpx = await smallerJpx(original, pixels, palette.channels, drawn, { view: bar, page: bar }, chosen?.bytes.length ?? Math.floor(stream.contents.length * REPLACE_BELOW));
  if (jpx) chosen = { bytes: jpx, entries: { ...baseEntries, Filter: PDFName.of('JPXDecode') }, check: async () => true };
  return chosen ? replacement(context, stream, chosen.bytes, { Width: size.width, Height: size.height, BitsPerComponent: 8, ...chosen.entries }) : null;
}

/**
 * Whether the image's soft mask carries /Matte but could not follow the image to a new size (a
 * /Matte mask must have its image's size exactly): such an image keeps its size.
 */
function matteMaskPinned(context: PDFContext, stream: PDFRawStream): boolean {
  const mask = stream.dict.lookup(PDFName.of('SMask'));
  if (!(mask instanceof PDFRawStream) || !mask.dict.has(PDFName.of('Matte'))) return false;
  const verdict = inspectImage(context, mask);
  if (!verdict.ok || verdict.info.channels !== 1 || verdict.info.losslessOnly || verdict.info.sixteen || (verdict.info.encoding !== 'flate' && verdict.info.encoding !== 'none')) return true;
  try {
    readSamples(mask, verdict.info);
    return false;
  } catch {
    return true;
  }
}

/** An image's samples at full size packed at their own depth: the bytes and the entries for `replacement`. */
function packedCoding(context: PDFContext, samples: Uint8Array, info: ImageInfo, bits: 1 | 2 | 4): [Uint8Array, Record<string, unknown>] {
  const packed = packedLossless(context, samples, info, bits, !info.losslessOnly);
  return [packed.bytes, packed.entries];
}

export function replacement(context: PDFContext, old: PDFRawStream, bytes: Uint8Array, entries: Record<string, unknown>) {
  const dict = old.dict.clone(context);
  dict.delete(PDFName.of('DecodeParms'));
  dict.delete(PDFName.of('Length'));
  // A soft mask takes precedence over a colour-key mask, so the colour key is dead weight.
  if (dict.has(PDFName.of('SMask'))) dict.delete(PDFName.of('Mask'));
  for (const [key, value] of Object.entries(entries)) {
    dict.set(PDFName.of(key), typeof value === 'number' ? PDFNumber.of(value) : (value as PDFObject));
  }
  return PDFRawStream.of(dict, bytes);
}

function losslessCandidate(context: PDFContext, stream: PDFRawStream, samples: Uint8Array, info: ImageInfo) {
  if (info.bits) return replacement(context, stream, ...packedCoding(context, samples, info, info.bits));
  const parms = context.obj({ Predictor: 15, Colors: info.channels, BitsPerComponent: 8, Columns: info.width });
  return replacement(context, stream, encodeLossless(samples, info), { Filter: PDFName.of('FlateDecode'), DecodeParms: parms });
}

/** A JPEG stand-in for a photo, or null when none passes the level's floor. */
async function photoCandidate(context: PDFContext, stream: PDFRawStream, image: ImageData, info: ImageInfo, drawn: DrawnSize | undefined, settings: LevelSettings, entries: Record<string, unknown> = {}) {
  const photo = await checkedPhoto(image, info, drawn, settings);
  const cmyk = info.channels === 4;
  const withDecode = stream.dict.has(PDFName.of('Decode'));
  // BitsPerComponent too: a JPEG 2000 image may not have had one.
  const jpxReplacement = (jpx: Uint8Array, width: number, height: number) => replacement(context, stream, jpx, { ...entries, Filter: PDFName.of('JPXDecode'), Width: width, Height: height, BitsPerComponent: 8 });
  if (!photo) return withDecode || !settings.lossy ? null : jpxInstead(stream, image, info, drawn, settings, jpxReplacement);
  if (!withDecode) {
    // JPEG 2000 of the same pixels, at the page bar (or the JPEG's own PSNR when that is lower).
    const pixels = photo.width === image.width && photo.height === image.height ? image : await resizedOnce(image, photo.width, photo.height, cmyk);
    const jpx = await photoJpx(settings, image, pixels, info.channels, photo.bytes, drawn);
    if (jpx) return jpxReplacement(jpx, photo.width, photo.height);
  }
  return replacement(context, stream, photo.bytes, { ...entries, Filter: PDFName.of('DCTDecode'), Width: photo.width, Height: photo.height, BitsPerComponent: 8 });
}

/**
 * A JPEG 2000 for a photo no JPEG keeps the level for (its JPEG's errors draw the page under the
 * page bar, where a JPX's fall elsewhere), at the level's size, else at its own: held to the drawing
 * bar at the view size and on the page, under the stream's own bytes. Null when none passes.
 */
async function jpxInstead(
  stream: PDFRawStream,
  image: ImageData,
  info: ImageInfo,
  drawn: DrawnSize | undefined,
  settings: LevelSettings,
  written: (jpx: Uint8Array, width: number, height: number) => PDFRawStream,
): Promise<PDFRawStream | null> {
  const bar = drawingBar(settings);
  const level = targetSize(info, drawn, settings.dpi, marginOf(info, settings));
  const sizes = level.width === info.width && level.height === info.height ? [level] : [level, { width: info.width, height: info.height }];
  for (const size of sizes) {
    const pixels = size.width === image.width && size.height === image.height ? image : await resizedOnce(image, size.width, size.height, info.channels === 4);
    const jpx = await smallerJpx(image, pixels, info.channels, drawn, { view: bar, page: bar }, Math.floor(stream.contents.length * REPLACE_BELOW));
    if (jpx) return written(jpx, size.width, size.height);
  }
  return null;
}

/**
 * At the lossy levels, a palette image that is a photo (dithered scans and exports keep up to 256
 * colours with hardly any flat runs) becomes a JPEG in the palette's base colour space.
 */
async function palettePhoto(context: PDFContext, stream: PDFRawStream, indexes: Uint8Array, info: ImageInfo, drawn: DrawnSize | undefined, settings: LevelSettings) {
  const palette = info.palette;
  if (!palette || !settings.lossy) return null;
  const samples = expandPalette(indexes, palette);
  const base: ImageInfo = { width: info.width, height: info.height, channels: palette.channels, losslessOnly: false, encoding: info.encoding, predictor: 1 };
  if (!looksLikePhoto(samples, base, PALETTE_PHOTO_MIN_COLOURS)) return null;
  return photoCandidate(context, stream, samplesToImageData(samples, base), base, drawn, settings, { ColorSpace: palette.base });
}

/** The soft mask's samples of an image, when it is a plain 8-bit gray image that reads. */
function softMaskOf(context: PDFContext, stream: PDFRawStream): Visibility | undefined {
  const mask = stream.dict.lookup(PDFName.of('SMask'));
  if (!(mask instanceof PDFRawStream)) return undefined;
  const verdict = inspectImage(context, mask);
  if (!verdict.ok || verdict.info.channels !== 1 || verdict.info.losslessOnly || verdict.info.encoding === 'dct') return undefined;
  try {
    return { alpha: readSamples(mask, verdict.info), width: verdict.info.width, height: verdict.info.height };
  } catch {
    return undefined; // a mask that will not read: every pixel counts
  }
}

/**
 * Whether a Flate image is a photo. Its colours are counted at full size (resampling invents
 * in-between colours a drawing never had); its flat runs are judged at the size the level gives
 * it, since a gradient drawn at 600 DPI repeats each colour over neighbouring pixels. Only the
 * pixels its soft mask shows count.
 */
async function photoAtLevelSize(context: PDFContext, stream: PDFRawStream, samples: Uint8Array, info: ImageInfo, drawn: DrawnSize | undefined, settings: LevelSettings) {
  const mask = softMaskOf(context, stream);
  const full = photoTraits(samples, info, undefined, mask);
  if (!full.manyColours || full.fewFlatRuns) return full.manyColours;
  const size = targetSize(info, drawn, settings.dpi, marginOf(info, settings));
  if (size.width === info.width && size.height === info.height) return false;
  const resized = await resizedOnce(pixelsOf(samples, info), size.width, size.height, info.channels === 4);
  return photoTraits(imageDataToSamples(resized, info.channels), { ...info, ...size }, undefined, mask).fewFlatRuns;
}

/** Tries to shrink one image; the document changes only when the result is clearly smaller. */
export async function rewriteImage(
  context: PDFContext,
  ref: PDFRef,
  stream: PDFRawStream,
  drawn: DrawnSize | undefined,
  settings: LevelSettings,
): Promise<RewriteOutcome> {
  const verdict = inspectImage(context, stream);
  if (!verdict.ok) return 'skipped';
  const { info } = verdict;
  // A /Matte soft mask that cannot be resized pins its image to its size.
  if (settings.lossy && matteMaskPinned(context, stream)) settings = { ...settings, dpi: Infinity };
  // JPEG and JPEG 2000 are already lossy: only a lossy level re-encodes them.
  const coded = info.encoding === 'dct' || info.encoding === 'jpx';
  // 16-bit samples are read as 8-bit ones: a lossy change, for the lossy levels only.
  if ((coded || info.sixteen) && !settings.lossy) return 'kept';

  let candidate: PDFRawStream | null;
  const samples = coded ? null : readSamples(stream, info);
  if (samples && info.losslessOnly) {
    const lossless = losslessCandidate(context, stream, samples, info);
    const lossy = (await palettePhoto(context, stream, samples, info, drawn, settings)) ?? (await resampledPalette(context, stream, samples, info, drawn, settings));
    // A small palette packs so well at full size that a resampled stand-in may not beat it.
    candidate = lossy && lossy.contents.length < lossless.contents.length ? lossy : lossless;
  } else if (!samples || (settings.lossy && (await photoAtLevelSize(context, stream, samples, info, drawn, settings)))) {
    const image = samples ? pixelsOf(samples, info) : await decodeImage(stream, info);
    candidate = await photoCandidate(context, stream, image, info, drawn, settings);
  } else {
    const drawing = await checkedDrawing(context, stream, samples, info, drawn, settings);
    const coding =
      drawing.filter === 'dct' || drawing.filter === 'jpx'
        ? { Filter: PDFName.of(drawing.filter === 'dct' ? 'DCTDecode' : 'JPXDecode') }
        : { Filter: PDFName.of('FlateDecode'), DecodeParms: context.obj({ Predictor: 15, Colors: info.channels, BitsPerComponent: 8, Columns: drawing.width }) };
    candidate = replacement(context, stream, drawing.bytes, drawing.entries ?? { ...coding, Width: drawing.width, Height: drawing.height, BitsPerComponent: 8 });
  }
  if (!candidate || candidate.contents.length >= stream.contents.length * REPLACE_BELOW) return 'kept';
  context.assign(ref, candidate);
  return 'replaced';
}
