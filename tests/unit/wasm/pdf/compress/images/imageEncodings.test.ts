/**
 * JPEG 2000 and palette images as candidate encodings at the lossy levels (jpxEncode.ts,
 * jpxCandidate.ts, paletteCandidate.ts): checked on what poppler renders and lists, and on pdf.js's
 * own JPX decoder, not on the engine's reading of its own output.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zlibSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressPdf } from '../../../../../../src/wasm/pdf/compress/compress';
import { encodeJpx } from '../../../../../../src/wasm/pdf/compress/images/jpxEncode';
import { decodeJpx } from '../../../../../../src/wasm/pdf/compress/images/jpxImage';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { buildPdf, chartSamples, wavySamples } from '../../../../../helpers/buildPdf';
import { realworldBytes, realworldDescribe } from '../../../../../helpers/corpus';
import { minPagePsnr, qpdfCheck } from '../../../../../helpers/pdfChecks';

beforeAll(() => initNodeCodecs());

/** poppler's image list: encoding ('image', 'jpeg', 'jpx' ...) and colour ('rgb', 'index' ...) per image. */
function imagesOf(bytes: Uint8Array): { enc: string; color: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'encodings-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    const lines = execFileSync('pdfimages', ['-list', join(dir, 'in.pdf')], { encoding: 'utf8' }).trim().split('\n').slice(2);
    return lines.map((line) => line.trim().split(/\s+/)).map((cells) => ({ color: cells[5], enc: cells[8] }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What poppler prints on stderr while rendering (syntax errors, undecodable streams). */
function popplerErrors(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'encodings-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    return spawnSync('pdftoppm', ['-r', '20', '-gray', join(dir, 'in.pdf'), join(dir, 'page')], { encoding: 'utf8' }).stderr.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const toImageData = (rgb: Uint8Array, width: number, height: number) => {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) rgba.set([rgb[p * 3], rgb[p * 3 + 1], rgb[p * 3 + 2], 255], p * 4);
  return new ImageData(rgba, width, height);
};

describe('the JPEG 2000 encoder', () => {
  it('writes a JP2 file of about the asked size that pdf.js decodes back close to the pixels', async () => {
    const [width, height] = [600, 400];
    const rgb = wavySamples(width, height);
    const pixels = toImageData(rgb, width, height);
    const large = await encodeJpx(pixels, 3, 40_000);
    const small = await encodeJpx(pixels, 3, 10_000);
    // JP2 signature box, then the file type box.
    expect([...large.subarray(0, 12)]).toEqual([0, 0, 0, 12, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]);
    expect(new TextDecoder().decode(large.subarray(16, 24))).toBe('ftypjp2 ');
    expect(large.length).toBeLessThanOrEqual(40_000 * 1.05);
    expect(small.length).toBeLessThan(large.length / 2);
    const errorOf = async (jpx: Uint8Array) => {
      const back = await decodeJpx(jpx, 3);
      expect([back.width, back.height]).toEqual([width, height]);
      let sum = 0;
      for (let i = 0; i < rgb.length; i++) sum += (rgb[i] - back.samples[i]) ** 2;
      return 10 * Math.log10((255 * 255) / (sum / rgb.length));
    };
    const [largeDb, smallDb] = [await errorOf(large), await errorOf(small)];
    expect(largeDb).toBeGreaterThan(33);
    expect(smallDb).toBeGreaterThan(25);
    expect(largeDb).toBeGreaterThan(smallDb);
  });

  it('writes gray images as one component', async () => {
    const [width, height] = [256, 256];
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      rgba.fill((p % width) ^ Math.floor(p / width), p * 4, p * 4 + 3);
      rgba[p * 4 + 3] = 255;
    }
    const jpx = await encodeJpx(new ImageData(rgba, width, height), 1, 8_000);
    const back = await decodeJpx(jpx, 1);
    expect(back.samples.length).toBe(width * height);
  });
});

describe('candidate encodings at medium', () => {
  it('an RGB screenshot of few colours becomes a palette image, smaller, and renders the same', async () => {
    // 900 × 600 drawn at 150 DPI: no resampling, so the exact palette keeps every pixel.
    const [width, height] = [900, 600];
    const data = zlibSync(chartSamples(width, height), { level: 6 });
    const { bytes } = await buildPdf([{ name: 'Shot', width, height, data, dict: { ColorSpace: 'DeviceRGB', Filter: 'FlateDecode' }, drawn: [432, 288] }]);
    const report = await compressPdf(bytes, 'medium');
    expect(report.bytes.length).toBeLessThan(bytes.length);
    expect(imagesOf(report.bytes)).toEqual([{ color: 'index', enc: 'image' }]);
    expect(minPagePsnr(bytes, report.bytes, 72)).toBe(Infinity);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    // Best Quality takes the palette too: it holds every colour exactly, so the page renders the same.
    const low = await compressPdf(bytes, 'low');
    expect(imagesOf(low.bytes)).toEqual([{ color: 'index', enc: 'image' }]);
    expect(low.bytes.length).toBeLessThan(bytes.length);
    for (const dpi of [36, 72]) expect(minPagePsnr(bytes, low.bytes, dpi)).toBe(Infinity);
  });

  it('Best Quality keeps an RGB image of more than 256 colours in RGB', async () => {
    const [width, height] = [300, 200];
    const data = zlibSync(wavySamples(width, height), { level: 6 });
    const { bytes } = await buildPdf([{ name: 'Photo', width, height, data, dict: { ColorSpace: 'DeviceRGB', Filter: 'FlateDecode' }, drawn: [144, 96] }]);
    const low = await compressPdf(bytes, 'low');
    expect(imagesOf(low.bytes)[0]?.color).toBe('rgb');
    expect(minPagePsnr(bytes, low.bytes, 72)).toBe(Infinity);
  });

  it.each([
    { kind: 'an RGB', color: 'rgb', components: 3 as const, space: 'DeviceRGB' },
    { kind: 'a CMYK', color: 'cmyk', components: 4 as const, space: 'DeviceCMYK' },
  ])('$kind photo stored Flate becomes a JPEG 2000 of its components when that beats the JPEG at its quality', async ({ color, components, space }) => {
    const [width, height] = [600, 400];
    const data = zlibSync(wavySamples(width, height, components), { level: 6 });
    const { bytes } = await buildPdf([{ name: 'Photo', width, height, data, dict: { ColorSpace: space, Filter: 'FlateDecode' }, drawn: [288, 192] }]);
    const report = await compressPdf(bytes, 'medium');
    expect(imagesOf(report.bytes)).toEqual([{ color, enc: 'jpx' }]);
    expect(report.bytes.length).toBeLessThan(bytes.length / 4);
    // poppler renders the JPEG 2000 (a CMYK one through its inks) within medium's page bar.
    expect(minPagePsnr(bytes, report.bytes, 72)).toBeGreaterThan(30);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    expect(popplerErrors(report.bytes)).toBe('');
  });
});

realworldDescribe('pdf-train')('screenshots in a real office document', () => {
  it('image-libreoffice41-proxy-howto.pdf at medium: palette and JPX images, far smaller, pages above 30 dB', async () => {
    const input = realworldBytes('pdf-train', 'image-libreoffice41-proxy-howto.pdf');
    const report = await compressPdf(input, 'medium');
    // 0.754 of the input before these encodings.
    expect(report.bytes.length / input.length).toBeLessThan(0.6);
    const kinds = imagesOf(report.bytes);
    expect(kinds.filter((k) => k.color === 'index').length).toBeGreaterThan(kinds.length / 2);
    expect(minPagePsnr(input, report.bytes, 72)).toBeGreaterThan(30);
    expect(qpdfCheck(report.bytes).status).toBe(0);
  }, 600_000);
});

realworldDescribe('pdf-train')('images under a stencil mask', () => {
  it('office-htmldoc18.pdf at medium: the images are re-encoded under their masks, which stay, pages above 30 dB', async () => {
    const input = realworldBytes('pdf-train', 'office-htmldoc18.pdf');
    const report = await compressPdf(input, 'medium');
    // 0.523 of the input while masked images were skipped.
    expect(report.bytes.length / input.length).toBeLessThan(0.35);
    const [before, after] = [imagesOf(input), imagesOf(report.bytes)];
    expect(after.filter((k) => k.color === '-').length).toBe(before.filter((k) => k.color === '-').length);
    expect(minPagePsnr(input, report.bytes, 72)).toBeGreaterThan(30);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    expect(popplerErrors(report.bytes)).toBe('');
  }, 600_000);
});
