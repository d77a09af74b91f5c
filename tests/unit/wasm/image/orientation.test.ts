import { beforeAll, expect, it } from 'vitest';
import { decodeJpeg } from '../../../../src/wasm/image/codecs/jsquash';
import { applyOrientation, readJpegOrientation, type Orientation } from '../../../../src/wasm/image/orientation';
import { corpusBuffer, corpusBytes, corpusDescribe } from '../../../helpers/corpus';
import { initNodeCodecs } from '../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

/** Mean absolute difference per channel (the files are separate JPEG encodes of one photo). */
function meanDifference(a: ImageData, b: ImageData): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c] - b.data[i + c]);
  return sum / ((a.data.length / 4) * 3);
}

corpusDescribe('EXIF orientation', () => {
  it('reads the tag of each corpus file', () => {
    for (let o = 1; o <= 8; o++) expect(readJpegOrientation(corpusBytes(`orientation-${o}.jpg`))).toBe(o);
    expect(readJpegOrientation(corpusBytes('rocket-adobergb-noexif.jpg'))).toBe(1);
  });

  it('turns every orientation 2..8 into the same upright picture as orientation 1', async () => {
    const upright = await decodeJpeg(corpusBuffer('orientation-1.jpg'));
    for (let o = 2; o <= 8; o++) {
      const stored = await decodeJpeg(corpusBuffer(`orientation-${o}.jpg`));
      const fixed = applyOrientation(stored, o as Orientation);
      expect([fixed.width, fixed.height]).toEqual([1800, 1200]);
      expect(meanDifference(fixed, upright), `orientation ${o}`).toBeLessThan(6);
      // Without the fix the mirrored/rotated pixels are far off (so this test can fail).
      if (stored.width === 1800) expect(meanDifference(stored, upright)).toBeGreaterThan(10);
    }
  });
});
