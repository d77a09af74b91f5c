/**
 * Images to PDF on corpus files: JPEGs go in as their own bytes with the page turning them
 * upright, other formats are decoded, every output opens in qpdf and pdf.js, and a bad file is
 * named by its position.
 */
import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { imagesToPdf } from '../../../../../src/wasm/pdf/imagesToPdf/build';
import { failedImageIndex } from '../../../../../src/wasm/pdf/imagesToPdf/failedImage';
import type { PageLayout } from '../../../../../src/wasm/pdf/imagesToPdf/layout';
import { corpusBytes, corpusDescribe, realworldBytes, realworldDescribe } from '../../../../helpers/corpus';
import { initNodeCodecs, initNodeHeif } from '../../../../helpers/nodeCodecs';
import { minPagePsnr, pdfjsPageCount, qpdfCheck } from '../../../../helpers/pdfChecks';

const FIT: PageLayout = { pageSize: 'fit', orientation: 'auto', margin: 'none' };
const source = (name: string) => ({ name, bytes: corpusBytes(name) });

/** Every image XObject's raw stream bytes and filter, in object order. */
async function imageStreams(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map(([, o]) => ({ filter: String((o as PDFRawStream).dict.get(PDFName.of('Filter'))), contents: (o as PDFRawStream).contents, dict: (o as PDFRawStream).dict }));
}

const pageSizes = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPages().map((p) => [p.getWidth(), p.getHeight()].map(Math.round));

beforeAll(async () => {
  await initNodeCodecs();
  await initNodeHeif();
});

corpusDescribe('images to PDF', () => {
  it('three JPEG photos make three pages holding the original JPEG bytes', async () => {
    const names = ['gps-nikon-coolpix.jpg', 'progressive-nikon.jpg', 'cmyk-coffee.jpg'];
    const progress: number[] = [];
    const { bytes, pages } = await imagesToPdf(names.map(source), FIT, (f) => progress.push(f));
    expect(pages).toBe(3);
    expect(await pdfjsPageCount(bytes)).toBe(3);
    expect(qpdfCheck(bytes).status).toBe(0);
    const streams = await imageStreams(bytes);
    expect(streams.map((s) => s.filter)).toEqual(['/DCTDecode', '/DCTDecode', '/DCTDecode']);
    const originals = names.map((name) => Buffer.from(corpusBytes(name)));
    expect(streams.map((s) => Buffer.from(s.contents)).sort(Buffer.compare)).toEqual(originals.sort(Buffer.compare));
    expect(await pageSizes(bytes)).toEqual([[480, 360], [150, 100], [450, 300]]);
    expect(progress.at(-1)).toBe(1);
  });

  it('EXIF orientations 2 to 8 are turned by the page: each renders like orientation 1, bytes untouched', async () => {
    const upright = (await imagesToPdf([source('orientation-1.jpg')], FIT)).bytes;
    for (let o = 2; o <= 8; o++) {
      const { bytes } = await imagesToPdf([source(`orientation-${o}.jpg`)], FIT);
      expect(await pageSizes(bytes)).toEqual([[1350, 900]]);
      const [stream] = await imageStreams(bytes);
      expect(Buffer.from(stream.contents).equals(Buffer.from(corpusBytes(`orientation-${o}.jpg`)))).toBe(true);
      expect(minPagePsnr(bytes, upright, 18)).toBeGreaterThan(25);
    }
  }, 60_000);

  it('PNG: lossless pixels (Flate), a soft mask for transparency, on an A4 page with margins', async () => {
    const layout: PageLayout = { pageSize: 'a4', orientation: 'auto', margin: 'small' };
    const { bytes, pages } = await imagesToPdf([source('alpha-swirlaxy.png'), source('astronaut-rgb.png')], layout);
    expect(pages).toBe(2);
    expect(qpdfCheck(bytes).status).toBe(0);
    expect(await pageSizes(bytes)).toEqual([[842, 595], [595, 842]]); // the 495 × 450 image turns its page
    const streams = await imageStreams(bytes);
    expect(streams.every((s) => s.filter === '/FlateDecode')).toBe(true);
    const masked = streams.filter((s) => s.dict.get(PDFName.of('SMask')));
    expect(masked).toHaveLength(1);
  });

  it('WebP (lossy) becomes a JPEG stream; a wrong file is named with its position', async () => {
    const { bytes } = await imagesToPdf([source('photo-exif-gps.webp')], FIT);
    expect((await imageStreams(bytes)).map((s) => s.filter)).toEqual(['/DCTDecode']);
    for (const bad of ['zero-byte.jpg', 'truncated-photo.jpg', 'scanned-3pages.pdf']) {
      const error = await imagesToPdf([source('orientation-1.jpg'), source(bad)], FIT).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(failedImageIndex(error)).toBe(1);
      expect((error as Error).name).toBe('ImageInputError');
      expect((error as Error).message).toContain(`"${bad}": `);
    }
  });
});

realworldDescribe('heic')('images to PDF from HEIC', () => {
  it('a HEIC photo becomes an upright JPEG-compressed page of its size', async () => {
    const { bytes, pages } = await imagesToPdf([{ name: 'a.heic', bytes: realworldBytes('heic', 'libheif-example.heic') }], FIT);
    expect(pages).toBe(1);
    expect(qpdfCheck(bytes).status).toBe(0);
    expect(await pageSizes(bytes)).toEqual([[960, 641]]);
    expect((await imageStreams(bytes)).map((s) => s.filter)).toEqual(['/DCTDecode']);
  });
});
