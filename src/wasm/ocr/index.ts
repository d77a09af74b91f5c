/**
 * The OCR engine: Tesseract (tesseract.js, Apache-2.0) in its own workers, with its worker script,
 * core and language data served from our origin (scripts/tesseractAssets.ts) and fetched only
 * when the first recognition starts. A session loads the chosen languages into one worker per core
 * (up to a limit) and recognises images with automatic page layout on a deskewed copy; words come
 * back in reading order with their confidence and their baselines on the original pixels.
 */
export { OCR_ENGINE_BYTES, OCR_LANGUAGES, type OcrLanguage } from './languageCodes';
export { placedWords, wordCount, type OcrPage } from './page';
export type { OcrSession } from './client';
export { ocrLoadProblemOf } from './problems';
export type { QuarterTurns } from './orientation';

type Client = typeof import('./client');
type Upright = typeof import('./upright');

/** Starts OCR workers for `languages` (tesseract.js loads here, with the first session). */
export const createOcrSession: Client['createOcrSession'] = async (...args) => (await import('./client')).createOcrSession(...args);

/** Reads an image upright (rotation 0/90/180/270 found first, orientation.ts); loaded with the first use. */
export const readImageUpright: Upright['readImageUpright'] = async (...args) => (await import('./upright')).readImageUpright(...args);
