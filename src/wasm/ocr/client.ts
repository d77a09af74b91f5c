/**
 * Main-thread side of OCR: a session of tesseract.js workers (its worker script, core and
 * language data from our origin, never a CDN: scripts/tesseractAssets.ts), one per core up to a
 * limit, each initialised with the chosen languages once and then fed images one at a time.
 * Aborting terminates every worker (it really stops the WebAssembly), and `close()` does too.
 */
import { createWorker, OEM, PSM, type RecognizeOptions, type Worker as TesseractWorker } from 'tesseract.js';
import type { OcrLanguage } from './languageCodes';
import { netpbm, readPage, recognizeOptions, RECOGNIZE_OUTPUT, TESSERACT_PARAMETERS, type OcrPage, type TesseractPage } from './page';
import { abortError } from '../worker';
import { OcrLoadError } from './problems';
import { skewCopySize, skewOfRgba } from './skew';

const ASSETS = __OCR_ASSETS__;

/** Workers at most: each holds its own copy of the models (about 30-60 MB of memory). */
const MAX_WORKERS = 4;

export interface OcrSessionOptions {
  languages: readonly OcrLanguage[];
  /** How many images will come (no more workers than that). */
  images?: number;
  signal?: AbortSignal;
  /** 0..1 while the engine and languages load. */
  onLoading?: (fraction: number) => void;
}

export interface OcrSession {
  /** Recognises one image (encoded: PNG, JPEG, BMP ...) of width × height pixels at `dpi` pixels per inch (300 when unknown). */
  recognize(image: Blob, size: { width: number; height: number; dpi?: number }, signal?: AbortSignal): Promise<OcrPage>;
  /** How many images it recognises at once. */
  readonly parallel: number;
  close(): void;
}

const workerCount = (images: number) => Math.max(1, Math.min(MAX_WORKERS, images, (globalThis.navigator?.hardwareConcurrency ?? 2) || 2));

const loadError = (error: unknown) => new OcrLoadError(error instanceof Error ? error.message : String(error));

/**
 * A PNG (a rendered page, a turned copy: RGB or RGBA even when grey) decoded by the browser and
 * handed over as raw pixels (page.ts's netpbm): the WebAssembly PNG decoder's work and, for a grey
 * page, two of three channels saved. Other images go as they are (a grey JPEG scan decodes
 * straight to one channel in Tesseract; measured, the raw copy cost more there than it saved).
 */
async function rawPixels(image: Blob): Promise<Blob> {
  if (image.type !== 'image/png') return image;
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return image;
    // Transparent pixels read as the white a person sees them on.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, bitmap.width, bitmap.height);
    context.drawImage(bitmap, 0, 0);
    const file = netpbm(context.getImageData(0, 0, bitmap.width, bitmap.height).data, bitmap.width, bitmap.height);
    return new Blob([file.buffer as ArrayBuffer]);
  } finally {
    bitmap.close();
  }
}

/** The image's skew (skew.ts), found on a small copy the browser decodes and shrinks; null when it cannot (Tesseract then finds it). */
async function skewOf(image: Blob): Promise<number | null> {
  try {
    const bitmap = await createImageBitmap(image);
    try {
      const { width, height } = skewCopySize(bitmap.width, bitmap.height);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      return skewOfRgba(context.getImageData(0, 0, width, height).data, width, height);
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}

export async function createOcrSession({ languages, images = Infinity, signal, onLoading }: OcrSessionOptions): Promise<OcrSession> {
  if (signal?.aborted) throw abortError();
  const langs = languages.length > 0 ? languages.join('+') : 'eng';
  const size = workerCount(images);
  const loaded = new Array<number>(size).fill(0);
  const workers: Promise<TesseractWorker>[] = [];
  let closed = false;
  // Settles when the session ends, so a recognition whose worker was terminated does not hang.
  let ended: (error: Error) => void = () => undefined;
  const end = new Promise<never>((_, reject) => (ended = reject));
  end.catch(() => undefined);
  const close = () => {
    if (closed) return;
    closed = true;
    ended(abortError());
    for (const worker of workers) void worker.then((w) => w.terminate()).catch(() => undefined);
  };
  signal?.addEventListener('abort', close, { once: true });
  for (let i = 0; i < size; i += 1) {
    workers.push(
      createWorker(langs, OEM.LSTM_ONLY, {
        workerPath: `${ASSETS}/worker.min.js`,
        corePath: `${ASSETS}/core`,
        langPath: `${ASSETS}/lang`,
        workerBlobURL: false,
        // The service worker keeps the files; no second copy in IndexedDB.
        cacheMethod: 'none',
        gzip: true,
        logger: ({ status, progress }) => {
          if (status === 'recognizing text') return;
          loaded[i] = Math.max(loaded[i], status.startsWith('loading language') ? 0.5 + progress / 2 : progress / 2);
          onLoading?.(loaded.reduce((a, b) => a + b, 0) / size);
        },
      }).then(async (worker) => {
        await worker.setParameters({ ...TESSERACT_PARAMETERS, tessedit_pageseg_mode: PSM.AUTO });
        return worker;
      }),
    );
  }
  try {
    await Promise.all(workers);
  } catch (error) {
    close();
    throw signal?.aborted ? abortError() : loadError(error);
  }
  if (closed) throw abortError();
  // Each worker takes the next image when it is free.
  const free = (await Promise.all(workers)).slice();
  const waiting: ((worker: TesseractWorker) => void)[] = [];
  const take = () => new Promise<TesseractWorker>((resolve) => (free.length > 0 ? resolve(free.pop()!) : waiting.push(resolve)));
  const give = (worker: TesseractWorker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else free.push(worker);
  };
  return {
    parallel: size,
    close,
    async recognize(image, { width, height, dpi = 300 }, jobSignal) {
      if (closed || jobSignal?.aborted) throw abortError();
      const worker = await Promise.race([take(), end]);
      try {
        const [pixels, skew] = await Promise.race([Promise.all([rawPixels(image), skewOf(image)]), end]);
        const result = await Promise.race([worker.recognize(pixels, recognizeOptions(dpi, skew) as Partial<RecognizeOptions>, RECOGNIZE_OUTPUT), end]);
        if (closed) throw abortError();
        return readPage(result.data as TesseractPage, width, height);
      } catch (error) {
        throw closed ? abortError() : error;
      } finally {
        give(worker);
      }
    },
  };
}
