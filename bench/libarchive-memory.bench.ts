/**
 * Memory of a large non-ZIP archive in our libarchive build (npm run bench:libarchive-memory):
 * lists and extracts BENCH_7Z (a path; e.g. a 1 GB 7z made with `7z a -mx=1 big.7z <folder>`, or a
 * .tar.zst made with `tar -cf - <folder> | zstd -1 -o big.tar.zst`: any archive libarchive reads)
 * in Node as the archive worker does, the file read through libarchive's callbacks a slice at a
 * time (fs.readSync standing in for FileReaderSync), every entry hashed and dropped. Prints the
 * process's peak RSS after listing and after extracting (one process per run: peak RSS only grows).
 */
import { createHash } from 'node:crypto';
import { openAsBlob, openSync, readFileSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { extractArchive, listArchive, type ArchiveSink } from '../src/wasm/archive';
import { provideLibarchiveWasm } from '../src/wasm/archive/libarchive/module';
import { provideSyncRead } from '../src/wasm/archive/libarchive/session';

const PATH = process.env.BENCH_7Z;
const MB = 1024 * 1024;
const peakMb = () => Math.round((process.resourceUsage().maxRSS * 1024) / MB);

it('lists and extracts a large archive with bounded memory', async () => {
  if (!PATH) throw new Error('Set BENCH_7Z to the path of a large 7z (or RAR, TAR, .tar.zst, .tar.xz...) archive');
  provideLibarchiveWasm(new Uint8Array(readFileSync(resolve(import.meta.dirname, '../vendor/libarchive-wasm/libarchive.wasm'))));
  const fd = openSync(PATH!, 'r');
  provideSyncRead(() => (start, end) => {
    const bytes = new Uint8Array(end - start);
    return bytes.subarray(0, readSync(fd, bytes, 0, bytes.length, start));
  });
  const blob = await openAsBlob(PATH!);
  const atStart = peakMb();
  let started = Date.now();
  const listing = await listArchive(blob);
  const listed = { peakMb: peakMb(), seconds: (Date.now() - started) / 1000, entries: listing.entries.length };
  let bytes = 0;
  const sink: ArchiveSink = () => {
    const hash = createHash('sha256');
    return {
      write: (chunk) => {
        hash.update(chunk);
        bytes += chunk.length;
      },
      close: () => void hash.digest(),
      abort: () => undefined,
    };
  };
  started = Date.now();
  const report = await extractArchive(blob, sink);
  const extracted = { peakMb: peakMb(), seconds: (Date.now() - started) / 1000, megabytes: Math.round(bytes / MB), failed: report.failed.length };
  console.log(JSON.stringify({ archiveMb: Math.round(blob.size / MB), atStartPeakMb: atStart, listed, extracted }));
  expect(report.failed).toEqual([]);
});
