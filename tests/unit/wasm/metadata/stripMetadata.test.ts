import exifr from 'exifr';
import { expect, test } from 'vitest';
import { bytesEqual, u32le } from '../../../../src/wasm/metadata/bytes';
import { parseJpegSegments } from '../../../../src/wasm/jpeg/segments';
import { jpegImageData } from '../../../../src/wasm/metadata/jpegSegments';
import { parsePngChunks, pngImageData } from '../../../../src/wasm/metadata/pngChunks';
import { readMetadata } from '../../../../src/wasm/metadata/readMetadata';
import { stripMetadata } from '../../../../src/wasm/metadata/stripMetadata';
import { parseWebpChunks, webpImageData } from '../../../../src/wasm/metadata/webpChunks';
import { corpusBytes as corpus, corpusDescribe, corpusIt } from '../../../helpers/corpus';

const JPEGS = ['gps-nikon-coolpix.jpg', 'photo-phone-xiaomi-gps.jpg', 'iptc-xmp-staff-photographer.jpg', 'icc-adobergb-iptc.jpg', 'progressive-nikon.jpg', 'cmyk-coffee.jpg'];

/** Nothing exifr can find that says where, who or what: no GPS, no XMP namespace, no IPTC. */
async function expectNothingPrivate(bytes: Uint8Array) {
  const { raw } = await readMetadata(bytes);
  const groups = Object.keys(raw);
  expect(groups.filter((g) => !['ifd0', 'icc'].includes(g))).toEqual([]);
  expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
  const merged = await exifr.parse(bytes, { xmp: true, iptc: true, icc: false, ihdr: false, ifd1: true });
  expect(Object.keys(merged ?? {}).filter((k) => k !== 'Orientation')).toEqual([]);
}

corpusDescribe('JPEG: metadata segments go, image segments stay byte-identical', () => {
  test.each(JPEGS)('%s', async (name) => {
    const input = corpus(name);
    const result = stripMetadata(input);
    expect(result?.format).toBe('jpeg');
    const output = result!.bytes;
    expect(bytesEqual(jpegImageData(output), jpegImageData(input))).toBe(true);
    expect(output.length).toBeLessThanOrEqual(input.length);
    const markers = parseJpegSegments(output).map((s) => s.marker);
    expect(markers.filter((m) => m === 0xe1 || m === 0xed || m === 0xfe)).toEqual([]);
    expect(output.at(-2)).toBe(0xff);
    expect(output.at(-1)).toBe(0xd9);
    await expectNothingPrivate(output);
  });

  test('the ICC profile (APP2) and Adobe/JFIF segments are kept', async () => {
    const output = stripMetadata(corpus('icc-adobergb-iptc.jpg'))!.bytes;
    const { raw } = await readMetadata(output);
    expect(raw.icc?.ProfileDescription).toBe('Adobe RGB (1998)');
    const cmyk = corpus('cmyk-coffee.jpg');
    const appBefore = parseJpegSegments(cmyk).filter((s) => s.marker === 0xee).length;
    expect(parseJpegSegments(stripMetadata(cmyk)!.bytes).filter((s) => s.marker === 0xee).length).toBe(appBefore);
  });

  test('bytes after EOI (a phone photo’s appended data) are dropped', () => {
    const input = corpus('gps-nikon-coolpix.jpg');
    const withTrailer = new Uint8Array(input.length + 5);
    withTrailer.set(input);
    withTrailer.set([1, 2, 3, 4, 5], input.length);
    expect(bytesEqual(stripMetadata(withTrailer)!.bytes, stripMetadata(input)!.bytes)).toBe(true);
  });

  test('a truncated JPEG (no EOI) is cleaned up to where its data ends', async () => {
    const input = corpus('truncated-photo.jpg');
    const output = stripMetadata(input)!.bytes;
    expect(bytesEqual(jpegImageData(output), jpegImageData(input))).toBe(true);
    await expectNothingPrivate(output);
  });
});

corpusDescribe('JPEG orientation survives as a minimal EXIF', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('orientation-%i.jpg', async (n) => {
    const input = corpus(`orientation-${n}.jpg`);
    const result = stripMetadata(input)!;
    expect(result.orientation).toBe(n);
    expect(bytesEqual(jpegImageData(result.bytes), jpegImageData(input))).toBe(true);
    const { raw } = await readMetadata(result.bytes);
    if (n === 1) expect(raw).toEqual({});
    else expect(raw).toEqual({ ifd0: { Orientation: n } });
    expect(await exifr.orientation(result.bytes)).toBe(n === 1 ? undefined : n);
  });
});

corpusDescribe('PNG', () => {
  test.each(['png-exif-gps.png', 'screenshot-kde-desktop.png', 'palette-alpha-glow.png', 'astronaut-rgb.png'])('%s keeps IDAT and colour chunks', async (name) => {
    const input = corpus(name);
    const output = stripMetadata(input)!.bytes;
    expect(bytesEqual(pngImageData(output), pngImageData(input))).toBe(true);
    const types = parsePngChunks(output).map((c) => c.type);
    for (const t of ['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']) expect(types).not.toContain(t);
    const before = parsePngChunks(input).map((c) => c.type);
    for (const t of ['iCCP', 'sRGB', 'gAMA', 'PLTE', 'tRNS', 'cHRM']) expect(types.includes(t)).toBe(before.includes(t));
    expect(types.at(-1)).toBe('IEND');
    await expectNothingPrivate(output);
  });
});

corpusDescribe('WebP', () => {
  test('photo-exif-gps.webp loses its EXIF chunk; VP8X flag and RIFF size are fixed', async () => {
    const input = corpus('photo-exif-gps.webp');
    const output = stripMetadata(input)!.bytes;
    expect(bytesEqual(webpImageData(output), webpImageData(input))).toBe(true);
    const chunks = parseWebpChunks(output);
    expect(chunks.map((c) => c.fourcc)).not.toContain('EXIF');
    const vp8x = chunks.find((c) => c.fourcc === 'VP8X');
    if (vp8x) expect(output[vp8x.dataStart] & 0x0c).toBe(0);
    expect(u32le(output, 4)).toBe(output.length - 8);
    expect((await readMetadata(output)).raw).toEqual({});
  });

  test('alpha-earth-lossless.webp (no metadata) comes out identical', () => {
    const input = corpus('alpha-earth-lossless.webp');
    expect(bytesEqual(stripMetadata(input)!.bytes, input)).toBe(true);
  });
});

corpusIt('formats without a lossless path are left to the canvas', () => {
  expect(stripMetadata(corpus('sample.heif'))).toBeNull();
  expect(stripMetadata(corpus('pdf-disguised.jpg'))).toBeNull();
});

corpusIt('keepProfile: false also drops the ICC profile (JPEG APP2, PNG iCCP), still lossless', async () => {
  const jpeg = corpus('icc-adobergb-iptc.jpg');
  const cleanJpeg = stripMetadata(jpeg, { keepProfile: false })!.bytes;
  expect(parseJpegSegments(cleanJpeg).some((s) => s.marker === 0xe2)).toBe(false);
  expect(bytesEqual(jpegImageData(cleanJpeg), jpegImageData(jpeg))).toBe(true);
  expect((await readMetadata(cleanJpeg)).raw).toEqual({});
  const png = corpus('palette-alpha-glow.png');
  const cleanPng = stripMetadata(png, { keepProfile: false })!.bytes;
  expect(parsePngChunks(cleanPng).map((c) => c.type)).not.toContain('iCCP');
  expect(bytesEqual(pngImageData(cleanPng), pngImageData(png))).toBe(true);
});
