/**
 * The main-thread side of the image engine: one pool of image workers, and the fallback to the
 * spec's canvas method when the WASM path fails for a reason other than the file itself.
 */
import { canvasCompress, canvasCompressPng } from './canvas/canvasFallback';
import type { CompressResult, CompressSettings } from './compressImage';
import { extensionsFor, MIME, resolveFormat } from './outputFormats';
import type { ConvertResult, ConvertTarget } from './convertImage';
import type { PreviewResult } from './previewImage';
import { readImageHeader } from './imageHeader';
import type { ImageJob } from './jobs';
import { DECODE_BUDGET_MS, withTimeBudget } from './timeBudget';
import { createWorkerPool, type RunOptions, type WorkerPool, isAbortError } from '../worker';

export interface ImageOutcome extends Omit<CompressResult, 'bytes'> {
  blob: Blob;
  engine: 'wasm' | 'canvas';
  /** The file name extensions of `mime`, the one to write first (./formats). */
  extensions: readonly string[];
}

export interface ConvertOutcome extends Omit<ConvertResult, 'bytes'> {
  blob: Blob;
  /** The file name extensions of `mime`, the one to write first (./formats). */
  extensions: readonly string[];
}

let pool: WorkerPool<ImageJob> | null = null;

function imagePool(): WorkerPool<ImageJob> {
  pool ??= createWorkerPool<ImageJob>(() => new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module', name: 'image' }), {
    crashMessage: 'The image worker stopped unexpectedly.',
  });
  return pool;
}

/**
 * Runs a job in the pool with its decode under a time budget, whatever the format (libheif and the
 * browser's AVIF decoder are the likeliest to loop on a hostile file, but a codec stuck on any
 * damaged file must not leave a spinner forever); the budget's end terminates the worker. The jobs
 * report their first progress when the decode is done, which disarms it; a preview (decode and a
 * small encode) stays under it whole.
 */
async function runJob<T>(job: ImageJob, bytes: ArrayBuffer, options: RunOptions): Promise<T> {
  return withTimeBudget(
    (signal, decoded) =>
      imagePool().run<T>(job, [bytes], {
        signal,
        onProgress: (fraction) => {
          decoded();
          options.onProgress?.(fraction);
        },
      }),
    DECODE_BUDGET_MS,
    options.signal,
  );
}

/** Errors about the file itself (or a cancel) must reach the user; anything else means "try canvas". */
const isFinal = (error: unknown) => isAbortError(error) || (error instanceof Error && error.name === 'ImageInputError');

export async function compressImageFile(file: File, settings: CompressSettings, options: RunOptions & { pngPage?: boolean }): Promise<ImageOutcome> {
  const bytes = await file.arrayBuffer();
  try {
    const result = await runJob<CompressResult>({ type: 'compress', bytes, settings }, bytes, options);
    return { ...result, blob: new Blob([result.bytes], { type: result.mime }), engine: 'wasm', extensions: extensionsFor(result.mime) };
  } catch (error) {
    if (isFinal(error)) throw error;
    return canvasOutcome(file, settings, options.pngPage ?? false);
  }
}

async function canvasOutcome(file: File, settings: CompressSettings, pngPage: boolean): Promise<ImageOutcome> {
  const header = readImageHeader(new Uint8Array(await file.slice(0, 1 << 16).arrayBuffer()));
  const type = MIME[resolveFormat(settings.format, header.format)];
  const out = pngPage ? await canvasCompressPng(file, settings.pngLevel ?? 7) : await canvasCompress(file, type, settings.quality, settings.scaleBelow70, settings.resize);
  const base = { sourceWidth: header.width, sourceHeight: header.height, engine: 'canvas' as const };
  if (out.blob.size >= file.size) {
    return { ...base, blob: file, mime: file.type, extensions: extensionsFor(file.type), width: header.width, height: header.height, notSmaller: true };
  }
  return { ...base, blob: out.blob, mime: out.blob.type, extensions: extensionsFor(out.blob.type), width: out.width, height: out.height, notSmaller: false };
}

export async function convertImageFile(file: File, target: ConvertTarget, options: RunOptions): Promise<ConvertOutcome> {
  const bytes = await file.arrayBuffer();
  try {
    const result = await runJob<ConvertResult>({ type: 'convert', bytes, target }, bytes, options);
    return { ...result, blob: new Blob([result.bytes], { type: result.mime }), extensions: extensionsFor(result.mime) };
  } catch (error) {
    if (isFinal(error)) throw error;
    // The spec's method: the canvas exports what it can; anything it cannot write comes back as PNG.
    const out = await canvasCompress(file, target, 90, false);
    return { blob: out.blob, mime: out.blob.type, extensions: extensionsFor(out.blob.type), width: out.width, height: out.height, fellBack: out.blob.type !== target };
  }
}

/** A small WebP to show an image the browser cannot display itself (a HEIC outside Safari). */
export async function previewImageFile(file: Blob, options: RunOptions = {}): Promise<Blob> {
  const bytes = await file.arrayBuffer();
  const result = await runJob<PreviewResult>({ type: 'preview', bytes }, bytes, options);
  return new Blob([result.bytes], { type: result.mime });
}
