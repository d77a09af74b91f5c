/**
 * MozJPEG with a per-image search for the smallest file that looks at least as good as the
 * browser's own JPEG at the chosen quality (ANCHORS.md: compare at equal quality, not equal
 * nominal quality).
 *
 * The bar is the reference encoder's output (the spec's canvas method) on a sample of the photo,
 * scored on four metrics against the sample: luma SSIM, luma MS-SSIM, and SSIM of the Cb and Cr
 * planes. Luma SSIM alone can be gamed: it cannot see chroma, and flat tables win on it while
 * losing detail at coarser scales. The search, per candidate quantisation table:
 *   1. the lowest luma quality that passes luma SSIM and MS-SSIM (chroma at the chosen quality);
 *   2. at that luma quality, the lowest separate chroma quality that passes Cb and Cr SSIM;
 *   3. an encode at both that must pass all four, raising whichever side fails until it does.
 * The smallest passing sample wins and the whole photo is encoded once with its setting. Two
 * tables: Annex K (canvas's own, least disturbing for smooth or synthetic images) and
 * Ahumada-Watson-Peterson (table 7, the smallest on camera photos in the lab's scan of all nine).
 * About 25 sample encodes in all, on at most a megapixel (see sampleTiles).
 */
import { decodeJpeg, encodeJpeg, type MozJpegOptions } from './jsquash';
import { chromaPlanes, lumaPlane, msSsim, ssim } from './ssim';

/** The reference encoder's output for `sample` at `quality`, decoded (null when there is none). */
export type JpegReference = (sample: ImageData, quality: number) => Promise<ImageData | null>;

/** What the search settled on: MozJPEG's quantisation table, luma quality and chroma quality. */
export interface JpegSetting {
  quantTable: number;
  quality: number;
  chromaQuality: number;
}

export interface JpegSearchResult {
  bytes: ArrayBuffer;
  setting: JpegSetting;
}

/** A candidate table and how far below/above the chosen quality its luma quality is searched. */
export interface TableCandidate {
  quantTable: number;
  below: number;
  above: number;
}

export const TABLES: readonly TableCandidate[] = [
  { quantTable: 0, below: 15, above: 15 },
  { quantTable: 7, below: 40, above: 15 },
];
const CHROMA_BELOW = 60;
const CHROMA_ABOVE = 20;
const MAX_RAISES = 6;
/** How much luma SSIM we may give up versus the reference (rounding noise of the metric). */
export const SSIM_TOLERANCE = 0.001;
/**
 * How much MS-SSIM, Cb and Cr SSIM may be below the reference on the sample. The benchmark allows
 * 0.002 on the whole photo; the margin covers the difference between sample and photo.
 */
export const GUARD_TOLERANCE = 0.0015;
/** At or above this quality there is no search: the chosen quality is used as it is. */
export const SEARCH_BELOW_QUALITY = 95;
const TILE = 256;
const EXPECTED_STEPS = 26;

const clampQuality = (q: number) => Math.max(5, Math.min(100, q));

export async function encodeJpegSearched(
  image: ImageData,
  quality: number,
  reference: JpegReference | null,
  onStep?: (fraction: number) => void,
  tables: readonly TableCandidate[] = TABLES,
): Promise<JpegSearchResult> {
  const sample = sampleTiles(image);
  const decoded = quality < SEARCH_BELOW_QUALITY && reference ? await reference(sample, quality) : null;
  const setting = decoded ? await searchSetting(sample, decoded, quality, tables, onStep) : null;
  const chosen = setting ?? { quantTable: 0, quality, chromaQuality: quality };
  return { bytes: await encodeJpeg(image, settingOptions(chosen)), setting: chosen };
}

export function settingOptions(setting: JpegSetting): { quality: number } & Partial<MozJpegOptions> {
  return { quant_table: setting.quantTable, quality: setting.quality, separate_chroma_quality: true, chroma_quality: setting.chromaQuality };
}

/** The four scores of decoded images against one original; the original's planes are made once. */
export class JpegScorer {
  private readonly luma: Float32Array;
  private readonly chroma: { cb: Float32Array; cr: Float32Array };
  constructor(private readonly original: ImageData) {
    this.luma = lumaPlane(original);
    this.chroma = chromaPlanes(original);
  }

  lumaScores(decoded: ImageData): { luma: number; ms: number } {
    const { width, height } = this.original;
    const luma = lumaPlane(decoded);
    return { luma: ssim(this.luma, luma, width, height), ms: msSsim(this.luma, luma, width, height) };
  }

  chromaScores(decoded: ImageData): { cb: number; cr: number } {
    const { width, height } = this.original;
    const { cb, cr } = chromaPlanes(decoded);
    return { cb: ssim(this.chroma.cb, cb, width, height), cr: ssim(this.chroma.cr, cr, width, height) };
  }
}

/** The smallest passing setting on the sample, or null when no candidate passes. */
async function searchSetting(sample: ImageData, referenceOutput: ImageData, quality: number, tables: readonly TableCandidate[], onStep?: (f: number) => void) {
  const scorer = new JpegScorer(sample);
  const reference = { ...scorer.lumaScores(referenceOutput), ...scorer.chromaScores(referenceOutput) };
  const lumaPasses = (decoded: ImageData) => {
    const s = scorer.lumaScores(decoded);
    return s.luma >= reference.luma - SSIM_TOLERANCE && s.ms >= reference.ms - GUARD_TOLERANCE;
  };
  const chromaPasses = (decoded: ImageData) => {
    const s = scorer.chromaScores(decoded);
    return s.cb >= reference.cb - GUARD_TOLERANCE && s.cr >= reference.cr - GUARD_TOLERANCE;
  };
  let steps = 0;
  // The binary searches encode baseline (half the time of progressive; SSIM within 1e-4 of it);
  // the check that decides and the sizes compared are the real, progressive encodes.
  const trial = async (setting: JpegSetting, progressive = true) => {
    const bytes = await encodeJpeg(sample, { ...settingOptions(setting), progressive });
    const decoded = await decodeJpeg(bytes);
    onStep?.(Math.min(0.95, ++steps / EXPECTED_STEPS));
    return { size: bytes.byteLength, decoded };
  };

  let best: { setting: JpegSetting; size: number } | null = null;
  for (const { quantTable, below, above } of tables) {
    const lumaQuality = await lowestPassing(clampQuality(quality - below), clampQuality(quality + above), async (q) =>
      lumaPasses((await trial({ quantTable, quality: q, chromaQuality: quality }, false)).decoded),
    );
    const chromaQuality = await lowestPassing(clampQuality(quality - CHROMA_BELOW), clampQuality(quality + CHROMA_ABOVE), async (c) =>
      chromaPasses((await trial({ quantTable, quality: lumaQuality, chromaQuality: c }, false)).decoded),
    );
    // Chroma quantisation moves luma SSIM a little (and back): check both and raise what fails.
    const setting = { quantTable, quality: lumaQuality, chromaQuality };
    for (let raise = 0; raise <= MAX_RAISES; raise++) {
      const { size, decoded } = await trial(setting);
      const lumaOk = lumaPasses(decoded);
      if (lumaOk && chromaPasses(decoded)) {
        if (!best || size < best.size) best = { setting, size };
        break;
      }
      if (!lumaOk && setting.quality < 100) setting.quality++;
      else if (setting.chromaQuality < 100) setting.chromaQuality++;
      else break;
    }
  }
  return best?.setting ?? null;
}

/** Lowest value in [lo, hi] that passes, assuming passing is monotone; hi when none does. */
async function lowestPassing(lo: number, hi: number, passes: (value: number) => Promise<boolean>): Promise<number> {
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (await passes(mid)) hi = mid;
    else lo = mid + 1;
  }
  return hi;
}

/**
 * Up to 3 x 3 tiles of 256 px from across the photo, stitched into one image. Tiles are aligned to
 * 16 px so the JPEG block grid of the sample matches the full image's.
 */
export function sampleTiles(image: ImageData): ImageData {
  const { width, height } = image;
  const across = Math.min(3, Math.floor(width / TILE));
  const down = Math.min(3, Math.floor(height / TILE));
  if (across < 2 || down < 2 || width * height <= 1_000_000) return image;
  const out = new Uint8ClampedArray(across * TILE * down * TILE * 4);
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, width * height);
  const dst = new Uint32Array(out.buffer);
  const outWidth = across * TILE;
  for (let ty = 0; ty < down; ty++) {
    for (let tx = 0; tx < across; tx++) {
      const left = alignedStart(width, tx, across);
      const top = alignedStart(height, ty, down);
      for (let y = 0; y < TILE; y++) {
        const from = (top + y) * width + left;
        dst.set(src.subarray(from, from + TILE), (ty * TILE + y) * outWidth + tx * TILE);
      }
    }
  }
  return new ImageData(out, outWidth, down * TILE);
}

function alignedStart(size: number, index: number, count: number): number {
  const centre = ((index + 0.5) * size) / count;
  return Math.max(0, Math.min(size - TILE, Math.round((centre - TILE / 2) / 16) * 16));
}
