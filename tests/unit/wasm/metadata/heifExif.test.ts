import { expect, it } from 'vitest';
import exifr from 'exifr';
import { heifExifSegment } from '../../../../src/wasm/metadata/heifExif';
import { realworldBytes, realworldDescribe, realworldManifest } from '../../../helpers/corpus';

realworldDescribe('heic')("a HEIC's EXIF item, found through iinf and iloc", () => {
  it('an iPhone photo: its TIFF block, which exifr reads as the original (camera, GPS)', async () => {
    const segment = heifExifSegment(realworldBytes('heic', 'iphone11promax-gps.heic'));
    expect(segment?.subarray(0, 2)).toEqual(Uint8Array.of(0xff, 0xe1));
    const jpeg = new Uint8Array([0xff, 0xd8, ...segment!, 0xff, 0xd9]);
    const parsed = await exifr.parse(jpeg, { gps: true });
    expect(parsed).toMatchObject({ Make: 'Apple', Model: 'iPhone 11 Pro Max' });
    expect(parsed.latitude).toBeCloseTo(39.051344, 5);
    expect(parsed.longitude).toBeCloseTo(-94.288772, 5);
  });

  it('each file has an EXIF segment exactly when the manifest says so; damaged ones give none, never an error', () => {
    for (const { file, facts } of realworldManifest('heic').filter((entry) => entry.file.endsWith('.heic'))) {
      const segment = heifExifSegment(realworldBytes('heic', file));
      if (!file.startsWith('fuzz-')) expect(segment !== null, file).toBe(/exif/.test(facts.meta ?? ''));
    }
    expect(heifExifSegment(realworldBytes('heic', 'fuzz-github_15.heic'))).toBeNull();
  });
});
