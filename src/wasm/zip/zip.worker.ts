/// <reference lib="webworker" />
/**
 * ZIP worker: builds one archive off the main thread and reports progress by bytes.
 * The page cancels by terminating the worker, which stops the work at once.
 */
import { loadDeflate } from './deflate/block';
import { createDeflatePool, type DeflatePool } from './deflate/pool';
import { serveJobs, throttleProgress } from '../worker';
import { BlobSink, StreamSink, type ZipSink } from './sink';
import { writeZip } from './writer';
import type { ZipJob, ZipJobResult } from './jobs';

async function openSink(job: ZipJob): Promise<ZipSink> {
  if (!job.target) return new BlobSink();
  const writable = await job.target.createWritable();
  return new StreamSink(writable as unknown as WritableStream<Uint8Array>);
}

/**
 * DEFLATE helpers: one per core but one, up to 4. This worker's own reading, checksums and writing
 * and the page need the remaining core: on a 2-core machine two helpers made every thread wait for
 * a core and the same DEFLATE work took three times as long. They start on 'warm' (the page
 * prepares this worker ahead of its job) or with the job, and are closed when the job ends.
 */
let helpers: DeflatePool | null = null;
const startHelpers = () => (helpers ??= createDeflatePool(Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1))));

serveJobs<ZipJob, ZipJobResult>(
  async (job, { progress }) => {
    const pool = startHelpers();
    try {
      const sink = await openSink(job);
      if (job.password) {
        // zip.js and the AES code load only for a password-protected archive.
        const { writeEncryptedZip } = await import('./encrypted');
        return { result: await writeEncryptedZip(job.entries, sink, job.password, { level: job.level, onProgress: throttleProgress(progress) }) };
      }
      const result = await writeZip(job.entries, sink, {
        level: job.level,
        onProgress: throttleProgress(progress),
        deflate: pool.run,
        runnerSaturated: pool.saturated,
        window: 4,
      });
      return { result };
    } finally {
      pool.close();
      helpers = null;
    }
  },
  {
    warm: () => {
      startHelpers();
      loadDeflate().catch(() => undefined); // retried, and reported, by the job
    },
  },
);
