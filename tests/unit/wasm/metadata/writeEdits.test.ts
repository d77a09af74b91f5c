import exifr from 'exifr';
import { expect, test } from 'vitest';
import { bytesEqual, u32le } from '../../../../src/wasm/metadata/bytes';
import { readEditable, type EditableMetadata } from '../../../../src/wasm/metadata/editableFields';
import { parseJpegSegments } from '../../../../src/wasm/jpeg/segments';
import { jpegImageData } from '../../../../src/wasm/metadata/jpegSegments';
import { pngImageData } from '../../../../src/wasm/metadata/pngChunks';
import { readMetadata } from '../../../../src/wasm/metadata/readMetadata';
import { parseWebpChunks, webpImageData } from '../../../../src/wasm/metadata/webpChunks';
import { writeEdits } from '../../../../src/wasm/metadata/writeEdits';
import { corpusBytes as corpus, corpusDescribe, corpusIt } from '../../../helpers/corpus';

const EDITS: EditableMetadata = {
  title: 'Закат над Влтавой 🌅',
  description: 'Première ligne\n日本語の説明, with “quotes”',
  keywords: 'Straße, 日本, café',
  author: 'Ærøskøbing Łukasz',
  copyright: '© 2026 Zoë Ñandú',
  make: 'FUJIFILM',
  model: 'X-T5 Ü',
  iso: '3200',
  exposureTime: '1/250',
  fNumber: 'f/5.6',
  focalLength: '35mm',
  latitude: '-33.856784',
  longitude: '-70.512345',
};

const imageData = { jpeg: jpegImageData, png: pngImageData, webp: webpImageData };

async function roundTrip(name: string, format: keyof typeof imageData) {
  const input = corpus(name);
  const output = writeEdits(input, EDITS);
  expect(bytesEqual(imageData[format](output), imageData[format](input))).toBe(true);
  const readout = await readMetadata(output);
  expect(readEditable(readout)).toEqual(EDITS);
  return { input, output, readout };
}

corpusDescribe('write, then read back every editable field (non-ASCII text, GPS south/west)', () => {
  test('JPEG with EXIF (gps-nikon-coolpix.jpg), other tags kept', async () => {
    const { output } = await roundTrip('gps-nikon-coolpix.jpg', 'jpeg');
    const merged = await exifr.parse(output, { translateValues: false });
    expect(merged.ImageDescription).toBe(EDITS.description);
    expect(merged.Artist).toBe(EDITS.author);
    expect(merged.Copyright).toBe(EDITS.copyright);
    expect(merged.Model).toBe(EDITS.model);
    expect(merged.ISO).toBe(3200);
    expect(merged.ExposureTime).toBeCloseTo(1 / 250, 10);
    expect(merged.FNumber).toBe(5.6);
    expect(merged.FocalLength).toBe(35);
    expect(merged.GPSLatitudeRef).toBe('S');
    expect(merged.GPSLongitudeRef).toBe('W');
    expect(merged.latitude).toBeCloseTo(-33.856784, 6);
    expect(merged.longitude).toBeCloseTo(-70.512345, 6);
    expect(merged[0xa436]).toBe(EDITS.title);
    expect(merged.DateTimeOriginal).toEqual(new Date(2008, 9, 22, 16, 28, 39));
    expect(merged.FocalLengthIn35mmFormat).toBe(112);
  });

  corpusIt('JPEG keeps its orientation and other segments', async () => {
    const input = corpus('orientation-6.jpg');
    const { output } = await roundTrip('orientation-6.jpg', 'jpeg');
    expect(await exifr.orientation(output)).toBe(6);
    const count = (b: Uint8Array) => parseJpegSegments(b).filter((s) => s.marker !== 0xe1).length;
    expect(count(output)).toBe(count(input));
  });

  test('JPEG with XMP and IPTC: our values win over the older XMP/IPTC ones', async () => {
    await roundTrip('iptc-xmp-staff-photographer.jpg', 'jpeg');
  });

  test('PNG with an eXIf chunk (png-exif-gps.png)', async () => {
    await roundTrip('png-exif-gps.png', 'png');
  });

  test('PNG without metadata gets a new eXIf chunk', async () => {
    await roundTrip('alpha-swirlaxy.png', 'png');
  });

  test('WebP with EXIF (photo-exif-gps.webp)', async () => {
    const { output } = await roundTrip('photo-exif-gps.webp', 'webp');
    expect(u32le(output, 4)).toBe(output.length - 8);
  });

  test('simple lossless WebP becomes extended: VP8X with EXIF and alpha flags', async () => {
    const { output } = await roundTrip('alpha-earth-lossless.webp', 'webp');
    const chunks = parseWebpChunks(output);
    expect(chunks.map((c) => c.fourcc)).toEqual(['VP8X', 'VP8L', 'EXIF']);
    const flags = output[chunks[0].dataStart];
    expect(flags & 0x08).toBe(0x08);
    expect(flags & 0x10).toBe(0x10);
    const d = chunks[0].dataStart;
    expect(1 + (output[d + 4] | (output[d + 5] << 8) | (output[d + 6] << 16))).toBe(200);
    expect(1 + (output[d + 7] | (output[d + 8] << 8) | (output[d + 9] << 16))).toBe(184);
    expect(u32le(output, 4)).toBe(output.length - 8);
  });
});

corpusDescribe('edits that empty a field remove it', () => {
  test('clearing GPS and text leaves no GPS position and no text tags', async () => {
    const input = corpus('gps-nikon-coolpix.jpg');
    const empty = Object.fromEntries(Object.keys(EDITS).map((k) => [k, ''])) as EditableMetadata;
    const output = writeEdits(input, empty);
    expect(readEditable(await readMetadata(output))).toEqual(empty);
    expect(await exifr.gps(output).catch(() => undefined)).toBeUndefined();
  });

  test('northern/eastern and a plain decimal exposure', async () => {
    const output = writeEdits(corpus('png-exif-gps.png'), { ...EDITS, latitude: '51.5', longitude: '0.1276', exposureTime: '2' });
    const values = readEditable(await readMetadata(output));
    expect([values.latitude, values.longitude, values.exposureTime]).toEqual(['51.500000', '0.127600', '2']);
  });
});

corpusDescribe('bad values are refused with a readable message', () => {
  test.each([
    [{ iso: 'abc' }, /ISO Speed/],
    [{ latitude: '95' }, /GPS Latitude/],
    [{ longitude: '' }, /both GPS/],
    [{ fNumber: 'f/zero' }, /F-Number/],
  ])('%o', (change, message) => {
    expect(() => writeEdits(corpus('orientation-1.jpg'), { ...EDITS, ...change })).toThrow(message);
  });

  test('formats we cannot write', () => {
    expect(() => writeEdits(corpus('sample.heif'), EDITS)).toThrow(/JPEG, PNG and WebP/);
  });
});
