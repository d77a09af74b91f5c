/** The image worker: compression, conversion and preview jobs, codecs loaded on first use. */
import { canvasReference } from './canvas/canvasReference';
import { compressImageBuffer } from './compressImage';
import { convertImageBuffer } from './convertImage';
import type { ImageJob, ImageJobResult } from './jobs';
import { previewImageBuffer } from './previewImage';
import { serveJobs } from '../worker';

async function run(job: ImageJob, progress: (fraction: number) => void): Promise<ImageJobResult> {
  switch (job.type) {
    case 'compress':
      return compressImageBuffer(job.bytes, job.settings, { reference: canvasReference, onProgress: progress });
    case 'convert':
      return convertImageBuffer(job.bytes, job.target, progress);
    case 'preview':
      return previewImageBuffer(job.bytes);
  }
}

serveJobs<ImageJob, ImageJobResult>(async (job, { progress }) => {
  const result = await run(job, progress);
  return { result, transfer: [result.bytes] };
});
