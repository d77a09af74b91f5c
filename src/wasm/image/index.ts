/**
 * The image engine: compression and conversion in the image workers (jSquash codecs), with the
 * spec's canvas path as fallback. The page-facing calls load the client (worker pool, canvas
 * fallback, header checks) when the first image is processed, not with the page: it is not needed
 * to show the page, and leaving it out keeps the image pages' first-load script inside the budget.
 */
type Client = typeof import('./client');

const client = () => import('./client');

export const compressImageFile: Client['compressImageFile'] = async (...args) => (await client()).compressImageFile(...args);
export const convertImageFile: Client['convertImageFile'] = async (...args) => (await client()).convertImageFile(...args);
export const previewImageFile: Client['previewImageFile'] = async (...args) => (await client()).previewImageFile(...args);

export type { ImageOutcome } from './client';
export type { CompressSettings } from './compressImage';
export type { ResizeRule } from './resizeRule';
/** The formats (./formats): pages take their names by type, so no format data is in their first load. */
export type { ConvertTarget, OutputFormat, ReadExtension } from './formats';
export { extensionsFor, formatLabel, type OutputChoice } from './outputFormats';
/** How many frames an image holds (GIF, APNG, animated WebP), read from its structure: no decode. Loaded on use (a static export regrouped the site's shared chunks, +2 KB on every route). */
export const animationFrames = async (bytes: Uint8Array): Promise<number> => (await import('./formats/frames')).animationFrames(bytes);
/** For other engines' workers (the PDF engine re-encodes images with the same codecs). */
export { decodeJpeg, encodeJpeg, resizeImage } from './codecs/jsquash';
/** For the PDF compressor: screenshots and drawings as palette images (the same quantiser as PNG compression). */
export { Quantiser } from './codecs/quantise';
/** For the PDF engine's images-to-PDF worker: the same checks and decode as every image tool. */
export { decodeImageFile } from './decodeImage';
export { exifSourceOf, ImageInputError, readImageHeader, type ImageFormat } from './imageHeader';
export { imageProblemOf } from './problem';
export { readJpegOrientation } from './orientation';
