/**
 * Extraction into a picked folder (folder.ts, the path the archive worker takes): an in-memory
 * FileSystemDirectoryHandle that behaves like the browser's (names with '/' or '..' throw, writes
 * land in a swap copy that only close() commits, abort() drops it) receives real archives, and
 * every file written is compared with the archive's .members.tsv sidecar (sha256).
 */
import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { realworldDescribe } from '../../../helpers/corpus';
import { extractToFolder } from '../../../../src/wasm/archive';
import { folderSink, WRITE_BYTES } from '../../../../src/wasm/archive/folder';
import type { ArchiveEntry } from '../../../../src/wasm/archive';
import { archiveFiles, archiveRows, FOLDER, useLibarchiveFromVendor } from './archiveCorpus';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const checkName = (name: string) => {
  if (name === '' || name === '.' || name === '..' || /[/\\]/.test(name)) throw new TypeError(`Name is not allowed: ${name}`);
};

class MemFile {
  readonly kind = 'file';
  data: Uint8Array | null = new Uint8Array(0);
  writes: number[] = [];
  constructor(readonly name: string) {}
  async createWritable() {
    await tick();
    const parts: Uint8Array[] = [];
    return {
      write: async (chunk: Uint8Array) => {
        await tick();
        parts.push(chunk.slice());
        this.writes.push(chunk.length);
      },
      close: async () => {
        await tick();
        this.data = new Uint8Array(Buffer.concat(parts));
      },
      abort: async () => {
        parts.length = 0;
      },
    };
  }
}

class MemDir {
  readonly kind = 'directory';
  readonly children = new Map<string, MemDir | MemFile>();
  constructor(readonly name: string) {}
  async getDirectoryHandle(name: string, { create = false } = {}) {
    checkName(name);
    await tick();
    let child = this.children.get(name);
    if (!child && create) this.children.set(name, (child = new MemDir(name)));
    if (!(child instanceof MemDir)) throw new DOMException(name, child ? 'TypeMismatchError' : 'NotFoundError');
    return child;
  }
  async getFileHandle(name: string, { create = false } = {}) {
    checkName(name);
    await tick();
    let child = this.children.get(name);
    if (!child && create) this.children.set(name, (child = new MemFile(name)));
    if (!(child instanceof MemFile)) throw new DOMException(name, child ? 'TypeMismatchError' : 'NotFoundError');
    return child;
  }
  async removeEntry(name: string) {
    if (!this.children.delete(name)) throw new DOMException(name, 'NotFoundError');
  }
  /** Every file below, by path, as sha256. */
  hashes(prefix = ''): Map<string, string> {
    const out = new Map<string, string>();
    for (const [name, child] of this.children) {
      if (child instanceof MemDir) for (const [path, hash] of child.hashes(`${prefix}${name}/`)) out.set(path, hash);
      else out.set(`${prefix}${name}`.normalize('NFC'), createHash('sha256').update(child.data ?? new Uint8Array(0)).digest('hex'));
    }
    return out;
  }
}

const asHandle = (dir: MemDir) => dir as unknown as FileSystemDirectoryHandle;
const fileEntry = (path: string, size: number, index = 0): ArchiveEntry => ({ index, path, safePath: path, kind: 'file', size, compressedSize: size, date: null, encrypted: false });
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const noise = (size: number, seed: number) => Uint8Array.from({ length: size }, (_, i) => (i * 2654435761 + seed * 97) >>> 24);

describe('writing into a picked folder', () => {
  it('gathers a big file into few large writes, byte-identical, and keeps small files whole', async () => {
    const root = new MemDir('picked');
    const folder = folderSink(asHandle(root));
    const big = noise(10 * 1024 * 1024 + 123, 1);
    const writer = await folder.sink(fileEntry('a/b/big.bin', big.length));
    for (let at = 0; at < big.length; at += 65536) await writer.write(big.subarray(at, at + 65536));
    await writer.close();
    const small = noise(5000, 2);
    const second = await folder.sink(fileEntry('a/small.txt', small.length, 1));
    await second.write(small.subarray(0, 100));
    await second.write(small.subarray(100));
    await second.close();
    await folder.settled();
    expect(root.hashes()).toEqual(new Map([['a/b/big.bin', sha(big)], ['a/small.txt', sha(small)]]));
    const bigFile = (((root.children.get('a') as MemDir).children.get('b') as MemDir).children.get('big.bin') as MemFile).writes;
    expect(bigFile.length).toBe(3);
    expect(Math.max(...bigFile)).toBeLessThanOrEqual(WRITE_BYTES);
    expect(folder.files).toBe(2);
  });

  it('leaves nothing of an aborted file, written in part or not at all', async () => {
    const root = new MemDir('picked');
    const folder = folderSink(asHandle(root));
    const bigOne = await folder.sink(fileEntry('big.bin', 9 * 1024 * 1024));
    await bigOne.write(noise(6 * 1024 * 1024, 3)); // past one batch: the file is open on disk
    await bigOne.abort('entryDamaged');
    const small = await folder.sink(fileEntry('small.bin', 10));
    await small.write(noise(10, 4));
    await small.abort('entryDamaged');
    await folder.settled();
    expect(root.children.size).toBe(0);
    expect(folder.files).toBe(0);
  });

  it('writes a name that comes twice in archive order (the later one wins)', async () => {
    const root = new MemDir('picked');
    const folder = folderSink(asHandle(root));
    for (const [i, text] of ['first', 'second', 'third'].entries()) {
      const writer = await folder.sink(fileEntry('same.txt', text.length, i));
      await writer.write(new TextEncoder().encode(text));
      await writer.close();
    }
    await folder.settled();
    expect(new TextDecoder().decode((root.children.get('same.txt') as MemFile).data as Uint8Array)).toBe('third');
  });

  it('fails the run when a write fails (a full disk): settled() and the next entry say so', async () => {
    const root = new MemDir('picked');
    const full = Object.assign(Object.create(root) as MemDir, {
      getFileHandle: async () => ({ createWritable: async () => ({ write: () => Promise.reject(new Error('disk full')), close: async () => undefined, abort: async () => undefined }) }),
    });
    const folder = folderSink(asHandle(full));
    const writer = await folder.sink(fileEntry('a.txt', 3));
    await writer.write(new Uint8Array([1, 2, 3]));
    // The file is written in the background: its failure may already show when it is closed.
    const closing = await Promise.resolve(writer.close()).then(() => null, (error: Error) => error.message);
    expect([null, 'disk full']).toContain(closing);
    await expect(folder.settled()).rejects.toThrow('disk full');
    await expect(folder.sink(fileEntry('b.txt', 3, 1))).rejects.toThrow('disk full');
  });

  it('Cancel mid-archive: the files written are whole, the one being written is not left behind', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 6; i++) files[`part-${i}.bin`] = noise(3 * 1024 * 1024, 10 + i);
    const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, [bytes, { level: 0 }]])));
    const root = new MemDir('picked');
    const controller = new AbortController();
    const run = extractToFolder(new File([zip], 'parts.zip'), asHandle(root), {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0.4) controller.abort();
      },
    });
    await expect(run).rejects.toThrow();
    const written = root.hashes();
    expect(written.size).toBeGreaterThan(0);
    expect(written.size).toBeLessThan(6);
    for (const [path, hash] of written) expect(hash, path).toBe(sha(files[path]));
  });
});

realworldDescribe(FOLDER)('real archives into a picked folder, byte-identical to their sidecars', () => {
  beforeAll(useLibarchiveFromVendor);
  const rows = new Map(archiveRows().map((row) => [row.file, row]));
  for (const file of ['zip-deflate.zip', 'zip-lzma.zip', 'zip-split.zip', '7z-lzma2-solid.7z', 'rar/test_read_format_rar5_multiarchive.part01.rar', 'tar-gnu.tar.gz', 'names-utf8-flag.zip']) {
    it(file, async () => {
      const row = rows.get(file);
      if (!row) throw new Error(`${file} is not in the manifest`);
      const root = new MemDir('picked');
      const report = await extractToFolder(archiveFiles(row), asHandle(root), { password: row.password });
      const members = row.members.filter((m) => m.kind === 'file');
      expect(root.hashes()).toEqual(new Map(members.map((m) => [m.path, m.sha256])));
      expect(report.files).toBe(members.length);
      expect(report.partial).toBe(false);
    });
  }

  it('zip-slip: only the safe file is written, nothing outside the folder', async () => {
    const row = rows.get('bad-zipslip.zip');
    if (!row) throw new Error('bad-zipslip.zip is not in the manifest');
    const root = new MemDir('picked');
    const report = await extractToFolder(archiveFiles(row), asHandle(root));
    const ok = row.members.find((m) => m.path === 'ok.txt');
    expect(root.hashes()).toEqual(new Map([['ok.txt', ok?.sha256]]));
    expect(report.refused.length).toBe(4);
  });
});
