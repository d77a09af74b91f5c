/**
 * Main-thread side of Images to PDF: one worker, created when the first image is added (so
 * pdf-lib and the codecs are fetched only then) and shut down when idle. Checks and the build
 * queue on it; aborting a build terminates the worker.
 */
import type { ImagesToPdfJob } from './jobs';
import type { PageLayout } from './layout';
import type { CheckedImage } from './source';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<ImagesToPdfJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<ImagesToPdfJob>(
    () => new Worker(new URL('./imagesToPdf.worker.ts', import.meta.url), { type: 'module', name: 'images-to-pdf' }),
    { size: 1, crashMessage: 'The PDF worker stopped unexpectedly (the images may need more memory than the tab has).' },
  ));

/** Format and upright size from the file's header; rejects with an ImageInputError saying what is wrong. */
export async function checkImageForPdf(file: Blob): Promise<CheckedImage> {
  const buffer = await file.arrayBuffer();
  return getPool().run<CheckedImage>({ kind: 'check', buffer }, [buffer]);
}

/** One PDF page per image, in order. A file that cannot be used rejects with code 'image:<index>'. */
export async function buildPdfFromImages(files: File[], layout: PageLayout, options: RunOptions): Promise<{ blob: Blob; pages: number }> {
  const entries = await Promise.all(files.map(async (file) => ({ name: file.name, buffer: await file.arrayBuffer() })));
  const reply = await getPool().run<{ pages: number; buffer: ArrayBuffer }>(
    { kind: 'build', files: entries, layout },
    entries.map((e) => e.buffer),
    options,
  );
  return { blob: new Blob([reply.buffer], { type: 'application/pdf' }), pages: reply.pages };
}
