/**
 * Images of 1, 2 and 4 bits per sample (gray and Indexed, Flate or unfiltered): read by the image
 * pass, written back packed (Flate with a predictor, JBIG2 for 1 bit) pixel for pixel at Best
 * Quality, resampled when drawn above a lossy level's DPI. Checked on poppler renders (gray and
 * colour) and poppler's own image list, not on the engine's reading of its own output.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zlibSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream, type PDFRef } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressPdf } from '../../../../../../src/wasm/pdf/compress/compress';
import { inspectImage } from '../../../../../../src/wasm/pdf/compress/images/imageInfo';
import { readSamples } from '../../../../../../src/wasm/pdf/compress/images/imagePixels';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { buildPdf, upFilter, type TestImage } from '../../../../../helpers/buildPdf';
import { realworldBytes, realworldDescribe } from '../../../../../helpers/corpus';
import { minPagePsnr, qpdfCheck } from '../../../../../helpers/pdfChecks';

beforeAll(() => initNodeCodecs());

/** Packs one-channel values (each under 2^bits) into rows of whole bytes, most significant bits first. */
function pack(values: Uint8Array, width: number, height: number, bits: number): Uint8Array {
  const rowBytes = Math.ceil((width * bits) / 8);
  const out = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = x * bits;
      out[y * rowBytes + (bit >> 3)] |= values[y * width + x] << (8 - bits - (bit & 7));
    }
  }
  return out;
}

/**
 * Line art like a scanned page: rows of "words" (random strokes and dots, seeded), a frame, and
 * values 0..levels-1 with the background at the top value.
 */
function lineArt(width: number, height: number, levels: number): Uint8Array {
  const values = new Uint8Array(width * height).fill(levels - 1);
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  for (let line = 20; line + 30 < height; line += 45) {
    for (let x = 30; x < width - 40; ) {
      const word = 20 + Math.floor(random() * 90);
      const ink = Math.floor(random() * Math.max(1, levels - 1));
      for (let stroke = 0; stroke < word / 3; stroke++) {
        const sx = x + Math.floor(random() * word);
        const sy = line + Math.floor(random() * 22);
        const [w, h] = random() < 0.5 ? [2 + Math.floor(random() * 3), 6 + Math.floor(random() * 14)] : [4 + Math.floor(random() * 10), 2 + Math.floor(random() * 3)];
        for (let y = sy; y < Math.min(height, sy + h); y++) for (let px = sx; px < Math.min(width, sx + w); px++) values[y * width + px] = ink;
      }
      x += word + 12;
    }
  }
  for (let x = 0; x < width; x++) values[x] = values[(height - 1) * width + x] = 0;
  return values;
}

const flate = (bytes: Uint8Array) => zlibSync(bytes, { level: 6 });

/** Images stored unfiltered (as some producers do), or Flate at zlib's default level. */
type Storage = 'none' | 'flate';
const stored = (bytes: Uint8Array, storage: Storage) => (storage === 'flate' ? { data: flate(bytes), filter: { Filter: 'FlateDecode' } } : { data: bytes, filter: {} });

/** Colour renders of every page (pdftoppm PPM), for palette colours a gray render could hide. */
function renderColour(bytes: Uint8Array, dpi: number): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'lowbit-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', String(dpi), join(dir, 'in.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.ppm'))
      .sort()
      .map((name) => readFileSync(join(dir, name)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Poppler's list of images: type, colour, bits per component and encoding per image drawn. */
function popplerImages(bytes: Uint8Array): { type: string; color: string; width: number; bpc: number; enc: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'lowbit-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    const lines = execFileSync('pdfimages', ['-list', join(dir, 'in.pdf')], { encoding: 'utf8' }).trim().split('\n').slice(2);
    return lines.map((line) => {
      const cells = line.trim().split(/\s+/);
      return { type: cells[2], width: Number(cells[3]), color: cells[5], bpc: Number(cells[7]), enc: cells[8] };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether two PDFs render to the same colour pixels on every page. */
function sameColourRenders(a: Uint8Array, b: Uint8Array, dpi: number): boolean {
  const [left, right] = [renderColour(a, dpi), renderColour(b, dpi)];
  return left.length === right.length && left.length > 0 && left.every((page, i) => page.equals(right[i]));
}

async function streamOf(bytes: Uint8Array, ref: PDFRef) {
  const doc = await PDFDocument.load(bytes);
  return doc.context.lookup(ref) as PDFRawStream;
}

// 1200 px drawn 288 pt (4 in) wide: 300 DPI, twice medium's 150; SHARP: 1 in wide, 1200 DPI, eight times.
const WIDE = 1200;
const HIGH = 900;
const DRAWN: [number, number] = [288, 216];
const SHARP: [number, number] = [72, 54];

const grayScan = (bits: 1 | 2 | 4, dict: Record<string, unknown> = {}, storage: Storage = 'none', drawn = DRAWN): TestImage => {
  const { data, filter } = stored(pack(lineArt(WIDE, HIGH, 1 << bits), WIDE, HIGH, bits), storage);
  return { name: 'Scan', width: WIDE, height: HIGH, data, dict: { ColorSpace: 'DeviceGray', BitsPerComponent: bits, ...filter, ...dict }, drawn };
};

/** A palette chart (2 or 16 RGB colours) drawn at 300 DPI; its colour space as PDF text (see `buildIndexedPdf`). */
function paletteChart(bits: 1 | 4, storage: Storage = 'none', drawn = DRAWN): TestImage {
  const entries = 1 << bits;
  const table = Array.from({ length: entries }, (_, i) => [(i * 53) % 256, (i * 97 + 40) % 256, 255 - i * 15].map((v) => v.toString(16).padStart(2, '0')).join('')).join('');
  return {
    name: 'Chart',
    width: WIDE,
    height: HIGH,
    ...(({ data, filter }) => ({ data, dict: { ColorSpace: `[/Indexed /DeviceRGB ${entries - 1} <${table}>]`, BitsPerComponent: bits, ...filter } }))(stored(pack(lineArt(WIDE, HIGH, entries), WIDE, HIGH, bits), storage)),
    drawn,
  };
}

/** buildPdf with the Indexed colour space written as its PDF text (pdf-lib objects do not cross documents). */
async function buildIndexedPdf(image: TestImage) {
  const space = image.dict.ColorSpace as string;
  const { bytes, refs } = await buildPdf([{ ...image, dict: { ...image.dict, ColorSpace: 'DeviceGray' } }]);
  const text = new TextDecoder('latin1').decode(bytes);
  const patched = text.replace('/ColorSpace /DeviceGray', `/ColorSpace ${space}`);
  const doc = await PDFDocument.load(new Uint8Array([...patched].map((c) => c.charCodeAt(0))));
  return { bytes: await doc.save({ useObjectStreams: false }), refs };
}

describe('gray images under 8 bits', () => {
  for (const bits of [1, 2, 4] as const) {
    it(`a ${bits}-bit gray drawing stays render-identical at Best Quality, packed at ${bits} bits and smaller`, async () => {
      const { bytes, refs } = await buildPdf([grayScan(bits)]);
      const report = await compressPdf(bytes, 'low');
      expect(report.imagesReplaced).toBe(1);
      expect(report.bytes.length).toBeLessThan(bytes.length);
      expect(minPagePsnr(bytes, report.bytes, 72)).toBe(Infinity);
      expect(minPagePsnr(bytes, report.bytes, 150)).toBe(Infinity);
      const [image] = popplerImages(report.bytes);
      expect(image.bpc).toBe(bits);
      expect(image.width).toBe(WIDE);
      expect(image.enc).toBe(bits === 1 ? 'jbig2' : 'image');
      expect((await streamOf(report.bytes, refs.Scan)).contents.length).toBeLessThan(grayScan(bits).data.length);
      expect(qpdfCheck(report.bytes).status).toBe(0);
    });

    it(`a ${bits}-bit gray drawing already Flate-compressed is never written larger`, async () => {
      const { bytes, refs } = await buildPdf([grayScan(bits, {}, 'flate')]);
      const report = await compressPdf(bytes, 'low');
      expect(minPagePsnr(bytes, report.bytes, 72)).toBe(Infinity);
      expect((await streamOf(report.bytes, refs.Scan)).contents.length).toBeLessThanOrEqual(grayScan(bits, {}, 'flate').data.length);
      expect(popplerImages(report.bytes)[0].bpc).toBe(bits);
    });
  }

  it('a 2-bit drawing stored with a PNG predictor (rows of packed bytes) reads back exactly', async () => {
    const rows = pack(lineArt(WIDE, HIGH, 4), WIDE, HIGH, 2);
    const image: TestImage = {
      name: 'Scan',
      width: WIDE,
      height: HIGH,
      data: rows,
      dict: { ColorSpace: 'DeviceGray', BitsPerComponent: 2, Filter: 'FlateDecode', DecodeParms: { Predictor: 12, Colors: 1, BitsPerComponent: 2, Columns: WIDE } },
      drawn: DRAWN,
    };
    image.data = flate(upFilter(rows, WIDE / 4));
    const { bytes, refs } = await buildPdf([image]);
    const doc = await PDFDocument.load(bytes);
    const stream = doc.context.lookup(refs.Scan) as PDFRawStream;
    const verdict = inspectImage(doc.context, stream);
    expect(verdict.ok && verdict.info.bits).toBe(2);
    if (!verdict.ok) return;
    const expected = lineArt(WIDE, HIGH, 4).map((value) => value * 85);
    expect(Buffer.from(readSamples(stream, verdict.info)).equals(Buffer.from(expected))).toBe(true);
    for (const level of ['low', 'medium'] as const) {
      const report = await compressPdf(bytes, level);
      expect(report.bytes.length).toBeLessThanOrEqual(bytes.length);
      if (level === 'low') expect(minPagePsnr(bytes, report.bytes, 72)).toBe(Infinity);
      else expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(30);
    }
  });

  it('an inverting /Decode array stays with the samples it inverts', async () => {
    const { bytes } = await buildPdf([grayScan(2, { Decode: [1, 0] })]);
    const low = await compressPdf(bytes, 'low');
    expect(low.imagesReplaced).toBe(1);
    expect(minPagePsnr(bytes, low.bytes, 72)).toBe(Infinity);
    const medium = await compressPdf(bytes, 'medium');
    expect(minPagePsnr(bytes, medium.bytes, 72)).toBeGreaterThan(30);
  });

  it('at medium a 4-bit drawing at 1200 DPI is resampled to 150 DPI and stays above 30 dB', async () => {
    const { bytes, refs } = await buildPdf([grayScan(4, {}, 'flate', SHARP)]);
    const report = await compressPdf(bytes, 'medium');
    expect(report.imagesReplaced).toBe(1);
    const out = await streamOf(report.bytes, refs.Scan);
    expect(out.dict.lookup(PDFName.of('Width'))?.toString()).toBe('150');
    expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(30);
    expect(report.bytes.length).toBeLessThan((await compressPdf(bytes, 'low')).bytes.length);
  });
});

describe('Indexed images under 8 bits', () => {
  for (const bits of [1, 4] as const) {
    it(`a ${bits}-bit palette image keeps every colour at Best Quality`, async () => {
      const { bytes } = await buildIndexedPdf(paletteChart(bits));
      const report = await compressPdf(bytes, 'low');
      expect(report.imagesReplaced).toBe(1);
      expect(report.bytes.length).toBeLessThan(bytes.length);
      expect(sameColourRenders(report.bytes, bytes, 72)).toBe(true);
      const [image] = popplerImages(report.bytes);
      expect([image.color, image.bpc]).toEqual(['index', bits]);
    });
  }

  it('at medium a 4-bit palette image at 1200 DPI is resampled to 150 DPI', async () => {
    const { bytes } = await buildIndexedPdf(paletteChart(4, 'flate', SHARP));
    const report = await compressPdf(bytes, 'medium');
    const [image] = popplerImages(report.bytes);
    expect(image.width).toBe(150);
    expect(report.bytes.length).toBeLessThan(bytes.length);
    expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(30);
  });
});

realworldDescribe('pdf-train')('real files with images under 8 bits', () => {
  for (const name of ['vector-deutschepost-stamps.pdf', 'office-fop-asn1-5-0-21.pdf']) {
    it(`${name}: identical renders at Best Quality, at least 30 dB at medium, never larger`, async () => {
      const input = realworldBytes('pdf-train', name);
      const low = await compressPdf(input, 'low');
      expect(low.bytes.length).toBeLessThanOrEqual(input.length);
      expect(sameColourRenders(low.bytes, input, 72)).toBe(true);
      const medium = await compressPdf(input, 'medium');
      expect(medium.bytes.length).toBeLessThanOrEqual(input.length);
      expect(minPagePsnr(input, medium.bytes, 72)).toBeGreaterThan(30);
    });
  }
});
