import { describe, expect, it } from 'vitest';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { crc32 } from '../../../src/lib/crc32';

/** Deterministic pseudo-random bytes (so a failure can be replayed). */
function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) out[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
  return out;
}

describe('crc32 (slice-by-8)', () => {
  it('matches zlib on every length around the 8-byte step, and on a known value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    for (let length = 0; length <= 40; length++) {
      const data = bytes(length, length + 1);
      expect(crc32(data)).toBe(zlibCrc32(data));
    }
    const big = bytes(1_000_003, 7);
    expect(crc32(big)).toBe(zlibCrc32(big));
  });

  it('continues a running CRC across pieces of any size, including unaligned views', () => {
    const data = bytes(100_000, 3);
    const whole = zlibCrc32(data);
    for (const cut of [0, 1, 7, 8, 9, 4095, 65_537, 99_999, 100_000]) {
      expect(crc32(data.subarray(cut), crc32(data.subarray(0, cut)))).toBe(whole);
    }
  });
});
