/**
 * Encrypted 7z and RAR through 7-Zip (src/wasm/archive/sevenzip): only they load it (plain 7z and
 * RAR stay with libarchive); RAR 5 encryption is seen in its headers; an encrypted 7z made here by
 * 7-Zip itself (encrypted names, split into volumes, more than one extraction batch) comes out
 * byte for byte with at most one batch in 7-Zip's memory at a time; a wrong password is named and a
 * damaged one names the entries it could not read.
 */
import { createHash } from 'node:crypto';
import type { SevenZipModule, SevenZipModuleFactory } from '7z-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { realworldDescribe } from '../../../helpers/corpus';
import { archiveProblemOf, extractArchive, listArchive } from '../../../../src/wasm/archive';
import { BATCH_BYTES } from '../../../../src/wasm/archive/sevenzip/backend';
import { provideSevenZip } from '../../../../src/wasm/archive/sevenzip/module';
import { rar5Encrypted } from '../../../../src/wasm/archive/sevenzip/route';
import { archiveFiles, archiveRows, FOLDER, hashingSink, useLibarchiveFromVendor } from './archiveCorpus';

/** Every 7-Zip instance the engine starts, and how many times the module was loaded. */
const started: SevenZipModule[] = [];
let loads = 0;

beforeAll(() => {
  useLibarchiveFromVendor();
  provideSevenZip(async () => {
    loads++;
    const real = (await import('7z-wasm')).default;
    const counting: SevenZipModuleFactory = async (options) => {
      const module = await real(options);
      started.push(module);
      return module;
    };
    return counting;
  });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Bytes of files under `dir` in a 7-Zip instance's file system. */
function bytesUnder(module: SevenZipModule, dir: string): number {
  let total = 0;
  let names: string[];
  try {
    names = module.FS.readdir(dir);
  } catch {
    return 0;
  }
  for (const name of names.filter((n) => n !== '.' && n !== '..')) {
    const stat = module.FS.stat(`${dir}/${name}`);
    total += module.FS.isDir(stat.mode) ? bytesUnder(module, `${dir}/${name}`) : stat.size;
  }
  return total;
}

realworldDescribe(FOLDER)('which archives load 7-Zip', () => {
  const rows = archiveRows();
  const row = (file: string) => rows.find((r) => r.file === file) as (typeof rows)[number];

  it('plain 7z and RAR archives are read by libarchive without loading 7-Zip', async () => {
    const before = loads;
    for (const file of ['7z-lzma2-solid.7z', '7z-volumes.7z.001', 'rar/test_read_format_rar5_multiple_files_solid.rar', 'rar/test_read_format_rar_compress_best.rar']) {
      const hashed = hashingSink();
      const report = await extractArchive(archiveFiles(row(file)), hashed.sink);
      expect(report.failed, file).toEqual([]);
      expect(hashed.closed().size, file).toBeGreaterThan(0);
    }
    expect(loads).toBe(before);
  });

  it('RAR 5 encryption is seen in the headers (libarchive 3.6.2 lists a solid encrypted RAR 5 as plain)', async () => {
    const encrypted = ['rar/test_read_format_rar5_solid_encrypted.rar', 'rar/test_read_format_rar5_encrypted_filenames.rar'];
    const plain = ['rar/test_read_format_rar5_compressed.rar', 'rar/test_read_format_rar5_stored.rar', 'rar/test_read_format_rar5_multiple_files_solid.rar', 'rar/test_read_format_rar4_encrypted.rar', '7z-aes256-names-visible.7z'];
    for (const file of encrypted) expect(await rar5Encrypted(archiveFiles(row(file))[0]), file).toBe(true);
    for (const file of plain) expect(await rar5Encrypted(archiveFiles(row(file))[0]), file).toBe(false);
  });

  it('a damaged encrypted 7z names the entries it could not read and hands out the others', async () => {
    const source = row('7z-aes256-names-visible.7z');
    const bytes = new Uint8Array(await archiveFiles(source)[0].arrayBuffer());
    // The packed stream ends where the (plain) header begins, near the end: spoil its last part.
    for (let i = Math.floor(bytes.length * 0.8); i < Math.floor(bytes.length * 0.8) + 64; i++) bytes[i] ^= 0x5a;
    const hashed = hashingSink();
    const report = await extractArchive(new File([bytes], 'damaged.7z'), hashed.sink, { password: source.password });
    expect(report.partial).toBe(true);
    expect(new Set(report.failed.map((f) => f.problem))).toEqual(new Set(['entryDamaged']));
    const members = new Map(source.members.map((m) => [m.path, m.sha256]));
    const files = [...hashed.closed()].filter(([, entry]) => entry.entry.kind === 'file');
    for (const [path, entry] of files) expect(entry.sha256, path).toBe(members.get(path));
    expect(files.length).toBeGreaterThan(0);
    for (const failed of report.failed) expect(hashed.closed().has(failed.path), failed.path).toBe(false);
  });
});

describe('an encrypted 7z made by 7-Zip: names encrypted, in volumes, larger than one batch', () => {
  const password = 'Ünïcode pass — 7z';
  const FILE_BYTES = 30 * 1024 * 1024;
  const files = new Map<string, Uint8Array>();
  let volumes: File[] = [];

  beforeAll(async () => {
    // Text-like content (compresses fast at -mx1), different in each file.
    for (const [n, name] of ['big one.log', 'nested/ütf-8 名前.csv', 'nested/deeper/third.txt'].entries()) {
      const bytes = new Uint8Array(FILE_BYTES);
      const line = new TextEncoder().encode(`${name}: line of file ${n} `);
      for (let at = 0, i = 0; at < bytes.length; i++) {
        const text = new TextEncoder().encode(`${i}\n`);
        bytes.set(line.subarray(0, Math.min(line.length, bytes.length - at)), at);
        at += line.length;
        if (at < bytes.length) bytes.set(text.subarray(0, Math.min(text.length, bytes.length - at)), at);
        at += text.length;
      }
      files.set(name, bytes);
    }
    files.set('small.txt', new TextEncoder().encode('a small file between the big ones\n'));
    const maker = await (await import('7z-wasm')).default({ print: () => undefined, printErr: () => undefined });
    for (const [name, bytes] of files) {
      const folders = `src/${name}`.split('/').slice(0, -1);
      folders.forEach((_, i) => {
        const folder = `/${folders.slice(0, i + 1).join('/')}`;
        if (!maker.FS.readdir(folder.slice(0, folder.lastIndexOf('/')) || '/').includes(folder.slice(folder.lastIndexOf('/') + 1))) maker.FS.mkdir(folder);
      });
      maker.FS.writeFile(`/src/${name}`, bytes);
    }
    maker.FS.chdir('/src');
    maker.FS.mkdir('/made');
    maker.callMain(['a', '-t7z', '-mx1', '-mhe=on', `-p${password}`, '-v200k', '/made/set.7z', '.']);
    volumes = maker.FS.readdir('/made')
      .filter((n) => n.startsWith('set.7z.'))
      .reverse() // any order: the engine puts the parts in order
      .map((n) => new File([maker.FS.readFile(`/made/${n}`) as Uint8Array<ArrayBuffer>], n));
  }, 240_000);

  it('names a missing and a wrong password before listing anything', async () => {
    expect(volumes.length).toBeGreaterThan(1);
    expect(archiveProblemOf(await listArchive(volumes).catch((e: unknown) => e))).toBe('needsPassword');
    expect(archiveProblemOf(await listArchive(volumes, { password: 'wrong' }).catch((e: unknown) => e))).toBe('wrongPassword');
  });

  it('extracts every file byte for byte, deleting each from 7-Zip memory once handed out', async () => {
    const listing = await listArchive(volumes, { password });
    expect(listing.encrypted).toBe(true);
    expect(listing.entries.filter((e) => e.kind === 'file').map((e) => e.path).sort()).toEqual([...files.keys()].sort());
    let peak = 0;
    const hashed = hashingSink();
    const report = await extractArchive(
      volumes,
      (entry) => {
        const module = started[started.length - 1];
        peak = Math.max(peak, bytesUnder(module, '/out'));
        return hashed.sink(entry);
      },
      { password },
    );
    expect(report.failed).toEqual([]);
    for (const [name, bytes] of files) expect(hashed.closed().get(name)?.sha256, name).toBe(sha256(bytes));
    const total = [...files.values()].reduce((sum, b) => sum + b.length, 0);
    expect(total).toBeGreaterThan(BATCH_BYTES);
    // At most one batch in memory (a file larger than a batch would be one batch on its own).
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(BATCH_BYTES);
    expect(bytesUnder(started[started.length - 1], '/out')).toBe(0);
  }, 240_000);

  it('a wrong password hands out nothing', async () => {
    const hashed = hashingSink();
    const error = await extractArchive(volumes, hashed.sink, { password: `${password}!` }).catch((e: unknown) => e);
    expect(archiveProblemOf(error)).toBe('wrongPassword');
    expect(hashed.entries.filter((e) => e.outcome === 'closed')).toEqual([]);
  }, 240_000);
});
