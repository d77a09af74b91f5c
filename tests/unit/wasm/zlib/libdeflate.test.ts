/**
 * libdeflate compiled to WebAssembly (vendor/libdeflate-wasm) behind libdeflateZlib: whole buffers
 * in the zlib format must inflate with Node's zlib (an independent inflater) to the same bytes, the
 * same input must give the same bytes every time, and at level 9 the output must be no larger than
 * zlib's level 9 by more than a little on any file and smaller over a set of real files' text.
 */
import { inflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { libdeflateZlib, zlibDeflate } from '../../../../src/wasm/zlib';
import { corpusBytes, corpusDescribe } from '../../../helpers/corpus';

it('round-trips empty, tiny, random and repetitive buffers at every level', () => {
  let seed = 5;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff;
  const inputs = [new Uint8Array(0), Uint8Array.of(7), Uint8Array.from({ length: 70_000 }, random), new TextEncoder().encode('BT /F1 12 Tf 72 720 Td (Hello) Tj ET\n'.repeat(3000))];
  for (const input of inputs) {
    for (const level of [0, 1, 6, 9, 12]) {
      const packed = libdeflateZlib(input, level);
      expect(Buffer.from(inflateSync(packed)).equals(Buffer.from(input)), `${input.length} bytes at ${level}`).toBe(true);
      expect(libdeflateZlib(input, level)).toEqual(packed);
    }
  }
  expect(() => libdeflateZlib(Uint8Array.of(1), 13)).toThrow();
});

corpusDescribe('libdeflate on real files', () => {
  it('level 9 round-trips them and, over all of them, writes fewer bytes than zlib level 9', () => {
    let [ours, zlib] = [0, 0];
    for (const name of ['text-117pages-geotopo.pdf', 'form-libreoffice.pdf', 'screenshot-kde-desktop.png', 'scanned-3pages.pdf']) {
      const input = corpusBytes(name);
      const packed = libdeflateZlib(input, 9);
      expect(Buffer.from(inflateSync(packed)).equals(Buffer.from(input)), name).toBe(true);
      const reference = zlibDeflate(input, 9).length;
      expect(packed.length, name).toBeLessThan(reference * 1.01);
      [ours, zlib] = [ours + packed.length, zlib + reference];
    }
    expect(ours).toBeLessThan(zlib);
  });
});
