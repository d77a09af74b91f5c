import { describe, expect, it } from 'vitest';
import { clearPaper, inkBox } from '../../../../src/features/sign-pdf/paper';

/** One RGBA pixel per [r, g, b], opaque. */
const pixels = (...colors: [number, number, number][]) => new Uint8ClampedArray(colors.flatMap(([r, g, b]) => [r, g, b, 255]));

describe('a picture of a signature', () => {
  it('loses its paper: near-white transparent, ink kept, a soft edge between', () => {
    const data = pixels([255, 255, 255], [240, 238, 245], [20, 20, 60], [200, 200, 200], [250, 250, 120]);
    expect(clearPaper(data)).toBe(true);
    const alpha = [3, 7, 11, 15, 19].map((i) => data[i]);
    expect(alpha[0]).toBe(0);
    expect(alpha[1]).toBe(0);
    expect(alpha[2]).toBe(255);
    expect(alpha[3]).toBeGreaterThan(0);
    expect(alpha[3]).toBeLessThan(255);
    // A yellow highlighter mark is not paper: its blue channel is dark.
    expect(alpha[4]).toBe(255);
    expect(clearPaper(pixels([255, 255, 255], [230, 230, 230]))).toBe(false);
  });

  it('is cut to its ink with a margin, inside the picture', () => {
    const [width, height] = [10, 6];
    const data = new Uint8ClampedArray(width * height * 4);
    data[(2 * width + 3) * 4 + 3] = 255;
    data[(3 * width + 8) * 4 + 3] = 10;
    expect(inkBox(data, width, height, 1)).toEqual({ x: 2, y: 1, width: 8, height: 4 });
    expect(inkBox(data, width, height, 5)).toEqual({ x: 0, y: 0, width: 10, height: 6 });
    expect(inkBox(new Uint8ClampedArray(16), 2, 2, 1)).toBeNull();
  });
});
