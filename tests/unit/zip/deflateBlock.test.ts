/**
 * Blocks compressed apart (pigz-style) must concatenate into one valid DEFLATE stream: checked with
 * Node's zlib (an independent inflater) for every block size and every bit alignment a block can
 * end on, including empty blocks.
 */
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateBlock, DICTIONARY_BYTES, memoryLevel } from '../../../src/wasm/deflateBlock';
import { corpusBytes } from '../helpers/corpus';

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

describe('deflateBlock', () => {
  const pdf = corpusBytes('text-117pages-geotopo.pdf');
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

  it('small blocks get a small hash table; 1 MB blocks the largest; both round-trip', () => {
    expect(memoryLevel(0)).toBe(0);
    expect(memoryLevel(2_000)).toBe(0);
    expect(memoryLevel(64 * 1024)).toBe(5);
    expect(memoryLevel(1024 * 1024)).toBe(8);
    const text = new TextEncoder().encode('a small file, compressed on its own. '.repeat(60));
    expect(new Uint8Array(inflateRawSync(deflateBlock({ data: text, level: 9, final: true })))).toEqual(text);
  });

  it('empty data: a final empty block, and a non-final one followed by more', () => {
    expect(inflateRawSync(deflateBlock({ data: new Uint8Array(0), level: 5, final: true })).length).toBe(0);
    const joined = Buffer.concat([deflateBlock({ data: new Uint8Array(0), level: 5, final: false }), deflateBlock({ data: text, level: 5, final: true })]);
    expect(Buffer.compare(inflateRawSync(joined), text)).toBe(0);
  });
});
