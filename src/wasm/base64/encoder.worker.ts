/** Runs File to Base64 off the main thread: reading, encoding and building the text Blob. */
import { serveJobs } from '../worker';
import { encodeFile, type EncodedFile } from './encoder';

export interface EncodeFileJob {
  file: Blob;
}

serveJobs<EncodeFileJob, EncodedFile>(async (job, { progress }) => ({ result: await encodeFile(job.file, { onProgress: progress }) }));
