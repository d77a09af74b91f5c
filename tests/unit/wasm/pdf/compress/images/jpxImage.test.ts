import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressPdf } from '../../../../../../src/wasm/pdf/compress/compress';
import { decodeJpx } from '../../../../../../src/wasm/pdf/compress/images/jpxImage';
import { encodeJpx } from '../../../../../../src/wasm/pdf/compress/images/jpxEncode';
import { samplesToImageData } from '../../../../../../src/wasm/pdf/compress/images/imagePixels';
import { buildPdf, encodeJ2k, jpxPhotoPdf, wavySamples } from '../../../../../helpers/buildPdf';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { minPagePsnr, qpdfCheck } from '../../../../../helpers/pdfChecks';

beforeAll(initNodeCodecs);

describe('JPEG 2000 images', () => {
  const rgb = wavySamples(600, 400);

  it('decode with OpenJPEG to the samples they hold', async () => {
    const jpx = await decodeJpx(encodeJ2k(rgb, 600, 400), 3);
    expect([jpx.width, jpx.height]).toEqual([600, 400]);
    expect(Buffer.from(jpx.samples).equals(Buffer.from(rgb))).toBe(true); // encoded losslessly
  });

  it('keep encoding after OpenJPEG fails on an image (a fresh encoder instance after each failure)', async () => {
    // OpenJPEG throws on a 1 × 1 image; the exception used to leave the instance's heap broken, so
    // after a few such images every later encode trapped and whole documents kept their images.
    const tiny = samplesToImageData(new Uint8Array([1, 2, 3]), { width: 1, height: 1, channels: 3 });
    const photo = samplesToImageData(wavySamples(120, 80), { width: 120, height: 80, channels: 3 });
    for (let round = 0; round < 12; round++) {
      await expect(encodeJpx(tiny, 3, 10)).rejects.toBeDefined();
      const jpx = await decodeJpx(await encodeJpx(photo, 3, 2000), 3);
      expect([jpx.width, jpx.height]).toEqual([120, 80]);
    }
  });

  it('become a downsampled JPEG (or a smaller JPEG 2000) at medium and stay as they are at Best Quality', async () => {
    const { bytes, refs } = await jpxPhotoPdf();
    const medium = await compressPdf(bytes, 'medium');
    const out = (await PDFDocument.load(medium.bytes)).context.lookup(refs.Jpx) as PDFRawStream;
    expect(['/DCTDecode', '/JPXDecode']).toContain(out.dict.get(PDFName.of('Filter'))?.toString());
    // 600 px over 2 inches is 300 DPI, twice medium's 150.
    expect(out.dict.lookup(PDFName.of('Width'))?.toString()).toBe('300');
    expect(medium.bytes.length).toBeLessThan(bytes.length / 4);
    expect(qpdfCheck(medium.bytes).status).toBe(0);
    expect(minPagePsnr(bytes, medium.bytes, 72)).toBeGreaterThan(33);
    const low = await compressPdf(bytes, 'low');
    const kept = (await PDFDocument.load(low.bytes)).context.lookup(refs.Jpx) as PDFRawStream;
    expect(kept.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('JPXDecode'));
    const before = (await PDFDocument.load(bytes)).context.lookup(refs.Jpx) as PDFRawStream;
    expect(Buffer.from(kept.contents).equals(Buffer.from(before.contents))).toBe(true);
  });

  it('with their own alpha (/SMaskInData) are left as they are', async () => {
    const image = { name: 'Jpx', width: 600, height: 400, data: encodeJ2k(rgb, 600, 400), dict: { ColorSpace: 'DeviceRGB', Filter: 'JPXDecode', SMaskInData: 1 }, drawn: [144, 96] as [number, number] };
    const { bytes, refs } = await buildPdf([image]);
    const out = (await PDFDocument.load((await compressPdf(bytes, 'medium')).bytes)).context.lookup(refs.Jpx) as PDFRawStream;
    expect(out.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('JPXDecode'));
  });
});
