/**
 * Helpers for the archive tests: the archives/ manifest rows with their parts, passwords and
 * members, and a sink that hashes what comes out (nothing is kept: only a SHA-256 per entry).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readManifest, realworldBytes, realworldPath } from '../../../helpers/corpus';
import type { ArchiveEntry, ArchiveSink } from '../../../../src/wasm/archive';
import { provideLibarchiveWasm } from '../../../../src/wasm/archive/libarchive/module';
import { provideSevenZip } from '../../../../src/wasm/archive/sevenzip/module';

export const FOLDER = 'archives';

/** 7-Zip (encrypted 7z and RAR) from the package in node_modules, as the served module is in the browser. */
export function useSevenZipFromPackage(): void {
  provideSevenZip(async () => (await import('7z-wasm')).default);
}

export function useLibarchiveFromVendor(): void {
  provideLibarchiveWasm(new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../../vendor/libarchive-wasm/libarchive.wasm'))));
}

interface Member {
  path: string;
  size: number;
  sha256: string;
  kind: 'file' | 'dir' | 'symlink' | 'hardlink';
}

export interface ArchiveRow {
  file: string;
  format: string;
  expected: string;
  facts: string;
  password?: string;
  wrongPassword?: string;
  parts: string[];
  members: Member[];
}

const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '');

export function archiveRows(): ArchiveRow[] {
  return readManifest(realworldPath(FOLDER, 'MANIFEST.tsv')).map((row) => {
    const facts = row.facts;
    const password = /\|\s*password=(\S+)/.exec(facts)?.[1];
    const wrongPassword = /wrong password '([^']+)'/.exec(facts)?.[1];
    const partList = /parts \(in order\)=(\S+)/.exec(facts)?.[1];
    const parts = partList ? partList.split(';').map((name) => folderOf(row.file) + name) : [row.file];
    const members = readManifest(realworldPath(FOLDER, `${row.file}.members.tsv`)).map((m) => ({
      path: m.path.normalize('NFC'),
      size: Number(m.size),
      sha256: m.sha256,
      kind: m.kind as Member['kind'],
    }));
    return { file: row.file, format: row.format, expected: row.expected, facts, password, wrongPassword, parts, members };
  });
}

export const archiveFiles = (row: ArchiveRow) => row.parts.map((part) => new File([realworldBytes(FOLDER, part)], part.slice(part.lastIndexOf('/') + 1)));

export interface HashedEntry {
  entry: ArchiveEntry;
  sha256?: string;
  size: number;
  outcome: 'closed' | 'aborted' | 'open';
  problem?: string;
}

/** A sink that keeps only each entry's SHA-256 and whether it was closed (handed out) or aborted. */
export function hashingSink(): { sink: ArchiveSink; entries: HashedEntry[]; closed: () => Map<string, HashedEntry> } {
  const entries: HashedEntry[] = [];
  const sink: ArchiveSink = (entry) => {
    const hash = createHash('sha256');
    const record: HashedEntry = { entry, size: 0, outcome: 'open' };
    entries.push(record);
    return {
      write(chunk) {
        hash.update(chunk);
        record.size += chunk.length;
      },
      close() {
        record.outcome = 'closed';
        record.sha256 = hash.digest('hex');
      },
      abort(problem) {
        record.outcome = 'aborted';
        record.problem = problem;
      },
    };
  };
  const closed = () => new Map(entries.filter((e) => e.outcome === 'closed').map((e) => [e.entry.path.normalize('NFC'), e]));
  return { sink, entries, closed };
}
