import { PDFDocument, PDFHexString, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCmykJpeg, encodeCmykJpeg, mergeJpegs } from '../../../../../../src/wasm/pdf/compress/images/cmykJpeg';
import { compressPdf } from '../../../../../../src/wasm/pdf/compress/compress';
import { psnr } from '../../../../../../src/wasm/pdf/compress/images/imageCheck';
import { jpegComponents } from '../../../../../../src/wasm/pdf/compress/images/imageInfo';
import { decodeJpx } from '../../../../../../src/wasm/pdf/compress/images/jpxImage';
import { encodeJpeg } from '../../../../../../src/wasm/image/codecs/jsquash';
import { buildPdf, wavySamples, type TestImage } from '../../../../../helpers/buildPdf';
import { realworldBytes, realworldDescribe } from '../../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { minPagePsnr, qpdfCheck } from '../../../../../helpers/pdfChecks';

beforeAll(initNodeCodecs);

const cmykPhoto = (width: number, height: number) => wavySamples(width, height, 4);

const imageData = (samples: Uint8Array, width: number, height: number) => new ImageData(new Uint8ClampedArray(samples), width, height);

describe('CMYK JPEGs written from MozJPEG scans', () => {
  it('a CMYK image comes back as the same four inks (YCCK, Adobe transform 2)', async () => {
    const original = imageData(cmykPhoto(240, 160), 240, 160);
    const jpeg = await encodeCmykJpeg(original, 75);
    expect(jpegComponents(jpeg)).toBe(4);
    // The Adobe APP14 marker right after SOI, with transform 2 (YCCK).
    expect([...jpeg.subarray(2, 4)]).toEqual([0xff, 0xee]);
    expect(jpeg[17]).toBe(2);
    const back = await decodeCmykJpeg(jpeg);
    expect([back.width, back.height]).toEqual([240, 160]);
    expect(psnr(original, back, 4)).toBeGreaterThan(32);
    expect(jpeg.length).toBeLessThan(original.data.length / 8);
  });

  it('merging keeps each component: gray JPEGs become the components of one JPEG, in order', async () => {
    const planes = [40, 200].map((v) => imageData(new Uint8Array(64 * 64 * 4).map((_, i) => (i % 4 === 3 ? 255 : v)), 64, 64));
    const files = await Promise.all(planes.map(async (plane) => new Uint8Array(await encodeJpeg(plane, { quality: 90, color_space: 1 }))));
    const merged = mergeJpegs([files[0], files[1], files[0], files[1]]);
    const back = await decodeCmykJpeg(merged);
    expect([...back.data.subarray(0, 4)].map((v) => Math.round(v / 10) * 10)).toEqual([40, 200, 40, 200]);
  });

  it('refuses JPEGs of different sizes', async () => {
    const small = new Uint8Array(await encodeJpeg(imageData(new Uint8Array(16 * 16 * 4).fill(255), 16, 16), { quality: 80, color_space: 1 }));
    const large = new Uint8Array(await encodeJpeg(imageData(new Uint8Array(32 * 16 * 4).fill(255), 32, 16), { quality: 80, color_space: 1 }));
    expect(() => mergeJpegs([small, large])).toThrow('differ');
  });
});

describe('CMYK and palette photos in PDFs', () => {
  const cmykImage = async (extra: Record<string, unknown> = {}): Promise<TestImage> => {
    const samples = cmykPhoto(600, 400);
    return { name: 'Cmyk', width: 600, height: 400, data: samples, dict: { ColorSpace: 'DeviceCMYK', ...extra }, drawn: [144, 96] };
  };

  it('a CMYK photo becomes a downsampled four-ink JPEG or JPEG 2000 that renders as before', async () => {
    const { bytes, refs } = await buildPdf([await cmykImage()]);
    const report = await compressPdf(bytes, 'medium');
    const image = (await PDFDocument.load(report.bytes)).context.lookup(refs.Cmyk) as PDFRawStream;
    const filter = image.dict.get(PDFName.of('Filter'))?.toString();
    expect(['/DCTDecode', '/JPXDecode']).toContain(filter);
    expect(image.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceCMYK'));
    // 600 px over 2 inches is 300 DPI, twice medium's 150: resampled to 300 × 200.
    expect(image.dict.lookup(PDFName.of('Width'))?.toString()).toBe('300');
    if (filter === '/DCTDecode') expect(jpegComponents(image.contents)).toBe(4);
    else expect((await decodeJpx(image.contents, 4)).samples.length).toBe(300 * 200 * 4);
    expect(report.bytes.length).toBeLessThan(bytes.length / 10);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    // Medium's page bar (a JPEG 2000 stand-in may go down to it, as Hyper's do).
    expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(30);
  });

  it('an inverting /Decode array stays with the samples it inverts', async () => {
    const { bytes, refs } = await buildPdf([await cmykImage({ Decode: [1, 0, 1, 0, 1, 0, 1, 0] })]);
    const report = await compressPdf(bytes, 'medium');
    const image = (await PDFDocument.load(report.bytes)).context.lookup(refs.Cmyk) as PDFRawStream;
    expect(image.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
    expect(image.dict.lookup(PDFName.of('Decode'))?.toString()).toBe('[ 1 0 1 0 1 0 1 0 ]');
    expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(35);
  });

  it('a palette photo becomes a JPEG (or JPEG 2000) in its base colour space; at Best Quality it stays indexed', async () => {
    // 256 grays of a smooth wave with noise, through a palette of 256 RGB colours.
    const indexes = cmykPhoto(600, 400).filter((_, i) => i % 4 === 0);
    const palette = PDFHexString.of([...Array(256).keys()].map((i) => [i, 255 - i, i >> 1].map((v) => v.toString(16).padStart(2, '0')).join('')).join(''));
    const image: TestImage = { name: 'Pal', width: 600, height: 400, data: indexes, dict: { ColorSpace: ['Indexed', 'DeviceRGB', 255, palette] }, drawn: [288, 192] };
    const { bytes, refs } = await buildPdf([image]);
    const medium = await compressPdf(bytes, 'medium');
    const out = (await PDFDocument.load(medium.bytes)).context.lookup(refs.Pal) as PDFRawStream;
    expect(['/DCTDecode', '/JPXDecode']).toContain(out.dict.get(PDFName.of('Filter'))?.toString());
    expect(out.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
    expect(minPagePsnr(bytes, medium.bytes, 72)).toBeGreaterThan(30);
    const low = await compressPdf(bytes, 'low');
    const kept = (await PDFDocument.load(low.bytes)).context.lookup(refs.Pal) as PDFRawStream;
    expect(kept.dict.lookup(PDFName.of('ColorSpace'))?.toString()).toMatch(/^\[ \/Indexed/);
    expect(minPagePsnr(bytes, low.bytes, 72)).toBe(Infinity);
  });
});

realworldDescribe('pdfjs')('real CMYK PDFs', () => {
  it.each([
    ['samples', 'cmyk-image.pdf', 0.25],
    ['pdfjs', 'cmykjpeg.pdf', 0.08],
  ])('%s/%s: smaller at medium, pages alike', async (folder, name, most) => {
    const input = realworldBytes(folder, name);
    const report = await compressPdf(input, 'medium');
    expect(report.imagesReplaced).toBe(1);
    expect(report.bytes.length / input.length).toBeLessThan(most);
    // Medium's page bar (a JPEG 2000 stand-in may go down to it, as Hyper's do).
    expect(minPagePsnr(input, report.bytes, 72)).toBeGreaterThan(30);
    expect(qpdfCheck(report.bytes).status).toBe(0);
  });
});
