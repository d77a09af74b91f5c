/** Lists and extracts archives off the main thread; extracted bytes stream back through the job's port. */
import { serveJobs, throttleProgress } from '../worker';
import { extractOpened } from './extract';
import type { ArchiveJob, ArchiveJobResult } from './jobs';
import { openArchive } from './open';
import { portSink } from './port';

serveJobs<ArchiveJob, ArchiveJobResult>(async (job, { progress, signal }) => {
  const opened = await openArchive(job.parts, { ...job.options, signal });
  if (job.type === 'list') return { result: opened.listing };
  try {
    const { sink, drain } = portSink(job.port);
    const report = await extractOpened(opened, sink, { ...job.options, signal, onProgress: throttleProgress(progress) });
    await drain();
    return { result: report };
  } finally {
    job.port.close();
  }
});
