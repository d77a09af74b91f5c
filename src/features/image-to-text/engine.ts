/**
 * Image to text: the image engine decodes each file upright (JPEG with its EXIF turn, PNG, WebP,
 * HEIC, AVIF, GIF, TIFF ...) and hands it over as a BMP, which Tesseract reads as it is; a file that
 * is not an image, or a damaged one, is named by the image engine before OCR loads. A photo taken
 * sideways or upside down is found and read turned (rotation detection). The text comes back as a
 * .txt; the words with their confidence are kept beside it for the page to shade and for the
 * searchable PDF (searchablePdf.ts). One image goes through `imageToTextEngine` (the file-tool
 * machine); several through `imageToTextBatchRunner` (the batch machine), one OCR session for all
 * of them, as many images read at once as it has workers.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { EngineInput, EngineResult } from '../../machines/fileTool.machine';
import type { BatchEvent, RunnerInput } from '../../machines/imageBatch.machine';
import { baseName } from '../../lib/fileNames';
import { createOcrSession, readImageUpright, wordCount, type OcrLanguage, type OcrPage, type OcrSession, type QuarterTurns } from '../../wasm/ocr';

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

/** The image decoded upright as a BMP by the image engine (which names a file that is not an image, or a damaged one). */
async function decodeUpright(file: File, signal: AbortSignal) {
  const convertImageFile = await loadConvert();
  return convertImageFile(file, 'image/bmp', { signal });
}

/**
 * The image engine's converter, loaded on first use (like BlobImage's preview: a static import
 * regroups the image pages' shared chunks), once for every lane. Only the one export is taken, so
 * the bundler leaves the engine's other exports (and the codecs they reach) out of this graph.
 */
let convertLoad: Promise<(typeof import('../../wasm/image'))['convertImageFile']> | undefined;
const loadConvert = () => (convertLoad ??= import('../../wasm/image').then(({ convertImageFile }) => convertImageFile));

/** A decoded image read by a session at the turn its text reads best: its text as a .txt result, the words kept beside it. */
async function readImage(session: OcrSession, file: File, image: Awaited<ReturnType<typeof decodeUpright>>, signal: AbortSignal): Promise<EngineResult> {
  const { page, turns } = await readImageUpright(session, image.blob, { width: image.width, height: image.height }, signal);
  const blob = new Blob([page.text], { type: 'text/plain;charset=utf-8' });
  pages.set(blob, { page, turns });
  return {
    blob,
    fileName: `${baseName(file.name)}.txt`,
    originalSize: file.size,
    size: blob.size,
    facts: { words: wordCount(page), confidence: Math.round(page.confidence) },
  };
}

export const imageToTextEngine = fromPromise<EngineResult, EngineInput<ImageToTextOptions>>(async ({ input, signal }) => {
  const { file, options, onProgress } = input;
  if (options.languages.length === 0) throw new NoLanguageError();
  // A file that is not an image is named before the engine and languages are fetched.
  const image = await decodeUpright(file, signal);
  const session = await createOcrSession({ languages: options.languages, images: 1, signal, onLoading: (fraction) => onProgress(0.3 * fraction) });
  try {
    onProgress(0.3);
    const result = await readImage(session, file, image, signal);
    onProgress(1);
    return result;
  } finally {
    session.close();
  }
});

/**
 * The batch machine's `batchRunner` for several images: one session (the engine and languages
 * loaded once, one worker per core), each lane taking the next queued image; `failed` words a
 * card's failure. The first image shows the loading. Stopping the actor (CANCEL) terminates the
 * workers.
 */
export function imageToTextBatchRunner(failed: (error: unknown) => string) {
  return fromCallback<BatchEvent<ImageToTextOptions>, RunnerInput<ImageToTextOptions>>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { signal } = controller;
    const queue = [...input.items];
    const fail = (id: number, error: unknown) => {
      if (!signal.aborted) sendBack({ type: 'ITEM_FAILED', id, error: failed(error) });
    };
    const run = async () => {
      const first = queue[0];
      if (!first) return;
      if (input.options.languages.length === 0) {
        for (const item of queue) fail(item.id, new NoLanguageError());
        return;
      }
      sendBack({ type: 'ITEM_STARTED', id: first.id });
      let session: OcrSession;
      try {
        session = await createOcrSession({ languages: input.options.languages, images: queue.length, signal, onLoading: (fraction) => sendBack({ type: 'ITEM_PROGRESS', id: first.id, value: 0.3 * fraction }) });
      } catch (error) {
        // The engine did not load: no image can be read.
        for (const item of queue) fail(item.id, error);
        return;
      }
      const lane = async () => {
        for (let item = queue.shift(); item && !signal.aborted; item = queue.shift()) {
          const { id, file } = item;
          sendBack({ type: 'ITEM_STARTED', id });
          sendBack({ type: 'ITEM_PROGRESS', id, value: 0.3 });
          try {
            const result = await readImage(session, file, await decodeUpright(file, signal), signal);
            if (!signal.aborted) sendBack({ type: 'ITEM_DONE', id, result });
          } catch (error) {
            fail(id, error);
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: session.parallel }, lane));
      } finally {
        session.close();
      }
    };
    void run();
    return () => controller.abort();
  });
}
