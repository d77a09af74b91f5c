import { beforeAll, describe, expect, it } from 'vitest';
import { compressPdfToSize, SIZE_LADDER } from '../../../../../src/wasm/pdf/compress/toSize';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';
import { minPagePsnr, qpdfCheck } from '../../../../helpers/pdfChecks';
import { realworldBytes, realworldDescribe } from '../../../../helpers/corpus';

beforeAll(() => initNodeCodecs());

describe('the ladder of a size search', () => {
  it('runs from lossless to harsh, never below 72 DPI or JPEG quality 20, every lossy step keeping pages at 26 dB or more', () => {
    expect(SIZE_LADDER[0].lossy).toBe(false);
    for (const [i, step] of SIZE_LADDER.entries()) {
      if (i > 0) {
        expect(step.dpi).toBeLessThanOrEqual(SIZE_LADDER[i - 1].dpi);
        const before = SIZE_LADDER[i - 1];
        // Harsher in at least one way: resolution, JPEG quality, the margin before resampling, or the render check's page bar.
        const harsher = step.dpi < before.dpi || step.quality < before.quality || (step.downsampleAbove ?? 1.5) < (before.downsampleAbove ?? 1.5) || step.pageFloorDb < before.pageFloorDb;
        expect(harsher).toBe(true);
      }
      if (!step.lossy) continue;
      expect(step.dpi).toBeGreaterThanOrEqual(72);
      expect(step.quality).toBeGreaterThanOrEqual(20);
      expect(step.pageFloorDb).toBeGreaterThanOrEqual(26);
    }
  });
});

realworldDescribe('pdf-train')('compress to a size, on real PDFs', () => {
  it('an image-heavy 2.4 MB file (screenshots at 220 DPI) goes under 1 MB, valid, its pages at 26 dB or more at 72 DPI', async () => {
    const input = realworldBytes('pdf-train', 'image-word365-screenshots.pdf');
    const report = await compressPdfToSize(input, 1024 * 1024);
    expect(report.detail.reached).toBe(true);
    expect(report.bytes.length).toBeLessThanOrEqual(1024 * 1024);
    expect(report.detail.dpi).toBeGreaterThanOrEqual(72);
    expect(report.detail.quality).toBeGreaterThanOrEqual(20);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    expect(minPagePsnr(input, report.bytes, 72)).toBeGreaterThanOrEqual(26);
  }, 600_000);

  it('a target the file is already under takes the lossless step only', async () => {
    const input = realworldBytes('pdf-train', 'image-word365-screenshots.pdf');
    const report = await compressPdfToSize(input, 25 * 1024 * 1024);
    expect(report.detail).toEqual({ reached: true, dpi: null, quality: null });
    expect(report.bytes.length).toBeLessThan(input.length);
    expect(minPagePsnr(input, report.bytes, 72)).toBe(Infinity);
  }, 600_000);

  it('a 2.3 MB text-only file cannot get under 10 KB: the smallest result comes back, flagged unreached', async () => {
    const input = realworldBytes('pdf-train', 'office-texmacs-hummus-182p.pdf');
    const report = await compressPdfToSize(input, 10 * 1024);
    expect(report.detail.reached).toBe(false);
    expect(report.bytes.length).toBeGreaterThan(10 * 1024);
    expect(report.bytes.length).toBeLessThanOrEqual(input.length);
    expect(report.pages).toBe(182);
  }, 600_000);
});
