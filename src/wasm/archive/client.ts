/**
 * The archive engine's front door for pages:
 *   const listing = await listArchive(files, { password, signal });
 *   const report = await extractArchive(files, (entry) => writerFor(entry), { indexes, password, signal, onProgress });
 * Both run in one archive worker (Cancel terminates it, which really stops the work); the entries'
 * bytes stream back to the sink through a MessagePort, one entry after another. Without Worker
 * support (Node tests) the same code runs here.
 */
import { createWorkerPool, type WorkerPool } from '../worker';
import type { ArchiveJob } from './jobs';
import { archiveProblemOf, nameWorkerError } from './problems';
import { servePort } from './port';
import type { ArchiveListing, ArchiveOptions, ArchiveSink, ExtractOptions, ExtractReport } from './types';

let pool: WorkerPool<ArchiveJob> | undefined;

const archivePool = () =>
  (pool ??= createWorkerPool<ArchiveJob>(() => new Worker(new URL('./archive.worker.ts', import.meta.url), { type: 'module', name: 'archive' }), {
    size: 1,
    crashMessage: 'The archive worker failed to start',
  }));

const partsOf = (input: Blob | readonly Blob[]) => (input instanceof Blob ? [input] : [...input]);

const jobOptions = ({ password, nameEncoding, limits }: ArchiveOptions) => ({ password, nameEncoding, limits });

/** Lists an archive (one file, or every part of a split one) without extracting anything. */
export async function listArchive(input: Blob | readonly Blob[], options: ArchiveOptions = {}): Promise<ArchiveListing> {
  const parts = partsOf(input);
  if (typeof Worker === 'undefined') {
    const { openArchive } = await import('./open');
    return (await openArchive(parts, options)).listing;
  }
  return archivePool()
    .run<ArchiveListing>({ type: 'list', parts, options: jobOptions(options) }, [], { signal: options.signal })
    .catch((error: unknown) => Promise.reject(nameWorkerError(error)));
}

/** Extracts the chosen entries (all by default) to `sink`, one after another, and says what could not be. */
export async function extractArchive(input: Blob | readonly Blob[], sink: ArchiveSink, options: ExtractOptions = {}): Promise<ExtractReport> {
  const parts = partsOf(input);
  const { signal, onProgress, indexes } = options;
  if (typeof Worker === 'undefined') {
    const [{ openArchive }, { extractOpened }] = await Promise.all([import('./open'), import('./extract')]);
    return extractOpened(await openArchive(parts, options), sink, options);
  }
  const channel = new MessageChannel();
  const abortOpenEntry = servePort(channel.port1, sink);
  try {
    const job: ArchiveJob = { type: 'extract', parts, options: { ...jobOptions(options), indexes }, port: channel.port2 };
    return await archivePool().run<ExtractReport>(job, [channel.port2], { signal, onProgress });
  } catch (error) {
    const named = nameWorkerError(error);
    await abortOpenEntry(archiveProblemOf(named) ?? 'aborted');
    throw named;
  } finally {
    channel.port1.close();
  }
}
