/**
 * Image to text: the image engine decodes the file upright (JPEG with its EXIF turn, PNG, WebP,
 * HEIC, AVIF, GIF, TIFF ...) and hands it over as a BMP, which Tesseract reads as it is; a file that
 * is not an image, or a damaged one, is named by the image engine before OCR loads. A photo taken
 * sideways or upside down is found and read turned (rotation detection). The text comes back as a
 * .txt; the words with their confidence are kept beside it for the page to shade and for the
 * searchable PDF (searchablePdf.ts).
 */
import { fromPromise } from 'xstate';
import type { EngineInput, EngineResult } from '../../machines/fileTool.machine';
import { baseName } from '../../lib/fileNames';
import { createOcrSession, readImageUpright, wordCount, type OcrLanguage, type OcrPage, type QuarterTurns } from '../../wasm/ocr';

export interface ImageToTextOptions {
  languages: OcrLanguage[];
}

/** What was read: the words on the upright image, and how it was turned to read them (a photo taken sideways or upside down). */
export interface Recognised {
  page: OcrPage;
  turns: QuarterTurns;
}

/** No language was chosen: the page says so in its language (ocrProblem.noLanguage); the message is English. */
export class NoLanguageError extends Error {
  override name = 'NoLanguageError';
  constructor() {
    super('Choose at least one language of the text.');
  }
}

const pages = new WeakMap<Blob, Recognised>();

/** The recognised words of a result (by its .txt blob). */
export const recognisedPage = (result: EngineResult): Recognised | undefined => pages.get(result.blob);

export const imageToTextEngine = fromPromise<EngineResult, EngineInput<ImageToTextOptions>>(async ({ input, signal }) => {
  const { file, options, onProgress } = input;
  if (options.languages.length === 0) throw new NoLanguageError();
  // Loaded on use, like BlobImage's preview: a static import regroups the image pages' shared chunks.
  const { convertImageFile } = await import('../../wasm/image');
  const image = await convertImageFile(file, 'image/bmp', { signal });
  const session = await createOcrSession({ languages: options.languages, images: 1, signal, onLoading: (fraction) => onProgress(0.3 * fraction) });
  try {
    onProgress(0.3);
    const { page, turns } = await readImageUpright(session, image.blob, { width: image.width, height: image.height }, signal);
    onProgress(1);
    const blob = new Blob([page.text], { type: 'text/plain;charset=utf-8' });
    pages.set(blob, { page, turns });
    return {
      blob,
      fileName: `${baseName(file.name)}.txt`,
      originalSize: file.size,
      size: blob.size,
      facts: { words: wordCount(page), confidence: Math.round(page.confidence) },
    };
  } finally {
    session.close();
  }
});
