/**
 * Our libarchive build (vendor/libarchive-wasm) reads every non-ZIP archive of
 * ../shared/realworld/archives through its callbacks: each part is a file-backed Blob read
 * synchronously from disk a slice at a time (as FileReaderSync does in the archive worker), never
 * copied whole, and every member listed and extracted matches its `.members.tsv` sha256.
 */
import { closeSync, openAsBlob, openSync, readSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { realworldDescribe, realworldPath } from '../../../helpers/corpus';
import { extractArchive, listArchive } from '../../../../src/wasm/archive';
import { provideSyncRead } from '../../../../src/wasm/archive/libarchive/session';
import { archiveRows, FOLDER, hashingSink, useLibarchiveFromVendor, type ArchiveRow } from './archiveCorpus';

/** Formats libarchive reads (single .gz/.bz2/.xz/.zst files go through stream decoders). */
const LIBARCHIVE_FORMATS = new Set(['7z', 'rar4', 'rar5', 'tar', 'tar.gz', 'tar.bz2', 'tar.xz', 'tar.zst', 'iso', 'cab']);
const SLICE = 1024 * 1024;

const paths = new WeakMap<Blob, string>();
const reads = { count: 0, bytes: 0, largest: 0, unknownBlobs: 0 };
const descriptors: number[] = [];

async function diskParts(row: ArchiveRow): Promise<Blob[]> {
  return Promise.all(
    row.parts.map(async (part) => {
      const path = realworldPath(FOLDER, part);
      const blob = await openAsBlob(path);
      paths.set(blob, path);
      return blob;
    }),
  );
}

const streamed = (row: ArchiveRow) => LIBARCHIVE_FORMATS.has(row.format) && row.expected === 'extract';

realworldDescribe(FOLDER)('libarchive reads through callbacks, a slice at a time', () => {
  beforeAll(() => {
    useLibarchiveFromVendor();
    provideSyncRead((blob) => {
      const path = paths.get(blob);
      if (!path) {
        reads.unknownBlobs++;
        return undefined;
      }
      const fd = openSync(path, 'r');
      descriptors.push(fd);
      return (start, end) => {
        const bytes = new Uint8Array(end - start);
        const got = readSync(fd, bytes, 0, bytes.length, start);
        reads.count++;
        reads.bytes += got;
        reads.largest = Math.max(reads.largest, got);
        return bytes.subarray(0, got);
      };
    });
  });
  afterAll(() => {
    for (const fd of descriptors) closeSync(fd);
  });

  for (const row of archiveRows().filter(streamed)) {
    it(`${row.file}: every member listed and byte-identical`, async () => {
      const before = { ...reads };
      const parts = await diskParts(row);
      const size = parts.reduce((sum, p) => sum + p.size, 0);
      const listing = await listArchive(parts);
      expect(listing.entries.filter((e) => e.kind !== 'directory').length).toBe(row.members.filter((m) => m.kind !== 'dir').length);
      const hashed = hashingSink();
      const report = await extractArchive(parts, hashed.sink);
      expect(report.failed).toEqual([]);
      const closed = hashed.closed();
      for (const member of row.members.filter((m) => m.kind === 'file' && m.sha256 !== '-')) {
        expect(closed.get(member.path)?.sha256, member.path).toBe(member.sha256);
      }
      // Read from disk through the callbacks, never more than a slice at a time.
      expect(reads.count).toBeGreaterThan(before.count);
      expect(reads.bytes - before.bytes).toBeGreaterThanOrEqual(Math.min(size, SLICE) / 2);
      expect(reads.largest).toBeLessThanOrEqual(SLICE);
      expect(reads.unknownBlobs).toBe(0);
    });
  }
});

it('the stream test covers every libarchive format of the manifest', () => {
  const rows = archiveRows();
  if (rows.length) expect(new Set(rows.filter(streamed).map((r) => r.format))).toEqual(LIBARCHIVE_FORMATS);
});
