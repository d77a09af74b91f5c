/**
 * Lists and extracts archives off the main thread. Extracted bytes either stream back through the
 * job's port (downloads, a ZIP), or go straight into the folder the user picked, whose handle the
 * job carries (folder.ts): then they never cross to the page.
 */
import { serveJobs, throttleProgress } from '../worker';
import { extractOpened } from './extract';
import { folderSink } from './folder';
import type { ArchiveJob, ArchiveJobResult } from './jobs';
import { openArchive } from './open';
import { portSink } from './port';

serveJobs<ArchiveJob, ArchiveJobResult>(async (job, { progress, signal }) => {
  const opened = await openArchive(job.parts, { ...job.options, signal });
  if (job.type === 'list') return { result: opened.listing };
  const onProgress = throttleProgress(progress);
  if (job.type === 'extractToFolder') {
    const folder = folderSink(job.folder);
    // On a failure or Cancel, the files already complete are still closed (never left half-written).
    const report = await extractOpened(opened, folder.sink, { ...job.options, signal, onProgress }).finally(() => folder.settled().catch(() => undefined));
    await folder.settled();
    return { result: { ...report, files: folder.files } };
  }
  try {
    const { sink, drain } = portSink(job.port);
    const report = await extractOpened(opened, sink, { ...job.options, signal, onProgress });
    await drain();
    return { result: report };
  } finally {
    job.port.close();
  }
});
