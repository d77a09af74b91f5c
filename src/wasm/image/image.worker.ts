/** The image worker: compression and conversion jobs, codecs loaded on first use. */
import { canvasReference } from './canvas/canvasReference';
import { compressImageBuffer } from './compressImage';
import { convertImageBuffer } from './convertImage';
import type { ImageJob, ImageJobResult } from './jobs';
import { serveJobs } from '../worker';

serveJobs<ImageJob, ImageJobResult>(async (job, { progress }) => {
  const result =
    job.type === 'compress'
      ? await compressImageBuffer(job.bytes, job.settings, { reference: canvasReference, onProgress: progress })
      : await convertImageBuffer(job.bytes, job.target, progress);
  return { result, transfer: [result.bytes] };
});
