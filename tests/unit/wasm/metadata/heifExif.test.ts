import { describe, expect, it } from 'vitest';
import exifr from 'exifr';
import { exifSourceOf } from '../../../../src/wasm/image/imageHeader';
import { readMetadata } from '../../../../src/wasm/metadata';
import { heifExifSegment, heifMetadataPayloads } from '../../../../src/wasm/metadata/heifExif';
import { realworldBytes, realworldDescribe, realworldManifest } from '../../../helpers/corpus';
import { fixtureBytes } from '../../../helpers/fixtures';

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

// The committed fixture: a JPEG with camera, date and GPS (tests/fixtures/heic/exif-jpeg.py) encoded by libheif's heif-enc.
const LIBHEIF = 'heic/libheif-gps-canon.heic';

describe('a libheif-written HEIC (EXIF behind an iloc base offset, which exifr 7.1.3 skips)', () => {
  it('exifr alone finds nothing; our item reader finds the TIFF block', async () => {
    const bytes = fixtureBytes(LIBHEIF);
    const alone = (await exifr.parse(bytes, { gps: true }).catch(() => undefined)) as Record<string, unknown> | undefined;
    expect(alone?.latitude).toBeUndefined();
    expect(alone?.Make).toBeUndefined();
    const { exif, xmp } = heifMetadataPayloads(bytes);
    expect(String.fromCharCode(...exif!.subarray(0, 2))).toBe('MM');
    expect(xmp).toBeNull();
  });

  it('readMetadata with the descriptor reader shows camera, date and GPS; without it, none', async () => {
    const bytes = fixtureBytes(LIBHEIF);
    expect(exifSourceOf(bytes)).toBe('heif');
    const { raw, ifds } = await readMetadata(bytes, { exifIn: 'heif' });
    expect(raw.ifd0).toMatchObject({ Make: 'Canon', Model: 'Canon EOS 5D Mark IV' });
    expect(raw.gps?.latitude).toBeCloseTo(-33.856783, 5);
    expect(raw.gps?.longitude).toBeCloseTo(151.215297, 5);
    expect(ifds?.gps?.length).toBeGreaterThan(0);
    expect(Object.keys((await readMetadata(bytes)).raw)).toEqual([]);
  });
});

realworldDescribe('heic')('the descriptor reader on phone files and AVIF', () => {
  it('an iPhone HEIC reads the same with it (GPS) and keeps its colour profile', async () => {
    const { raw } = await readMetadata(realworldBytes('heic', 'iphone11promax-gps.heic'), { exifIn: 'heif' });
    expect(raw.icc).toBeDefined();
    expect(raw.gps?.latitude).toBeCloseTo(39.051344, 5);
  });

  it('an AVIF is read through its EXIF item too', async () => {
    const bytes = realworldBytes('heic', 'ms-Tomsk_with_thumbnails.avif');
    expect(exifSourceOf(bytes)).toBe('heif');
    expect(heifMetadataPayloads(bytes).exif).not.toBeNull();
    const { raw } = await readMetadata(bytes, { exifIn: 'heif' });
    expect(Object.keys(raw.ifd0 ?? {}).length).toBeGreaterThan(0);
  });
});

describe('a file that is no image is named as such, in the words of the image tools', () => {
  it('an empty file and a PDF', async () => {
    await expect(readMetadata(new Uint8Array(0))).rejects.toMatchObject({ name: 'ImageInputError', message: 'The file is empty (0 bytes), so there is no image to read.' });
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    await expect(readMetadata(pdf)).rejects.toMatchObject({ name: 'ImageInputError', message: 'This file is a PDF document, not an image, even though its name says otherwise.' });
  });
});
