import { describe, expect, it } from 'vitest';
import { BufferPool } from '../../../../src/wasm/zip/bufferPool';

describe('BufferPool', () => {
  it('hands a given-back buffer out again, by size', () => {
    const pool = new BufferPool();
    const a = pool.take(1024);
    const b = pool.take(2048);
    pool.give(a);
    pool.give(b.subarray(10, 20)); // a view: the whole buffer comes back
    expect(pool.take(2048).buffer).toBe(b.buffer);
    expect(pool.take(1024).buffer).toBe(a.buffer);
    expect(pool.take(1024).buffer).not.toBe(a.buffer);
    expect(pool.made).toBe(3);
  });

  it('drops detached buffers, keeps each buffer once, and keeps at most `keep` of a size', () => {
    const pool = new BufferPool(2);
    const moved = pool.take(64);
    structuredClone(moved, { transfer: [moved.buffer] });
    pool.give(moved);
    const first = pool.take(64);
    expect(first.byteLength).toBe(64);
    pool.give(first);
    pool.give(first);
    expect(pool.take(64).buffer).toBe(first.buffer);
    expect(pool.take(64).buffer).not.toBe(first.buffer);
    const many = [pool.take(8), pool.take(8), pool.take(8)];
    many.forEach((b) => pool.give(b));
    const made = pool.made;
    for (let i = 0; i < 3; i++) pool.take(8);
    expect(pool.made).toBe(made + 1);
  });
});
