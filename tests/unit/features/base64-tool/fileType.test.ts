import { corpusBytes, corpusIt, realworldBytes, realworldDescribe } from '../../../helpers/corpus';
import { describe, expect, it } from 'vitest';
import { BINARY, detectFileType, PLAIN_TEXT } from '../../../../src/features/base64-tool/fileType';

const corpus = corpusBytes;

describe('detectFileType: magic bytes of real files', () => {
  corpusIt.each([
    ['png-exif-gps.png', 'image/png', 'png'],
    ['gps-nikon-coolpix.jpg', 'image/jpeg', 'jpg'],
    ['photo-exif-gps.webp', 'image/webp', 'webp'],
    ['text-2pages-libreoffice.pdf', 'application/pdf', 'pdf'],
    ['ball-720x576-h264-aac.mp4', 'video/mp4', 'mp4'],
    ['cockatoo-vp9-opus.webm', 'video/webm', 'webm'],
    ['iphone5-motion.mov', 'video/quicktime', 'mov'],
    ['pdf-disguised.jpg', 'application/pdf', 'pdf'],
  ])('%s is %s', (name, mime, extension) => {
    expect(detectFileType(corpus(name))).toEqual({ mime, extension });
  });

  it('made-up headers', () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    const text = (s: string) => new TextEncoder().encode(s);
    expect(detectFileType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14)).extension).toBe('zip');
    expect(detectFileType(bytes(0x1f, 0x8b, 0x08)).extension).toBe('gz');
    expect(detectFileType(text('GIF89a....')).extension).toBe('gif');
    expect(detectFileType(text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')).extension).toBe('svg');
    expect(detectFileType(text('Just some notes, ü 😀\n'))).toEqual(PLAIN_TEXT);
    expect(detectFileType(bytes(0x00, 0x13, 0x37, 0xc0, 0xde))).toEqual(BINARY);
    expect(detectFileType(bytes())).toEqual(BINARY);
  });

  corpusIt('a data: URL type wins over the bytes', () => {
    expect(detectFileType(corpus('png-exif-gps.png'), 'application/json')).toEqual({ mime: 'application/json', extension: 'json' });
    expect(detectFileType(new Uint8Array([1]), 'image/png')).toEqual({ mime: 'image/png', extension: 'png' });
    expect(detectFileType(new Uint8Array([1]), 'application/x-unknown')).toEqual({ mime: 'application/x-unknown', extension: 'bin' });
  });
});

realworldDescribe('heic')('detectFileType: ISO image files by their brands, as the image engine reads them', () => {
  it.each([
    ['simple_osm_tile_alpha.avif', 'image/avif', 'avif'],
    ['linku-star-8bpc-with-alpha.avifs', 'image/avif', 'avif'],
    ['iphone13promax-rot6.heic', 'image/heic', 'heic'],
    // Generic HEIF (brand mif1 or msf1) rather than HEVC-coded HEIC.
    ['nokia-candle_animation.heic', 'image/heif', 'heif'],
  ])('%s is %s', (name, mime, extension) => {
    expect(detectFileType(realworldBytes('heic', name))).toEqual({ mime, extension });
  });
});

corpusIt('detectFileType: a PNG whose signature was damaged in transit is not offered as .png', () => {
  const png = corpusBytes('png-exif-gps.png');
  png[6] = 0x20;
  expect(detectFileType(png)).toEqual(BINARY);
});
