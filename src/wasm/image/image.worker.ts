/** The image worker: compression, conversion and preview jobs, codecs loaded on first use. */
import { canvasReference } from './canvas/canvasReference';
import { compressImageBuffer } from './compressImage';
import { convertImageBuffer } from './convertImage';
import type { ImageJob, ImageJobResult } from './jobs';
import { previewImageBuffer } from './previewImage';
import { createImageHelpers } from './helpers/imageHelpers';
import { serveJobs } from '../worker';

// Their workers start on the first job that uses them: a worker that only previews starts none.
const helpers = createImageHelpers(() => new Worker(new URL('./helpers/imageHelper.worker.ts', import.meta.url), { type: 'module', name: 'image-helper' }), navigator.hardwareConcurrency || 1);

async function run(job: ImageJob, progress: (fraction: number) => void): Promise<ImageJobResult> {
  switch (job.type) {
    case 'compress':
      return compressImageBuffer(job.bytes, job.settings, { reference: canvasReference, onProgress: progress, helpers });
    case 'convert':
      return convertImageBuffer(job.bytes, job.target, progress, helpers);
    case 'preview':
      return previewImageBuffer(job.bytes);
  }
}

serveJobs<ImageJob, ImageJobResult>(async (job, { progress }) => {
  const result = await run(job, progress);
  return { result, transfer: [result.bytes] };
});
