import { CORPUS_DIR, corpusDescribe, hasCorpus } from '../../../helpers/corpus';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { deflateBlock, type DeflateRunner } from '../../../../src/wasm/zip/deflate/block';
import { BufferPool } from '../../../../src/wasm/zip/bufferPool';
import { BlobSink, StreamSink } from '../../../../src/wasm/zip/sink';
import { writeZip, type ZipSourceEntry } from '../../../../src/wasm/zip/writer';
import { readCentralDirectory } from '../../../helpers/centralDirectory';

const corpusNames = hasCorpus ? readdirSync(CORPUS_DIR).filter((name) => name !== 'MANIFEST.tsv').sort() : [];
const corpusBytes = new Map(corpusNames.map((name) => [name, new Uint8Array(readFileSync(join(CORPUS_DIR, name)))]));
const scratch = mkdtempSync(join(tmpdir(), 'zip-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const UTF8_FLAG = 0x800;
const MODIFIED = new Date(2021, 5, 15, 10, 30, 20).getTime();

/** Lorem-style text that DEFLATE must shrink a lot. */
const text = new TextEncoder().encode(
  Array.from({ length: 4000 }, (_, i) => `line ${i}: the quick brown fox jumps over the lazy dog\n`).join(''),
);

async function build(entries: ZipSourceEntry[], level?: number, sliceBytes?: number) {
  const progress: number[] = [];
  const result = await writeZip(entries, new BlobSink(), { level, sliceBytes, onProgress: (f) => progress.push(f) });
  const bytes = new Uint8Array(await (result.archive as Blob).arrayBuffer());
  return { result, bytes, progress };
}

/** The system's Info-ZIP `unzip -t` must find no error, and list exactly these names. */
function systemCheck(bytes: Uint8Array, label: string): string {
  const file = join(scratch, `${label}.zip`);
  writeFileSync(file, bytes);
  const output = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
  expect(output).toContain('No errors detected');
  return output;
}

corpusDescribe('writeZip on the whole corpus', () => {
  const entries = (): ZipSourceEntry[] => [
    ...corpusNames.map((name) => ({ name, blob: new Blob([corpusBytes.get(name)!]), lastModified: MODIFIED })),
    { name: 'notes/readme.txt', blob: new Blob([text], { type: 'text/plain' }), lastModified: MODIFIED },
  ];

  for (const level of [1, 5, 9]) {
    it(`level ${level}: every byte and path survives fflate and unzip -t`, async () => {
      const { result, bytes, progress } = await build(entries(), level, 256 * 1024);
      const unzipped = unzipSync(bytes);
      expect(Object.keys(unzipped).sort()).toEqual([...corpusNames, 'notes/readme.txt'].sort());
      for (const name of corpusNames) expect(Buffer.compare(unzipped[name], corpusBytes.get(name)!), name).toBe(0);
      expect(Buffer.compare(unzipped['notes/readme.txt'], text)).toBe(0);
      systemCheck(bytes, `corpus-${level}`);

      const central = readCentralDirectory(bytes);
      const byName = new Map(central.map((e) => [e.name, e]));
      // Already-compressed media are stored; text and text PDFs are deflated.
      expect(byName.get('photo-phone-xiaomi-gps.jpg')!.method).toBe(0);
      expect(byName.get('orientation-1.jpg')!.method).toBe(0);
      expect(byName.get('wood-4096.webp')!.method).toBe(0);
      // Starts with ~400 KB of zero padding: stored would be worse, so it is deflated.
      expect(byName.get('phone-1080p-gps.mp4')!.method).toBe(8);
      expect(byName.get('cockatoo-vp9-opus.webm')!.method).toBe(0);
      expect(byName.get('notes/readme.txt')!.method).toBe(8);
      expect(byName.get('text-117pages-geotopo.pdf')!.method).toBe(8);
      // A large PDF made of JPEG images is probed like any big file, and stored.
      expect(byName.get('photos-3pages.pdf')!.method).toBe(0);
      expect(byName.get('notes/readme.txt')!.compressedSize).toBeLessThan(text.length / 10);
      for (const entry of central) expect(entry.modified.getTime(), entry.name).toBe(MODIFIED);
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(result.entries).toHaveLength(corpusNames.length + 1);
    });
  }

  it('storing compressed files costs at most 1 % of size against deflating everything with native zlib', async () => {
    const { bytes, result } = await build(entries(), 5);
    const zlibTotal = [...corpusBytes.values(), text].reduce((sum, b) => sum + deflateRawSync(b, { level: 5 }).length, 0);
    const headers = readCentralDirectory(bytes).reduce((sum, e) => sum + 30 + 46 + 16 + 2 * Buffer.byteLength(e.name), 22);
    expect(bytes.length - headers).toBeLessThan(zlibTotal * 1.01);
    expect(result.entries.filter((e) => e.method === 'store').length).toBeGreaterThan(15);
  });

  it('a higher level never makes the deflated entries bigger', async () => {
    const sizes = [];
    for (const level of [1, 9]) sizes.push((await build(entries(), level)).bytes.length);
    expect(sizes[1]).toBeLessThanOrEqual(sizes[0]);
  });
});

describe('names, folders and times', () => {
  const blob = (s: string) => new Blob([s]);

  it('keeps folder paths and renames duplicates to "name (2).ext"', async () => {
    const { bytes } = await build([
      { name: 'photos/2024/beach.jpg', blob: blob('a') },
      { name: 'photos/2024/beach.jpg', blob: blob('b') },
      { name: 'Report.PDF', blob: blob('c') },
      { name: 'report.pdf', blob: blob('d') },
      { name: 'photos/2024/beach.jpg', blob: blob('e') },
      { name: '../../etc/passwd', blob: blob('f') },
      { name: 'C:\\Users\\me\\notes.txt', blob: blob('g') },
      { name: '.gitignore', blob: blob('h') },
      { name: '.gitignore', blob: blob('i') },
    ]);
    const unzipped = unzipSync(bytes);
    const got = Object.fromEntries(Object.entries(unzipped).map(([k, v]) => [k, new TextDecoder().decode(v)]));
    expect(got).toEqual({
      'photos/2024/beach.jpg': 'a',
      'photos/2024/beach (2).jpg': 'b',
      'Report.PDF': 'c',
      'report (2).pdf': 'd',
      'photos/2024/beach (3).jpg': 'e',
      'etc/passwd': 'f',
      'C:/Users/me/notes.txt': 'g',
      '.gitignore': 'h',
      '.gitignore (2)': 'i',
    });
    const listing = systemCheck(bytes, 'names');
    expect(listing).toContain('photos/2024/beach (2).jpg');
  });

  it('stores accented and CJK names as UTF-8 with the language-encoding flag (bit 11)', async () => {
    const names = ['café/résumé.txt', '写真/東京.txt', 'plain.txt', 'emoji 😀.txt'];
    const { bytes } = await build(names.map((name) => ({ name, blob: blob(name) })));
    const central = readCentralDirectory(bytes);
    expect(central.map((e) => e.name)).toEqual(names);
    expect(central.map((e) => (e.flags & UTF8_FLAG) !== 0)).toEqual([true, true, false, true]);
    expect(Object.keys(unzipSync(bytes))).toEqual(names);
    systemCheck(bytes, 'utf8');
  });

  it('keeps modification times and clamps dates ZIP cannot hold', async () => {
    const { bytes } = await build([
      { name: 'old.txt', blob: blob('x'), lastModified: 0 },
      { name: 'kept.txt', blob: blob('y'), lastModified: MODIFIED },
    ]);
    const [old, kept] = readCentralDirectory(bytes);
    expect(old.modified.getTime()).toBe(new Date(1980, 0, 1).getTime());
    expect(kept.modified.getTime()).toBe(MODIFIED);
  });

  it('writes empty files and files larger than one slice', async () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 17).map((_, i) => (i * 31) % 251);
    const { bytes } = await build(
      [
        { name: 'empty.txt', blob: new Blob([]) },
        { name: 'big.bin', blob: new Blob([big]) },
      ],
      5,
      1024 * 1024,
    );
    const unzipped = unzipSync(bytes);
    expect(unzipped['empty.txt']).toHaveLength(0);
    expect(Buffer.compare(unzipped['big.bin'], big)).toBe(0);
    systemCheck(bytes, 'slices');
  });

  it('an archive with no entries is still a valid (empty) ZIP', async () => {
    const { bytes } = await build([]);
    expect(bytes).toHaveLength(22);
    expect(unzipSync(bytes)).toEqual({});
  });
});

describe('blocks compressed by helpers (buffers transferred away)', () => {
  it('the archive is right and progress still counts every slice', async () => {
    // Like the browser's pool: the slice's buffer is transferred (detached here) before compressing.
    const transferring: DeflateRunner = async (task) => {
      const { data, out } = structuredClone({ data: task.data, out: task.out }, { transfer: [task.data.buffer, task.out!.buffer] as ArrayBuffer[] });
      return { block: deflateBlock({ ...task, data, out }), data };
    };
    const big = new Uint8Array(3 * text.length).map((_, i) => text[i % text.length]);
    const progress: number[] = [];
    const result = await writeZip([{ name: 'big.txt', blob: new Blob([big]) }], new BlobSink(), {
      level: 5,
      sliceBytes: 64 * 1024,
      deflate: transferring,
      onProgress: (f) => progress.push(f),
    });
    const unzipped = unzipSync(new Uint8Array(await (result.archive as Blob).arrayBuffer()));
    expect(Buffer.compare(unzipped['big.txt'], big)).toBe(0);
    const before = progress.filter((f) => f < 1);
    expect(before.length).toBeGreaterThan(5);
    expect(Math.max(...before)).toBeGreaterThan(0.8);
  });
});

describe('cancel', () => {
  it('stops between slices when the signal aborts and writes nothing more', async () => {
    const controller = new AbortController();
    const big = new Blob([new Uint8Array(4 * 1024 * 1024)]);
    const run = writeZip([{ name: 'a.bin', blob: big }], new BlobSink(), {
      signal: controller.signal,
      sliceBytes: 256 * 1024,
      onProgress: (f) => f > 0.2 && controller.abort(new DOMException('Cancelled', 'AbortError')),
    });
    await expect(run).rejects.toThrow('Cancelled');
  });
});

corpusDescribe('reused buffers', () => {
  /** A pool that scribbles over every buffer given back: a chunk still in use when it is given back corrupts the archive. */
  class PoisoningPool extends BufferPool {
    override give(bytes: Uint8Array | undefined): void {
      if (bytes?.buffer instanceof ArrayBuffer && bytes.buffer.byteLength > 0) new Uint8Array(bytes.buffer).fill(0xee);
      super.give(bytes);
    }
  }
  const noise = new Uint8Array(700_000).map((_, i) => (i * 2654435761) >>> 24);
  const files = (): ZipSourceEntry[] => [
    { name: 'text/a.txt', blob: new Blob([text, text, text]) },
    { name: 'noise.bin', blob: new Blob([noise]) },
    { name: 'photo.jpg', blob: new Blob([corpusBytes.get('photo-phone-xiaomi-gps.jpg')!]) },
    { name: 'text/b.txt', blob: new Blob([text.subarray(0, 50_000)]) },
    { name: 'doc.pdf', blob: new Blob([corpusBytes.get('text-117pages-geotopo.pdf')!]) },
  ];
  const check = async (archive: Uint8Array) => {
    const out = unzipSync(archive);
    for (const entry of files()) expect(Buffer.compare(out[entry.name], new Uint8Array(await entry.blob.arrayBuffer())), entry.name).toBe(0);
  };
  // Like the browser's helpers: the task's buffers are transferred away and come back with the block.
  const transferring: DeflateRunner = async (task) => {
    await new Promise((r) => setTimeout(r, 0));
    const buffers = [task.data.buffer, task.out!.buffer, task.dictionary?.buffer].filter((b) => b !== undefined) as ArrayBuffer[];
    const moved = structuredClone({ data: task.data, out: task.out, dictionary: task.dictionary }, { transfer: [...new Set(buffers)] });
    return { block: deflateBlock({ ...task, ...moved }), data: moved.data, dictionary: moved.dictionary };
  };

  for (const sliceKb of [64, 256]) {
    it(`a 6 MB job in ${sliceKb} KB slices reuses a handful of buffers, and none is given back while still in use`, async () => {
      const pool = new PoisoningPool();
      const sliceBytes = sliceKb * 1024;
      const result = await writeZip(files(), new BlobSink(), { level: 5, sliceBytes, window: 4, deflate: transferring, pool });
      await check(new Uint8Array(await (result.archive as Blob).arrayBuffer()));
      const slices = files().reduce((sum, f) => sum + Math.ceil(f.blob.size / sliceBytes), 0);
      expect(slices).toBeGreaterThanOrEqual(sliceKb === 64 ? 100 : 25);
      // Slices in the window and read ahead, their blocks and dictionaries, the probe samples of a file.
      expect(pool.made).toBeLessThan(30);
    });
  }

  it('blocks are compressed in this thread while the helpers are saturated, and go to them again when they are not', async () => {
    let sent = 0;
    let saturated = true;
    const counting: DeflateRunner = (task) => (sent++, transferring(task));
    const result = await writeZip(files(), new BlobSink(), {
      level: 5,
      sliceBytes: 64 * 1024,
      deflate: counting,
      runnerSaturated: () => saturated,
      onProgress: (f) => (saturated = f < 0.5),
    });
    await check(new Uint8Array(await (result.archive as Blob).arrayBuffer()));
    expect(sent).toBeGreaterThan(0);
    const all = files().filter((f) => !f.name.endsWith('.jpg')).reduce((sum, f) => sum + Math.ceil(f.blob.size / (64 * 1024)), 0);
    expect(sent).toBeLessThan(all * 0.7);
  });

  it('a stream sink that writes later still gets intact chunks: buffers come back only after drain', async () => {
    const written: Uint8Array[] = [];
    const stream = new WritableStream<Uint8Array>(
      {
        write: async (chunk) => {
          await new Promise((r) => setTimeout(r, 0));
          written.push(chunk.slice());
        },
      },
      { highWaterMark: 8 },
    );
    await writeZip(files(), new StreamSink(stream), { level: 1, sliceBytes: 64 * 1024, window: 4, deflate: transferring, pool: new PoisoningPool() });
    await check(new Uint8Array(await new Blob(written as Uint8Array<ArrayBuffer>[]).arrayBuffer()));
  });

  it('reads by Blob.slice where a Blob stream takes no BYOB reader', async () => {
    class PlainStreamBlob extends Blob {
      override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
        const bytes = super.arrayBuffer();
        return new ReadableStream({ start: async (c) => (c.enqueue(new Uint8Array(await bytes)), c.close()) });
      }
    }
    const plain = files().map((f) => ({ ...f, blob: new PlainStreamBlob([f.blob]) }));
    expect(() => plain[0].blob.stream().getReader({ mode: 'byob' })).toThrow();
    const result = await writeZip(plain, new BlobSink(), { level: 5, sliceBytes: 64 * 1024 });
    await check(new Uint8Array(await (result.archive as Blob).arrayBuffer()));
  });
});
