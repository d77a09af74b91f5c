/**
 * The ZIP engine: archives built by our DEFLATE writer in a worker, blocks compressed in parallel
 * by nested helpers (deflate/), streamed to disk through the save-file picker when very large.
 */
export { createZip, prepareZipWorker, runZipJob } from './client';
export { zipLimitOf, type ZipLimit } from './limits';
