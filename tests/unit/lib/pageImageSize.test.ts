import { describe, expect, it } from 'vitest';
import { MAX_PIXELS, pageImageSize, scaleFor } from '../../../src/lib/pageImageSize';

const A4 = [595.276, 841.89] as const;

describe('page image scale', () => {
  it("an A4 page's pixel size at 72, 150 and 300 dpi, as pdftoppm makes it", () => {
    expect([72, 150, 300].map((dpi) => pageImageSize(...A4, { scale: dpi / 72 }))).toEqual([
      { width: 596, height: 842 },
      { width: 1241, height: 1754 },
      { width: 2481, height: 3508 },
    ]);
  });

  it('dpi / 72 pixels per point, or the longer side fitted to a thumbnail size', () => {
    expect(scaleFor(...A4, { scale: 150 / 72 })).toBeCloseTo(150 / 72);
    expect(841.89 * scaleFor(...A4, { fit: 240 })).toBeCloseTo(240);
    expect(595.276 * scaleFor(595.276, 300, { fit: 240 })).toBeCloseTo(240);
  });

  it('never more pixels than MAX_PIXELS, whatever the page size', () => {
    const poster = [2384, 3370] as const; // A0 in points
    const scale = scaleFor(...poster, { scale: 300 / 72 });
    expect(scale).toBeLessThan(300 / 72);
    expect(poster[0] * scale * poster[1] * scale).toBeLessThanOrEqual(MAX_PIXELS * 1.0001);
    // A4 at 300 dpi (8.7 megapixels) is far from the cap.
    expect(scaleFor(...A4, { scale: 300 / 72 })).toBeCloseTo(300 / 72);
  });
});
