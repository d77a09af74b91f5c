/** The nearest-colour search (src/wasm/image/codecs/palette/nearest.ts) is exact: it agrees with a brute-force search. */
import { describe, expect, it } from 'vitest';
import { Nearest } from '../../../../../../src/wasm/image/codecs/palette/nearest';
import { paletteSpace, toSpace } from '../../../../../../src/wasm/image/codecs/palette/space';

function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** The smallest squared distance from c to an entry, by measuring them all. */
function brute(coords: Float64Array, c: Float64Array): number {
  let bestD = Infinity;
  for (let j = 0; j < coords.length / 4; j++) {
    let d = 0;
    for (let q = 0; q < 4; q++) d += (coords[j * 4 + q] - c[q]) ** 2;
    bestD = Math.min(bestD, d);
  }
  return bestD;
}

describe('nearest colour', () => {
  it('find and findOpaque give a colour at the brute-force distance, from any guess', () => {
    const next = random(99);
    for (const size of [2, 17, 256]) {
      const palette = new Uint8Array(size * 4).map((_, i) => (i % 4 === 3 ? (next() < 0.8 ? 255 : Math.floor(next() * 256)) : Math.floor(next() * 256)));
      const coords = paletteSpace(palette);
      const nearest = new Nearest(coords);
      const c = new Float64Array(4);
      for (let t = 0; t < 3000; t++) {
        const [r, g, b] = [next() * 255, next() * 255, next() * 255];
        const a = t % 3 === 0 ? Math.floor(next() * 256) : 255;
        toSpace(r, g, b, a, c, 0);
        const want = brute(coords, c);
        const j = nearest.find(c[0], c[1], c[2], c[3], Math.floor(next() * size));
        let d = 0;
        for (let q = 0; q < 4; q++) d += (coords[j * 4 + q] - c[q]) ** 2;
        expect(d).toBeCloseTo(want, 6);
        if (a === 255) {
          const k = nearest.findOpaque(r, g, b);
          let e = 0;
          for (let q = 0; q < 4; q++) e += (coords[k * 4 + q] - c[q]) ** 2;
          expect(e, `opaque ${r},${g},${b} with ${size} entries`).toBeCloseTo(want, 6);
        }
      }
    }
  });
});
