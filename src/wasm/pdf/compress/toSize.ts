/**
 * Compress to a size: the largest result at or under a target, found by compressing with settings
 * from gentle to harsh (a ladder of resolutions and JPEG qualities, never below 72 DPI or quality
 * 20) and searching the ladder by halves, since each run is a whole compression with its render
 * check. Every run starts from the user's bytes, so a step never compounds the losses of another.
 * When even the harshest step is over the target, its result is the answer, flagged unreached: the
 * smallest size the file can take with its pages still passing the check.
 */
import { compressPdf, LEVEL_SETTINGS, type CompressionSettings, type PdfCompressOptions, type PdfCompressReport } from './compress';

/**
 * The ladder, gentlest first. After the levels' own first steps, every image drawn sharper than the
 * step's DPI is resampled (as the levels do): a screenshot at 220 DPI is what fills an image-heavy
 * file, and a size target is the user saying how much detail may go. The step after medium differs
 * from it only in the render check's page bar (28 dB, not 30). Every
 * image changed on those steps keeps 26 dB at its screen size (imageCheck.ts), and so does every
 * page with a lossy change in the render check (the 'Smallest Size' level's bar): a target costs
 * resolution and JPEG quality, never a page that cannot be read.
 */
export const SIZE_LADDER: readonly CompressionSettings[] = [
  LEVEL_SETTINGS.low,
  LEVEL_SETTINGS.medium,
  { lossy: true, dpi: 150, quality: 55, downsampleAbove: 1.05, grayDownsampleAbove: 1.05, floorDb: 26, pageFloorDb: 28 },
  { lossy: true, dpi: 110, quality: 50, downsampleAbove: 1.05, grayDownsampleAbove: 1.05, floorDb: 26, pageFloorDb: 26 },
  { lossy: true, dpi: 96, quality: 45, downsampleAbove: 1.05, grayDownsampleAbove: 1.05, floorDb: 26, pageFloorDb: 26 },
  { lossy: true, dpi: 72, quality: 40, downsampleAbove: 1.05, grayDownsampleAbove: 1.05, floorDb: 26, pageFloorDb: 26 },
  { lossy: true, dpi: 72, quality: 30, downsampleAbove: 1.05, grayDownsampleAbove: 1.05, floorDb: 26, pageFloorDb: 26 },
  { lossy: true, dpi: 72, quality: 20, downsampleAbove: 1.05, grayDownsampleAbove: 1.05, floorDb: 26, pageFloorDb: 26 },
];

/** The level of detail of a result: null DPI and quality for a lossless one. */
export interface SizeDetail {
  reached: boolean;
  dpi: number | null;
  quality: number | null;
}

export type PdfToSizeReport = PdfCompressReport & { detail: SizeDetail };

/** Runs of the ladder a search may take: the two ends, then halves of the steps between. */
const MAX_RUNS = 2 + Math.ceil(Math.log2(SIZE_LADDER.length - 2));

export async function compressPdfToSize(
  input: Uint8Array,
  targetBytes: number,
  onProgress: (fraction: number) => void = () => {},
  password?: string,
  options: PdfCompressOptions = {},
): Promise<PdfToSizeReport> {
  let runs = 0;
  const run = async (step: number) => {
    const base = runs++;
    const report = await compressPdf(input, SIZE_LADDER[step], (fraction) => onProgress(Math.min(1, (base + fraction) / MAX_RUNS)), password, options);
    return { step, report };
  };
  const fits = (r: { report: PdfCompressReport }) => r.report.bytes.length <= targetBytes;
  const answer = ({ step, report }: { step: number; report: PdfCompressReport }, reached: boolean): PdfToSizeReport => {
    onProgress(1);
    const settings = SIZE_LADDER[step];
    const lossless = !settings.lossy || report.unchanged;
    return { ...report, detail: { reached, dpi: lossless ? null : settings.dpi, quality: lossless ? null : settings.quality } };
  };

  const gentlest = await run(0);
  if (fits(gentlest)) return answer(gentlest, true);
  let harshest = await run(SIZE_LADDER.length - 1);
  if (!fits(harshest)) return answer(harshest, false);
  // gentlest step that fits lies in (low, high]: halve until they meet.
  let low = 0;
  while (harshest.step - low > 1) {
    const middle = await run(Math.floor((low + harshest.step) / 2));
    if (fits(middle)) harshest = middle;
    else low = middle.step;
  }
  return answer(harshest, true);
}
