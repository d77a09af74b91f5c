/**
 * The archive engine's front door for pages:
 *   const listing = await listArchive(files, { password, signal });
 *   const report = await extractArchive(files, (entry) => writerFor(entry), { indexes, password, signal, onProgress });
 *   const report = await extractToFolder(files, folderHandle, { indexes, password, signal, onProgress });
 * All run in one archive worker. Cancel asks the job to stop (it stops between slices, discards the
 * file it was writing and lets the complete ones close) and terminates the worker if it has not
 * within CANCEL_GRACE_MS. The entries' bytes stream back to the sink through a MessagePort, one
 * entry after another; extracting to a folder, the worker writes them there itself (the handle is
 * posted to it) and only the report comes back. Without Worker support (Node tests) the same code
 * runs here.
 */
import { createWorkerPool, type WorkerPool } from '../worker';
import type { ArchiveJob, FolderReport } from './jobs';
import { archiveProblemOf, nameWorkerError } from './problems';
import { servePort } from './port';
import type { ArchiveListing, ArchiveOptions, ArchiveSink, ExtractOptions, ExtractReport } from './types';

let pool: WorkerPool<ArchiveJob> | undefined;

/** How long a cancelled job may take to stop cleanly before its worker is terminated. */
const CANCEL_GRACE_MS = 3000;

const archivePool = () =>
  (pool ??= createWorkerPool<ArchiveJob>(() => new Worker(new URL('./archive.worker.ts', import.meta.url), { type: 'module', name: 'archive' }), {
    size: 1,
    cancelGraceMs: CANCEL_GRACE_MS,
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

/**
 * Extracts the chosen entries (all by default) into `folder` (a folder the user picked), written
 * from the archive worker, so the bytes never cross to the page; says what could not be extracted
 * and how many files were written.
 */
export async function extractToFolder(input: Blob | readonly Blob[], folder: FileSystemDirectoryHandle, options: ExtractOptions = {}): Promise<FolderReport> {
  const parts = partsOf(input);
  const { signal, onProgress, indexes } = options;
  if (typeof Worker === 'undefined') {
    const [{ openArchive }, { extractOpened }, { folderSink }] = await Promise.all([import('./open'), import('./extract'), import('./folder')]);
    const opened = await openArchive(parts, options);
    const sink = folderSink(folder);
    const report = await extractOpened(opened, sink.sink, options).finally(() => sink.settled().catch(() => undefined));
    await sink.settled();
    return { ...report, files: sink.files };
  }
  const job: ArchiveJob = { type: 'extractToFolder', parts, options: { ...jobOptions(options), indexes }, folder };
  return archivePool()
    .run<FolderReport>(job, [], { signal, onProgress })
    .catch((error: unknown) => Promise.reject(nameWorkerError(error)));
}
