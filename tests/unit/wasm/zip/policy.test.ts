import { corpusBytes, corpusIt, corpusDescribe } from '../../../helpers/corpus';
import { describe, expect, it } from 'vitest';
import { archiveBound, ZIP_MAX_BYTES, ZipLimitError, zipLimitProblem } from '../../../../src/wasm/zip/limits';
import { byteEntropy, deflateWouldNotHelp, looksCompressed, probeRanges, zipTime } from '../../../../src/wasm/zip/policy';
import { uniqueNames, zipPath } from '../../../../src/wasm/zip/names';
import { BlobSink } from '../../../../src/wasm/zip/sink';
import { writeZip } from '../../../../src/wasm/zip/writer';

const corpus = corpusBytes;
const head = (name: string) => corpus(name).subarray(0, 64);

corpusDescribe('already-compressed detection', () => {
  it('knows media and archives by their magic bytes, whatever the name', () => {
    for (const name of ['orientation-1.jpg', 'astronaut-rgb.png', 'wood-4096.webp', 'phone-1080p-gps.mp4', 'iphone5-motion.mov', 'cockatoo-vp9-opus.webm', 'sample.heif']) {
      expect(looksCompressed('renamed.bin', '', head(name)), name).toBe(true);
    }
    expect(looksCompressed('x', '', new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(looksCompressed('x', '', new Uint8Array([0x1f, 0x8b, 8]))).toBe(true);
  });

  it('also trusts the MIME type and the extension, but not for text, PDFs or WAV', () => {
    expect(looksCompressed('song.mp3', '', new Uint8Array(4))).toBe(true);
    expect(looksCompressed('clip', 'video/mp4', new Uint8Array(4))).toBe(true);
    expect(looksCompressed('notes.txt', 'text/plain', new TextEncoder().encode('hello'))).toBe(false);
    expect(looksCompressed('doc.pdf', 'application/pdf', head('text-2pages-libreoffice.pdf'))).toBe(false);
    expect(looksCompressed('take.wav', 'audio/wav', new Uint8Array(4))).toBe(false);
  });

  corpusIt('the trial deflate says store for JPEG photos and deflate for text, zeros and padded MP4s', () => {
    const samplesOf = (bytes: Uint8Array) => probeRanges(bytes.length).map(([a, b]) => bytes.subarray(a, b));
    const jpeg = corpus('photo-phone-xiaomi-gps.jpg');
    expect(probeRanges(jpeg.length)).toHaveLength(4);
    expect(probeRanges(jpeg.length)[0]).toEqual([0, 64 * 1024]);
    expect(deflateWouldNotHelp(samplesOf(jpeg))).toBe(true);
    expect(deflateWouldNotHelp(samplesOf(corpus('orientation-1.jpg')))).toBe(true);
    // This clip starts with ~400 KB of zero padding: deflating it saves about 14 %.
    expect(deflateWouldNotHelp(samplesOf(corpus('phone-1080p-gps.mp4')))).toBe(false);
    expect(deflateWouldNotHelp(samplesOf(corpus('astronaut-rgb.png')))).toBe(false);
    expect(probeRanges(1000)).toEqual([[0, 1000]]);
    expect(deflateWouldNotHelp([new Uint8Array(64 * 1024)])).toBe(false);
    expect(deflateWouldNotHelp([new TextEncoder().encode('abc '.repeat(5000))])).toBe(false);
    expect(deflateWouldNotHelp([])).toBe(true);
  });

  it('entropy decides the clear cases; the small trial still catches repeats of random-looking data', () => {
    const random = new Uint8Array(64 * 1024).map(() => Math.floor(Math.random() * 256));
    expect(byteEntropy([random])).toBeGreaterThan(7.99);
    expect(byteEntropy([new TextEncoder().encode('abc '.repeat(5000))])).toBe(2);
    expect(deflateWouldNotHelp([random])).toBe(true);
    const repeated = new Uint8Array(64 * 1024).map((_, i) => random[i % 1024]);
    expect(byteEntropy([repeated])).toBeGreaterThan(7.7);
    expect(deflateWouldNotHelp([repeated])).toBe(false);
  });

  it('entropy counts every byte of unaligned views exactly (the word-wise histogram)', () => {
    const data = new Uint8Array(10_007).map((_, i) => (i * i + 7 * i) % 251);
    const parts = [data.subarray(1, 1004), data.subarray(1004, 1006), data.subarray(1006)];
    const counts = new Map<number, number>();
    for (const byte of data.subarray(1)) counts.set(byte, (counts.get(byte) ?? 0) + 1);
    const n = data.length - 1;
    const expected = [...counts.values()].reduce((bits, c) => bits - (c / n) * Math.log2(c / n), 0);
    expect(byteEntropy(parts)).toBeCloseTo(expected, 10);
  });

  it('a "PNG" that is really uncompressed data is deflated, not stored', async () => {
    const fakePng = new Uint8Array(200_000);
    fakePng.set([0x89, 0x50, 0x4e, 0x47]);
    const result = await writeZip([{ name: 'big.png', blob: new Blob([fakePng]) }], new BlobSink());
    expect(result.entries[0].method).toBe('deflate');
    expect(result.size).toBeLessThan(10_000);
  });
});

describe('ZIP64 limits are refused up front', () => {
  it('accepts ordinary archives', () => {
    expect(zipLimitProblem([{ name: 'a.txt', size: 1e9 }, { name: 'b.txt', size: 2e9 }])).toBeNull();
  });

  it('refuses more than 65,535 entries', () => {
    const many = Array.from({ length: 65_536 }, (_, i) => ({ name: `${i}.txt`, size: 1 }));
    expect(zipLimitProblem(many)).toMatch(/at most 65,535 files and you added 65,536/);
    expect(zipLimitProblem(many.slice(1))).toBeNull();
  });

  it('refuses a total over 4 GB, counting headers and worst-case DEFLATE growth', () => {
    expect(zipLimitProblem([{ name: 'huge.iso', size: 4.3e9 }])).toMatch(/larger than 4 GB/);
    expect(archiveBound([{ name: 'a', size: 0xffffffff - 200_000 }])).toBeGreaterThan(ZIP_MAX_BYTES);
  });

  it('writeZip throws ZipLimitError before reading any byte', async () => {
    const huge = { size: 5e9, type: '', slice: () => { throw new Error('must not read'); } } as unknown as Blob;
    await expect(writeZip([{ name: 'huge.bin', blob: huge }], new BlobSink())).rejects.toBeInstanceOf(ZipLimitError);
  });
});

describe('names and times', () => {
  it('makes paths relative and safe', () => {
    expect(zipPath('/a//b/./c.txt')).toBe('a/b/c.txt');
    expect(zipPath('..')).toBe('file');
    expect(uniqueNames(['a.txt', 'A.TXT', 'a (2).txt', 'dir.v2/readme'])).toEqual(['a.txt', 'A (2).TXT', 'a (2) (2).txt', 'dir.v2/readme']);
  });

  it('clamps times into the DOS range', () => {
    expect(zipTime(Date.UTC(1970, 0, 1)).getFullYear()).toBe(1980);
    expect(zipTime(Date.UTC(2150, 0, 1)).getFullYear()).toBe(2099);
    expect(zipTime(Number.NaN).getFullYear()).toBe(1980);
    expect(zipTime(undefined, new Date(2024, 1, 2).getTime()).getTime()).toBe(new Date(2024, 1, 2).getTime());
  });
});
