/**
 * The archive engine: list and extract ZIP (@zip.js/zip.js), 7z, RAR, TAR and its compressed
 * forms, ISO and CAB (libarchive, loaded only for those), and single .gz/.bz2/.xz/.zst files, in a
 * worker, entry by entry to a sink, with zip-slip, link and bomb checks before anything expands.
 */
export { extractArchive, extractToFolder, listArchive } from './client';
export { archiveProblemOf, asksForPassword, type ArchiveProblem } from './problems';
export type {
  ArchiveEntry,
  ArchiveListing,
  ArchiveSink,
  EntryWriter,
  ExtractReport,
} from './types';
