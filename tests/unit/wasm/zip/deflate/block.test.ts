/**
 * Blocks compressed apart (pigz-style) must concatenate into one valid DEFLATE stream: checked with
 * Node's zlib (an independent inflater) for every block size and every bit alignment a block can
 * end on, including empty blocks.
 */
import { inflateRawSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { deflateRawSync, inflateRawSync as inflate } from 'node:zlib';
import { deflateBlock, deflateBound, DICTIONARY_BYTES } from '../../../../../src/wasm/zip/deflate/block';
import { corpusBytes, corpusDescribe, hasCorpus } from '../../../../helpers/corpus';

function blocks(data: Uint8Array, size: number, level: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let start = 0;
  do {
    const end = Math.min(data.length, start + size);
    const dictionary = start > 0 ? data.subarray(Math.max(0, start - DICTIONARY_BYTES), start) : undefined;
    parts.push(deflateBlock({ data: data.subarray(start, end), dictionary, level, final: end >= data.length }));
    start = end;
  } while (start < data.length);
  return Buffer.concat(parts);
}

corpusDescribe('deflateBlock', () => {
  const pdf = hasCorpus ? corpusBytes('text-117pages-geotopo.pdf') : new Uint8Array(0); // the suite is skipped without the corpus
  const text = new TextEncoder().encode(Array.from({ length: 20_000 }, (_, i) => `row ${i} ${'abc'.repeat(i % 7)}\n`).join(''));

  for (const size of [1000, 16 * 1024, 100_000, 256 * 1024, 1024 * 1024]) {
    it(`${size}-byte blocks at levels 1, 5, 9 inflate back to the input`, () => {
      for (const level of [1, 5, 9]) {
        for (const data of [pdf, text]) expect(Buffer.compare(inflateRawSync(blocks(data, size, level)), data)).toBe(0);
      }
    });
  }

  it('the dictionary keeps the ratio of one stream (within 0.5 % at 1 MB blocks)', () => {
    const single = blocks(pdf, pdf.length, 5).length;
    expect(blocks(pdf, 1024 * 1024, 5).length).toBeLessThan(single * 1.005);
  });

  it('blocks DEFLATE cannot shrink are stored (5 bytes per 64 KB) and still join the stream', () => {
    const random = new Uint8Array(300_000).map(() => Math.floor(Math.random() * 256));
    const mixed = Buffer.concat([text, random, text]);
    const joined = blocks(mixed, text.length, 5);
    expect(Buffer.compare(inflateRawSync(joined), mixed)).toBe(0);
    const stored = deflateBlock({ data: random, level: 9, final: false });
    expect(stored.length).toBe(random.length + 5 * Math.ceil(random.length / 65_535));
  });

  it("writes into the caller's buffer (compressed or stored) and makes its own only when that is too small", () => {
    const out = new Uint8Array(deflateBound(text.length));
    const packed = deflateBlock({ data: text, level: 5, final: true, out });
    expect(packed.buffer).toBe(out.buffer);
    expect(Buffer.compare(inflate(packed), text)).toBe(0);
    const random = new Uint8Array(200_000).map(() => Math.floor(Math.random() * 256));
    const room = new Uint8Array(deflateBound(random.length));
    const stored = deflateBlock({ data: random, level: 5, final: true, out: room });
    expect(stored.buffer).toBe(room.buffer);
    expect(Buffer.compare(inflate(stored), random)).toBe(0);
    const small = new Uint8Array(16);
    const own = deflateBlock({ data: text, level: 5, final: true, out: small });
    expect(own.buffer).not.toBe(small.buffer);
    expect(Buffer.compare(inflate(own), text)).toBe(0);
  });

  it("compresses like zlib at the same level: the corpus PDF within 0.1 % of Node's zlib", () => {
    for (const level of [1, 5, 9]) {
      const native = deflateRawSync(pdf, { level }).length;
      expect(Math.abs(deflateBlock({ data: pdf, level, final: true }).length - native)).toBeLessThan(native * 0.001);
    }
  });

  it('one stream per level is reused: alternating levels and dictionaries stays correct', () => {
    for (let i = 0; i < 6; i++) {
      const level = [1, 9, 5][i % 3];
      const start = 40_000 * (i + 1);
      const data = pdf.subarray(start, start + 50_000);
      const dictionary = pdf.subarray(start - DICTIONARY_BYTES, start);
      const block = deflateBlock({ data, dictionary, level, final: true });
      expect(Buffer.compare(inflateRawSync(block, { dictionary }), data)).toBe(0);
    }
  });

  it('makes no arrays per block, also with a full 32 KB dictionary', () => {
    const out = new Uint8Array(deflateBound(50_000));
    const run = (i: number) => {
      const start = 40_000 * (i + 1);
      deflateBlock({ data: pdf.subarray(start, start + 50_000), dictionary: pdf.subarray(start - DICTIONARY_BYTES, start), level: 5, final: false, out });
    };
    run(0); // the level's stream is made on first use
    const Real = Uint8Array;
    let made = 0;
    globalThis.Uint8Array = class extends Real {
      constructor(...args: ConstructorParameters<typeof Uint8Array>) {
        super(...args);
        made++;
      }
    } as typeof Uint8Array;
    try {
      for (let i = 1; i < 6; i++) run(i);
    } finally {
      globalThis.Uint8Array = Real;
    }
    expect(DICTIONARY_BYTES).toBe(32 * 1024);
    expect(made).toBe(0);
  });

  it('empty data: a final empty block, and a non-final one followed by more', () => {
    expect(inflateRawSync(deflateBlock({ data: new Uint8Array(0), level: 5, final: true })).length).toBe(0);
    const joined = Buffer.concat([deflateBlock({ data: new Uint8Array(0), level: 5, final: false }), deflateBlock({ data: text, level: 5, final: true })]);
    expect(Buffer.compare(inflateRawSync(joined), text)).toBe(0);
  });
});
