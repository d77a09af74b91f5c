import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFRawStream, type PDFRef } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../../../../../../src/wasm/image/codecs/jsquash';
import { compressPdf } from '../../../../../../src/wasm/pdf/compress/compress';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { buildPdf, chartSamples, flatePredicted, wavySamples, type TestImage } from '../../../../../helpers/buildPdf';
import { corpusIt, hasCorpus } from '../../../../../helpers/corpus';
import { corpusBytes, minPagePsnr, qpdfCheck } from '../../../../../helpers/pdfChecks';

let photo: TestImage;
const chart = (): TestImage => {
  const samples = chartSamples(400, 300);
  return { name: 'Chart', width: 400, height: 300, data: samples, dict: { ColorSpace: 'DeviceRGB' }, drawn: [400, 300] };
};

beforeAll(async () => {
  await initNodeCodecs();
  if (!hasCorpus) return;
  const png = await decodePng(corpusBytes('astronaut-rgb.png').slice().buffer);
  const rgb = new Uint8Array(png.width * png.height * 3);
  for (let p = 0; p < png.width * png.height; p++) rgb.set(png.data.subarray(p * 4, p * 4 + 3), p * 3);
  // 512 px drawn 72 pt (one inch) wide: 512 DPI, far above every level's target.
  photo = {
    name: 'Photo',
    width: png.width,
    height: png.height,
    data: flatePredicted(rgb, png.width, 3),
    dict: { ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', DecodeParms: { Predictor: 12, Colors: 3, Columns: png.width } },
    drawn: [72, 72],
  };
});

async function imageDict(bytes: Uint8Array, ref: PDFRef) {
  const doc = await PDFDocument.load(bytes);
  const stream = doc.context.lookup(ref) as PDFRawStream;
  const get = (key: string) => stream.dict.lookup(PDFName.of(key))?.toString();
  return { filter: get('Filter'), width: Number(get('Width')), height: Number(get('Height')), predictor: stream.dict.toString().match(/Predictor (\d+)/)?.[1], stream };
}

/** What a photo becomes at the lossy levels: MozJPEG, or JPEG 2000 when that is smaller at the JPEG's quality. */
const LOSSY = ['/DCTDecode', '/JPXDecode'];

describe('Flate images', () => {
  corpusIt('a photo stored with a PNG predictor becomes a downsampled JPEG or JPEG 2000 at medium (150 DPI)', async () => {
    const { bytes, refs } = await buildPdf([photo]);
    const report = await compressPdf(bytes, 'medium');
    expect(report.imagesReplaced).toBe(1);
    const out = await imageDict(report.bytes, refs.Photo);
    expect(LOSSY).toContain(out.filter);
    expect([out.width, out.height]).toEqual([150, 150]);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(28);
  });

  corpusIt('at Best Quality the same photo stays lossless and pixel-identical', async () => {
    const { bytes, refs } = await buildPdf([photo]);
    const report = await compressPdf(bytes, 'low');
    const out = await imageDict(report.bytes, refs.Photo);
    expect(out.filter).toBe('/FlateDecode');
    expect([out.width, out.height]).toEqual([512, 512]);
    expect(minPagePsnr(bytes, report.bytes, 72)).toBe(Infinity);
  });

  it('an uncompressed chart is Flate-compressed (its few colours as a palette), never turned into JPEG', async () => {
    const { bytes, refs } = await buildPdf([chart()]);
    const report = await compressPdf(bytes, 'maximum');
    const out = await imageDict(report.bytes, refs.Chart);
    expect(out.filter).toBe('/FlateDecode');
    expect(out.stream.dict.lookup(PDFName.of('ColorSpace'))?.toString()).toMatch(/^\[ \/Indexed \/DeviceRGB 3 /);
    expect([out.width, out.height]).toEqual([400, 300]);
    expect(report.bytes.length).toBeLessThan(bytes.length / 10);
    expect(minPagePsnr(bytes, report.bytes, 72)).toBe(Infinity);
  });
});

corpusIt('a photo with an inverting /Decode array is re-encoded and keeps the array with its samples', async () => {
  const { bytes, refs } = await buildPdf([{ ...photo, dict: { ...photo.dict, Decode: [1, 0, 1, 0, 1, 0] } }]);
  const report = await compressPdf(bytes, 'medium');
  const out = await imageDict(report.bytes, refs.Photo);
  expect(out.filter).toBe('/DCTDecode'); // JPEG 2000 is not tried under a /Decode array
  expect(out.stream.dict.lookup(PDFName.of('Decode'))?.toString()).toBe('[ 1 0 1 0 1 0 ]');
  expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(28);
});

describe('scans at 200 DPI', () => {
  // The photo drawn 512 px over 184.32 pt: 200 DPI, 1.33× medium's 150.
  const at200 = (gray: boolean): TestImage => {
    if (!gray) return { ...photo, drawn: [184.32, 184.32] };
    const rgb = new Uint8Array(photo.width * photo.height * 3);
    // Undo the Up predictor of the stored photo to get its samples back, then average to gray.
    const stored = inflateSync(Buffer.from(photo.data));
    const row = photo.width * 3;
    for (let y = 0; y < photo.height; y++) {
      for (let x = 0; x < row; x++) rgb[y * row + x] = (stored[y * (row + 1) + 1 + x] + (y > 0 ? rgb[(y - 1) * row + x] : 0)) & 0xff;
    }
    const samples = new Uint8Array(photo.width * photo.height);
    for (let p = 0; p < samples.length; p++) samples[p] = Math.round((rgb[p * 3] + rgb[p * 3 + 1] + rgb[p * 3 + 2]) / 3);
    return { name: 'Photo', width: photo.width, height: photo.height, data: samples, dict: { ColorSpace: 'DeviceGray' }, drawn: [184.32, 184.32] };
  };

  corpusIt('a gray scan and a colour image are both resampled to 150 DPI at medium', async () => {
    const gray = await buildPdf([at200(true)]);
    const grayOut = await imageDict((await compressPdf(gray.bytes, 'medium')).bytes, gray.refs.Photo);
    expect(LOSSY).toContain(grayOut.filter);
    expect([grayOut.width, grayOut.height]).toEqual([384, 384]);
    const colour = await buildPdf([at200(false)]);
    const colourOut = await imageDict((await compressPdf(colour.bytes, 'medium')).bytes, colour.refs.Photo);
    expect(LOSSY).toContain(colourOut.filter);
    expect([colourOut.width, colourOut.height]).toEqual([384, 384]);
  });
});

describe('drawings drawn far sharper than the level needs', () => {
  /** 256 colours scattered pixel by pixel: no photo, and too busy to pack small at full size. */
  const speckled = (): TestImage => {
    const palette = Array.from({ length: 256 }, (_, i) => [i, 255 - i, (i * 97) % 256]);
    const samples = new Uint8Array(400 * 300 * 3);
    const picks = randomBytes(400 * 300);
    for (let p = 0; p < picks.length; p++) samples.set(palette[picks[p]], p * 3);
    return { name: 'Chart', width: 400, height: 300, data: samples, dict: { ColorSpace: 'DeviceRGB' }, drawn: [72, 54] };
  };

  it('a busy drawing at 400 DPI is downsampled at medium, never made a JPEG (Flate, or JPEG 2000 at the drawing bar), and kept whole at low', async () => {
    const sharp = speckled();
    const { bytes, refs } = await buildPdf([sharp]);
    const medium = await compressPdf(bytes, 'medium');
    const out = await imageDict(medium.bytes, refs.Chart);
    expect(['/FlateDecode', '/JPXDecode']).toContain(out.filter);
    expect([out.width, out.height]).toEqual([150, 113]);
    expect(minPagePsnr(bytes, medium.bytes, 72)).toBeGreaterThan(25);
    const low = await compressPdf(bytes, 'low');
    expect([(await imageDict(low.bytes, refs.Chart)).width]).toEqual([400]);
  });

  it('a flat chart drawn at 400 DPI keeps its full size when that packs smaller than a resampled copy', async () => {
    const { bytes, refs } = await buildPdf([{ ...chart(), drawn: [72, 54] }]);
    const out = await imageDict((await compressPdf(bytes, 'medium')).bytes, refs.Chart);
    expect([out.filter, out.width]).toEqual(['/FlateDecode', 400]);
  });
});

describe('gradient art drawn far sharper than the level (each colour repeated over neighbours)', () => {
  /** A noisy gradient of 150 px, each pixel repeated 4 × 4, on black where its soft mask hides it. */
  const blownUp = () => {
    const rgb = new Uint8Array(600 * 600 * 3);
    const alpha = new Uint8Array(600 * 600);
    let seed = 3;
    const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 16;
    for (let y = 0; y < 150; y++) {
      for (let x = 0; x < 150; x++) {
        const shown = x >= 50;
        const colour = shown ? [60 + x + noise(), 40 + y + noise(), 200 - x / 2 + noise()] : [0, 0, 0];
        for (let dy = 0; dy < 4; dy++) {
          for (let dx = 0; dx < 4; dx++) {
            const p = (y * 4 + dy) * 600 + x * 4 + dx;
            rgb.set(colour, p * 3);
            alpha[p] = shown ? 255 : 0;
          }
        }
      }
    }
    return { rgb, alpha };
  };

  it('is judged at the level size, over the pixels its soft mask shows: a JPEG at medium', async () => {
    const { rgb, alpha } = blownUp();
    const { bytes, refs } = await buildPdf([{ name: 'Art', width: 600, height: 600, data: rgb, dict: { ColorSpace: 'DeviceRGB' }, drawn: [72, 72] }]);
    const doc = await PDFDocument.load(bytes);
    const mask = doc.context.register(doc.context.stream(alpha, { Type: 'XObject', Subtype: 'Image', Width: 600, Height: 600, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }));
    (doc.context.lookup(refs.Art) as PDFRawStream).dict.set(PDFName.of('SMask'), mask);
    const input = await doc.save({ useObjectStreams: false });
    const report = await compressPdf(input, 'medium');
    const out = await imageDict(report.bytes, refs.Art);
    expect(LOSSY).toContain(out.filter);
    expect([out.width, out.height]).toEqual([150, 150]);
    expect(minPagePsnr(input, report.bytes, 72)).toBeGreaterThan(30);
  });
});

describe('CMYK drawings and Indexed images: re-packed losslessly (photos: cmykJpeg.test.ts)', () => {
  const packed = async (image: TestImage, level: 'low' | 'maximum' = 'maximum') => {
    const { bytes, refs } = await buildPdf([image]);
    const report = await compressPdf(bytes, level);
    const out = await imageDict(report.bytes, refs[image.name]);
    return { out, report, bytes };
  };

  it('CMYK', async () => {
    const cmyk = new Uint8Array(64 * 64 * 4).map((_, i) => (i * 37) % 256);
    // Drawn at 72 DPI, maximum's own: not resampled.
    const { out, report, bytes } = await packed({ name: 'Cmyk', width: 64, height: 64, data: cmyk, dict: { ColorSpace: 'DeviceCMYK' }, drawn: [64, 64] });
    expect([out.filter, out.width, out.height, out.predictor]).toEqual(['/FlateDecode', 64, 64, '15']);
    expect(report.bytes.length).toBeLessThan(bytes.length);
    const { readSamples } = await import('../../../../../../src/wasm/pdf/compress/images/imagePixels');
    expect(readSamples(out.stream, { width: 64, height: 64, channels: 4, encoding: 'flate', predictor: 15, losslessOnly: true })).toEqual(cmyk);
  });

  // Four colours in blocks of 8 × 8 pixels, 256 px over 32 pt (576 DPI), far above every lossy level's target.
  const indexedImage = (): TestImage => {
    const indexed = new Uint8Array(256 * 256).map((_, i) => ((i % 256 >> 3) + (i >> 11)) % 4);
    const palette = PDFHexString.of('ffffff1e3cc8dc2828141414');
    return { name: 'Indexed', width: 256, height: 256, data: indexed, dict: { ColorSpace: ['Indexed', 'DeviceRGB', 3, palette] }, drawn: [32, 32] };
  };

  it('Indexed at the lossless level: the same indexes, re-packed', async () => {
    const { out, report, bytes } = await packed(indexedImage(), 'low');
    expect([out.filter, out.width, out.height]).toEqual(['/FlateDecode', 256, 256]);
    expect(minPagePsnr(bytes, report.bytes, 72)).toBe(Infinity);
  });

  it('Indexed at a lossy level: resampled to the level DPI, in the smallest encoding that passes', async () => {
    const { out, report, bytes } = await packed(indexedImage());
    expect([out.width, out.height]).toEqual([32, 32]);
    expect(report.bytes.length).toBeLessThan(bytes.length);
    expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(26);
  });
});

describe('images that are left exactly as they are', () => {
  const untouched = async (image: TestImage, extra: TestImage[] = []) => {
    const { bytes, refs } = await buildPdf([image, ...extra]);
    const before = (await PDFDocument.load(bytes)).context.lookup(refs[image.name]) as PDFRawStream;
    const report = await compressPdf(bytes, 'maximum');
    const after = (await PDFDocument.load(report.bytes)).context.lookup(refs[image.name]) as PDFRawStream;
    return { same: Buffer.from(after.contents).equals(Buffer.from(before.contents)), report };
  };
  const photoWith = (dict: Record<string, unknown>): TestImage => ({ ...photo, dict: { ...photo.dict, ...dict } });

  corpusIt('a /Decode array that does more than invert (samples mapped to half their range)', async () => {
    expect((await untouched(photoWith({ Decode: [0, 0.5, 0, 0.5, 0, 0.5] }))).same).toBe(true);
  });

  corpusIt('a filter chain', async () => {
    expect((await untouched(photoWith({ Filter: ['FlateDecode', 'ASCIIHexDecode'] }))).same).toBe(true);
  });

  it('an image mask', async () => {
    const mask: TestImage = { name: 'Mask', width: 64, height: 64, data: new Uint8Array(64 * 8), dict: { ImageMask: true, BitsPerComponent: 1 }, drawn: [10, 10] };
    expect((await untouched(mask)).same).toBe(true);
  });
});

describe('soft masks', () => {
  const withSoftMask = async (extra: Record<string, unknown> = {}, maskExtra: Record<string, unknown> = {}, bits: 8 | 16 = 8) => {
    const { bytes, refs } = await buildPdf([photo]);
    const doc = await PDFDocument.load(bytes);
    // Left half opaque, right half half-transparent.
    const alpha = new Uint8Array(512 * 512 * (bits / 8)).map((_, i) => (Math.floor(i / (bits / 8)) % 512 < 256 ? 255 : 128));
    const mask = doc.context.register(
      doc.context.stream(alpha, { Type: 'XObject', Subtype: 'Image', Width: 512, Height: 512, ColorSpace: 'DeviceGray', BitsPerComponent: bits, ...maskExtra } as never),
    );
    const image = doc.context.lookup(refs.Photo) as PDFRawStream;
    image.dict.set(PDFName.of('SMask'), mask);
    for (const [key, value] of Object.entries(extra)) image.dict.set(PDFName.of(key), doc.context.obj(value as never));
    return { input: await doc.save({ useObjectStreams: false }), photoRef: refs.Photo, maskRef: mask };
  };

  corpusIt('the photo is re-encoded and its soft mask downsampled with it, losslessly', async () => {
    const { input, photoRef, maskRef } = await withSoftMask();
    const report = await compressPdf(input, 'medium');
    expect(report.images).toBe(1); // the mask is not counted as an image of its own
    const out = await PDFDocument.load(report.bytes);
    expect(LOSSY).toContain((out.context.lookup(photoRef) as PDFRawStream).dict.get(PDFName.of('Filter'))?.toString());
    const mask = await imageDict(report.bytes, maskRef);
    expect([mask.filter, mask.width, mask.height]).toEqual(['/FlateDecode', 150, 150]);
    const { readSamples } = await import('../../../../../../src/wasm/pdf/compress/images/imagePixels');
    const samples = readSamples(mask.stream, { width: 150, height: 150, channels: 1, encoding: 'flate', predictor: 15, losslessOnly: false });
    // The left edge stays opaque, the right edge half-transparent.
    expect([samples[75 * 150 + 2], samples[75 * 150 + 147]]).toEqual([255, 128]);
    expect(minPagePsnr(input, report.bytes, 72)).toBeGreaterThan(28);
  });

  corpusIt('a /Matte soft mask (colours pre-blended) is resampled to exactly its image size', async () => {
    const { input, photoRef, maskRef } = await withSoftMask({}, { Matte: [0, 0, 0] });
    const report = await compressPdf(input, 'medium');
    const [image, mask] = [await imageDict(report.bytes, photoRef), await imageDict(report.bytes, maskRef)];
    expect([image.width, image.height]).toEqual([150, 150]);
    expect([mask.width, mask.height]).toEqual([image.width, image.height]);
    expect(minPagePsnr(input, report.bytes, 72)).toBeGreaterThan(28);
  });

  corpusIt('a /Matte soft mask that cannot be resampled (16-bit) keeps its image at its size', async () => {
    const { input, photoRef, maskRef } = await withSoftMask({}, { Matte: [0, 0, 0] }, 16);
    const report = await compressPdf(input, 'medium');
    const [image, mask] = [await imageDict(report.bytes, photoRef), await imageDict(report.bytes, maskRef)];
    expect([image.width, image.height]).toEqual([512, 512]);
    expect([mask.width, mask.height]).toEqual([512, 512]);
  });

  corpusIt('a colour-key mask beside a soft mask is dropped (the soft mask takes precedence)', async () => {
    const { input, photoRef } = await withSoftMask({ Mask: [0, 10, 0, 10, 0, 10] });
    const report = await compressPdf(input, 'medium');
    const out = (await PDFDocument.load(report.bytes)).context.lookup(photoRef) as PDFRawStream;
    expect(out.dict.has(PDFName.of('Mask'))).toBe(false);
    expect(LOSSY).toContain(out.dict.get(PDFName.of('Filter'))?.toString());
  });

  corpusIt('at Best Quality the soft mask keeps its size and every value', async () => {
    const { input, maskRef } = await withSoftMask();
    const report = await compressPdf(input, 'low');
    const mask = await imageDict(report.bytes, maskRef);
    expect([mask.width, mask.height]).toEqual([512, 512]);
    expect(minPagePsnr(input, report.bytes, 72)).toBe(Infinity);
  });
});

describe('16-bit images', () => {
  /** The wavy photo at 16 bits per sample (each 8-bit value v as v·257, big-endian), Flate with a PNG predictor. */
  const sixteenBit = (): TestImage => {
    const eight = wavySamples(600, 400);
    const sixteen = new Uint8Array(eight.length * 2);
    eight.forEach((v, i) => sixteen.set([v, v], i * 2));
    return { name: 'Deep', width: 600, height: 400, data: flatePredicted(sixteen, 600, 6), dict: { ColorSpace: 'DeviceRGB', BitsPerComponent: 16, Filter: 'FlateDecode', DecodeParms: { Predictor: 12, Colors: 3, BitsPerComponent: 16, Columns: 600 } }, drawn: [144, 96] };
  };

  it('become 8-bit JPEGs at the lossy levels, resampled like any photo', async () => {
    const { bytes, refs } = await buildPdf([sixteenBit()]);
    const report = await compressPdf(bytes, 'medium');
    const out = await imageDict(report.bytes, refs.Deep);
    expect(LOSSY).toContain(out.filter);
    expect([out.width, out.height, out.stream.dict.lookup(PDFName.of('BitsPerComponent'))?.toString()]).toEqual([300, 200, '8']);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(33);
  });

  it('stay exactly as they are at Best Quality', async () => {
    const image = sixteenBit();
    const { bytes, refs } = await buildPdf([image]);
    const out = await imageDict((await compressPdf(bytes, 'low')).bytes, refs.Deep);
    expect(out.stream.dict.lookup(PDFName.of('BitsPerComponent'))?.toString()).toBe('16');
    expect(Buffer.from(out.stream.contents).equals(Buffer.from(image.data))).toBe(true);
  });
});
