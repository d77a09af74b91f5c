import { expect, it } from 'vitest';
import { ImageInputError, MAX_PIXELS, readImageHeader } from '../../../../src/wasm/image/imageHeader';
import { corpusBytes, corpusDescribe } from '../../../helpers/corpus';

corpusDescribe('header-first dimensions', () => {
  it.each([
    ['photo-phone-xiaomi-gps.jpg', 'jpeg', 4000, 3000],
    ['orientation-6.jpg', 'jpeg', 1200, 1800],
    ['astronaut-rgb.png', 'png', 512, 512],
    ['wood-4096.webp', 'webp', 4096, 4096],
    ['photo-exif-gps.webp', 'webp', 640, 480],
    ['alpha-earth-lossless.webp', 'webp', 200, 184],
  ])('%s is %s %ix%i', (name, format, width, height) => {
    expect(readImageHeader(corpusBytes(name))).toEqual({ format, width, height });
  });

  it('refuses the 30000 x 30000 pixel bomb before any decoding, with the numbers in the message', () => {
    expect(30000 * 30000).toBeGreaterThan(MAX_PIXELS);
    expect(() => readImageHeader(corpusBytes('bomb-30000x30000.png'))).toThrow(/too large to process: 30000 x 30000 pixels \(900 megapixels; the limit is 100 megapixels\)/);
  });

  it('names the problem for empty files and PDFs in disguise', () => {
    expect(() => readImageHeader(corpusBytes('zero-byte.jpg'))).toThrow(/empty/);
    expect(() => readImageHeader(corpusBytes('pdf-disguised.jpg'))).toThrow(/PDF document/);
    expect(() => readImageHeader(corpusBytes('zero-byte.jpg'))).toThrow(ImageInputError);
  });

  it('takes HEIC/HEIF by its ftyp brands (libheif measures it; the header gives no size)', () => {
    expect(readImageHeader(corpusBytes('sample.heif'))).toEqual({ format: 'heic', width: 0, height: 0 });
  });
});
