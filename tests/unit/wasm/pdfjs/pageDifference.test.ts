import { describe, expect, it } from 'vitest';
import { difference } from '../../../../src/wasm/pdfjs/pageDifference';
import { SAME_PEAK, passes } from '../../../../src/wasm/pdf/compress/renderCheck';

/** A white 72 DPI "page" of 40 × 30 pixels, with `paint` applied to its RGBA bytes. */
function page(paint: (set: (x: number, y: number, rgb: [number, number, number]) => void) => void = () => {}) {
  const [width, height] = [40, 30];
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  paint((x, y, [r, g, b]) => data.set([r, g, b, 255], (y * width + x) * 4));
  return { width, height, data };
}

/** A bold stem three pixels wide from (10, 5) down to (10, 20), its right edge anti-aliased at `edge` gray. */
const stem = (edge: number) =>
  page((set) => {
    for (let y = 5; y < 20; y++) {
      for (let x = 10; x < 13; x++) set(x, y, [0, 0, 0]);
      set(13, y, [edge, edge, edge]);
    }
  });

describe('how a page differs from the original, at 36 DPI', () => {
  it('the same pixels: identical', () => {
    expect(difference(stem(128), stem(128))).toEqual({ db: Infinity, peak: 0 });
  });

  it("a glyph edge a hair off (one pixel 52 levels, as tracemonkey.pdf's bold 1.) is drawn the same", () => {
    const moved = page((set) => {
      for (let y = 5; y < 20; y++) {
        for (let x = 10; x < 13; x++) set(x, y, [0, 0, 0]);
        set(13, y, [y === 12 ? 76 : 128, y === 12 ? 76 : 128, y === 12 ? 76 : 128]);
      }
    });
    const measured = difference(stem(128), moved);
    expect(measured.peak).toBe(13);
    expect(passes(measured, null)).toBe(true);
  });

  it('a missing full stop (2 × 2 pixels) is a change', () => {
    const dot = page((set) => [0, 1].forEach((dx) => [0, 1].forEach((dy) => set(30 + dx, 25 + dy, [20, 20, 20]))));
    const measured = difference(dot, page());
    expect(measured.peak).toBeGreaterThan(100);
    expect(passes(measured, null)).toBe(false);
    expect(measured.db).toBeLessThan(40);
  });

  it('one pixel of a full stop, even misaligned across blocks, is still more than anti-aliasing', () => {
    const dot = page((set) => set(31, 25, [0, 0, 0]));
    expect(difference(dot, page()).peak).toBeGreaterThan(SAME_PEAK);
  });

  it('a colour change of the same brightness is a change (every channel counts, not only gray)', () => {
    const red = page((set) => [0, 1].forEach((d) => set(4 + d, 4, [200, 60, 60])));
    const teal = page((set) => [0, 1].forEach((d) => set(4 + d, 4, [40, 128, 110])));
    const measured = difference(red, teal);
    expect(measured.peak).toBeGreaterThan(SAME_PEAK);
    expect(passes(measured, null)).toBe(false);
  });

  it('pages of different sizes cannot be the same', () => {
    expect(difference(page(), { width: 30, height: 40, data: page().data })).toEqual({ db: -Infinity, peak: 255 });
  });
});
