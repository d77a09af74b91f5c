/**
 * Password-protected ZIPs (WinZip AES-256 through zip.js): 7-Zip extracts every entry to identical
 * bytes with the password and refuses a wrong one; the level is honoured; already-compressed data
 * is stored; names stay readable; our own archive engine reads them back and names a wrong password.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeEncryptedZip } from '../../../../src/wasm/zip/encrypted';
import { BlobSink, StreamSink } from '../../../../src/wasm/zip/sink';
import type { ZipSourceEntry } from '../../../../src/wasm/zip/writer';
import { archiveProblemOf, extractArchive, listArchive } from '../../../../src/wasm/archive';

/** 7-Zip (p7zip-full) reads WinZip AES; Info-ZIP unzip does not. */
const has7z = spawnSync('7z', ['i'], { encoding: 'utf8' }).status === 0;
const scratch = mkdtempSync(join(tmpdir(), 'zip-aes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PASSWORD = 'Grüne Äpfel 42!';
/** Real prose (this repository's articles): level 9 finds longer matches in it than level 1. */
const BLOG = join(import.meta.dirname, '../../../../content/blog');
const text = new Uint8Array(Buffer.concat(readdirSync(BLOG).filter((name) => name.endsWith('.md')).sort().map((name) => readFileSync(join(BLOG, name)))));
const noise = new Uint8Array(randomBytes(300 * 1024));
const MODIFIED = new Date(2022, 2, 3, 4, 5, 6).getTime();

const ENTRIES: ZipSourceEntry[] = [
  { name: 'docs/table.csv', blob: new Blob([text]), lastModified: MODIFIED },
  { name: 'photos/noise.jpg', blob: new Blob([noise], { type: 'image/jpeg' }), lastModified: MODIFIED },
  { name: 'empty.txt', blob: new Blob([]), lastModified: MODIFIED },
];

async function build(level: number, entries = ENTRIES) {
  const result = await writeEncryptedZip(entries, new BlobSink(), PASSWORD, { level });
  return { result, bytes: new Uint8Array(await (result.archive as Blob).arrayBuffer()) };
}

describe.skipIf(!has7z)('password-protected ZIP, checked with 7-Zip', () => {
  it('7z x -p extracts every entry to identical bytes; a wrong password is refused', async () => {
    const { bytes, result } = await build(5);
    const file = join(scratch, 'aes.zip');
    writeFileSync(file, bytes);
    const listing = execFileSync('7z', ['l', '-slt', `-p${PASSWORD}`, file], { encoding: 'utf8' });
    expect(listing).toMatch(/Path = docs\/table\.csv[\s\S]*?Encrypted = \+[\s\S]*?Method = AES-256 Deflate/);
    expect(listing).toMatch(/Path = photos\/noise\.jpg[\s\S]*?Method = AES-256 Store/);
    expect(result.entries.map((e) => e.method)).toEqual(['deflate', 'store', 'deflate']);
    const out = join(scratch, 'out');
    execFileSync('7z', ['x', `-p${PASSWORD}`, `-o${out}`, '-y', file], { encoding: 'utf8' });
    expect(Buffer.compare(readFileSync(join(out, 'docs/table.csv')), text)).toBe(0);
    expect(Buffer.compare(readFileSync(join(out, 'photos/noise.jpg')), noise)).toBe(0);
    expect(readFileSync(join(out, 'empty.txt')).length).toBe(0);
    const wrong = spawnSync('7z', ['t', '-pnot-it', file], { encoding: 'utf8' });
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout + wrong.stderr).toMatch(/Wrong password/i);
    // Names are not encrypted: anyone can list them without the password.
    expect(Buffer.from(bytes).includes(Buffer.from('docs/table.csv'))).toBe(true);
  });

  it('the level is honoured (9 is smaller than 1), and the text is not readable in the archive', async () => {
    const fast = await build(1, [ENTRIES[0]]);
    const small = await build(9, [ENTRIES[0]]);
    expect(small.bytes.length).toBeLessThan(fast.bytes.length);
    expect(small.bytes.length).toBeLessThan(text.length / 2);
    expect(Buffer.from(small.bytes).includes(Buffer.from('compression'))).toBe(false);
  });
});

describe('password-protected ZIP, read back by the archive engine', () => {
  it('lists without the password, names a wrong one, extracts with the right one', async () => {
    const { bytes } = await build(6);
    const archive = new File([bytes], 'aes.zip');
    const listing = await listArchive(archive);
    expect(listing.encrypted).toBe(true);
    expect(listing.entries.map((e) => e.path)).toEqual(['docs/table.csv', 'photos/noise.jpg', 'empty.txt']);
    const wrong = await extractArchive(archive, () => ({ write: () => undefined, close: () => undefined, abort: () => undefined }), { password: 'nope' }).catch((e: unknown) => e);
    expect(archiveProblemOf(wrong)).toBe('wrongPassword');
    const got = new Map<string, Uint8Array[]>();
    await extractArchive(archive, (entry) => {
      const chunks: Uint8Array[] = [];
      return { write: (c) => void chunks.push(c.slice()), close: () => void got.set(entry.path, chunks), abort: () => undefined };
    }, { password: PASSWORD });
    expect(Buffer.compare(Buffer.concat(got.get('docs/table.csv') ?? []), text)).toBe(0);
    expect(Buffer.compare(Buffer.concat(got.get('photos/noise.jpg') ?? []), noise)).toBe(0);
  });

  it('streams into a writable stream (a file from the save picker) the same archive', async () => {
    const chunks: Uint8Array[] = [];
    const sink = new StreamSink(new WritableStream({ write: (c) => void chunks.push(c.slice()) }));
    const result = await writeEncryptedZip([ENTRIES[0]], sink, PASSWORD, { level: 5 });
    expect(result.archive).toBeNull();
    const archive = new File(chunks as BlobPart[], 'streamed.zip');
    expect(archive.size).toBe(result.size);
    expect((await listArchive(archive)).entries[0]).toMatchObject({ path: 'docs/table.csv', encrypted: true, size: text.length });
  });
});
