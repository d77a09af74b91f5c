/**
 * Extracts the chosen entries of an opened archive to a sink, one entry at a time: folders first,
 * then files in archive order, each through a guarded writer that counts its bytes (a file that
 * grows past its listed size or a run past the limits stops), reports progress and keeps the
 * report. Refused entries (unsafe names, links) are never opened; an entry that fails its check is
 * aborted in the sink and named; the others go on.
 */
import type { EntryOutput } from './backend';
import { limitsOf, OutputGuard } from './limits';
import type { OpenedArchive } from './open';
import { ArchiveError, type ArchiveProblem } from './problems';
import type { ArchiveEntry, ArchiveSink, EntryFailure, EntryWriter, ExtractOptions, ExtractReport } from './types';

const failure = (entry: ArchiveEntry, problem: string): EntryFailure => ({ index: entry.index, path: entry.path, problem });

export async function extractOpened(opened: OpenedArchive, sink: ArchiveSink, options: ExtractOptions = {}): Promise<ExtractReport> {
  const { listing, backend, archiveBytes } = opened;
  const { signal, onProgress } = options;
  const asked = options.indexes ? new Set(options.indexes) : null;
  const selected = listing.entries.filter((e) => !asked || asked.has(e.index));
  const report: ExtractReport = { extracted: 0, bytes: 0, failed: [], refused: [], partial: false };
  const writable: ArchiveEntry[] = [];
  for (const entry of selected) {
    if (!entry.safePath || entry.unsafe) report.refused.push(failure(entry, entry.unsafe ?? 'absolute'));
    else if (entry.kind === 'directory' || entry.kind === 'file') writable.push(entry);
  }
  for (const folder of writable.filter((e) => e.kind === 'directory')) {
    await (await sink(folder)).close();
    report.extracted++;
  }
  const files = writable.filter((e) => e.kind === 'file');
  const expected = files.reduce((sum, e) => sum + (e.size ?? 0), 0);
  const guard = new OutputGuard(limitsOf(options.limits), archiveBytes);
  const openedIndexes = new Set<number>();
  let pending: { target: EntryWriter; settled: boolean } | undefined;

  const out: EntryOutput = {
    async open(index) {
      const entry = listing.entries[index];
      openedIndexes.add(index);
      const target = await sink(entry);
      const state = { target, settled: false };
      pending = state;
      let written = 0;
      return {
        async write(chunk) {
          written += chunk.length;
          guard.add(chunk.length, written, entry.size);
          report.bytes += chunk.length;
          if (expected > 0) onProgress?.(Math.min(1, report.bytes / expected));
          await target.write(chunk);
        },
        async close() {
          state.settled = true;
          if (entry.size !== null && written !== entry.size) {
            await target.abort('entryDamaged');
            report.failed.push(failure(entry, 'entryDamaged'));
            return;
          }
          await target.close();
          report.extracted++;
        },
        async abort(problem) {
          state.settled = true;
          await target.abort(problem);
          report.failed.push(failure(entry, problem));
        },
      };
    },
  };

  try {
    await backend.extract(new Set(files.map((e) => e.index)), out, signal);
  } catch (error) {
    const current = pending as { target: EntryWriter; settled: boolean } | undefined;
    if (current && !current.settled) await current.target.abort(error instanceof ArchiveError ? error.code : 'aborted');
    throw error;
  }
  // What the reader never reached lies after the damage of a truncated archive.
  for (const entry of files) if (!openedIndexes.has(entry.index)) report.failed.push(failure(entry, 'entryDamaged'));
  // Nothing but locked entries came out (empty files aside): the archive as a whole cannot be opened here.
  const encryptedOnly = report.failed.length > 0 && report.bytes === 0 && report.failed.every((f) => f.problem === 'unsupportedEncryption');
  if (encryptedOnly) throw new ArchiveError('unsupportedEncryption' satisfies ArchiveProblem);
  report.partial = report.failed.length > 0;
  onProgress?.(1);
  return report;
}
