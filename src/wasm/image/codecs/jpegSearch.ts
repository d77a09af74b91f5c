/**
 * MozJPEG with a per-image search for the smallest file that looks at least as good as the
 * browser's own JPEG at the chosen quality (ANCHORS.md: compare at equal quality, not equal
 * nominal quality).
 *
 * The bar is the reference encoder's output (the spec's canvas method) on a sample of the photo,
 * scored on four metrics against the sample: luma SSIM, luma MS-SSIM, and SSIM of the Cb and Cr
 * planes. Luma SSIM alone can be gamed: it cannot see chroma, and flat tables win on it while
 * losing detail at coarser scales. The search, per candidate quantisation table, on a coarse
 * sample (a quarter of the sample, see coarseTiles; the reference is asked for it too):
 *   1. the lowest luma quality that passes luma SSIM and MS-SSIM (chroma at the chosen quality);
 *   2. at that luma quality, the lowest separate chroma quality that passes Cb and Cr SSIM.
 * Then, on the whole sample, the table with the smaller coarse file (both when they are within 5 %)
 *   3. an encode at both that must pass all four, raising whichever side fails until it does.
 * The smallest passing sample wins and the whole photo is encoded once with its setting. Two
 * tables: Annex K (canvas's own, least disturbing for smooth or synthetic images) and
 * Ahumada-Watson-Peterson (table 7, the smallest on camera photos in the lab's scan of all nine).
 * Table 7 goes first; table 0, after its luma search, is encoded once at its lowest chroma quality
 * and dropped when even that file is bigger than table 7's beyond a close call (no chroma search).
 * About 17 to 22 coarse encodes (a quarter of a megapixel at most) and 1 to 3 of the sample (see
 * sampleTiles): under half the work of searching on the whole sample (26 encodes) before.
 * A setting already found for the same pixels and quality can be handed in (`known`): no search.
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

/**
 * Table 7 first: it wins on most camera photos, and table 0 is then often dropped after its luma
 * search and one more encode (see searchSetting).
 */
export const TABLES: readonly TableCandidate[] = [
  { quantTable: 7, below: 40, above: 15 },
  { quantTable: 0, below: 15, above: 15 },
];
const CHROMA_BELOW = 60;
const CHROMA_ABOVE = 20;
const MAX_RAISES = 6;
/** Coarse-sample sizes closer than this (5 %) are checked on the whole sample, both. */
const CLOSE_CALL = 0.05;
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
const COARSE_TILE = 128;
const EXPECTED_STEPS = 20;

const clampQuality = (q: number) => Math.max(5, Math.min(100, q));

export async function encodeJpegSearched(
  image: ImageData,
  quality: number,
  reference: JpegReference | null,
  onStep?: (fraction: number) => void,
  tables: readonly TableCandidate[] = TABLES,
  known?: JpegSetting,
): Promise<JpegSearchResult> {
  if (known) return { bytes: await encodeJpeg(image, settingOptions(known)), setting: known };
  const sample = sampleTiles(image);
  const decoded = quality < SEARCH_BELOW_QUALITY && reference ? await reference(sample, quality) : null;
  const setting = decoded ? await searchSetting(sample, decoded, quality, tables, reference as JpegReference, onStep) : null;
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

  /** Whether `decoded` is at least `bar` on luma SSIM and MS-SSIM; MS-SSIM is not computed when SSIM already fails. */
  lumaPasses(decoded: ImageData, bar: { luma: number; ms: number }): boolean {
    const { width, height } = this.original;
    const luma = lumaPlane(decoded);
    return ssim(this.luma, luma, width, height) >= bar.luma && msSsim(this.luma, luma, width, height) >= bar.ms;
  }

  /** Whether `decoded` is at least `bar` on Cb and Cr SSIM (Cr only when Cb passes). */
  chromaPasses(decoded: ImageData, bar: { cb: number; cr: number }): boolean {
    const { width, height } = this.original;
    const { cb, cr } = chromaPlanes(decoded);
    return ssim(this.chroma.cb, cb, width, height) >= bar.cb && ssim(this.chroma.cr, cr, width, height) >= bar.cr;
  }
}

/** A sample to score on: its scorer and the bars the reference set on it (tolerances taken off). */
interface Scored {
  image: ImageData;
  scorer: JpegScorer;
  bar: { luma: number; ms: number; cb: number; cr: number };
}

function scored(image: ImageData, referenceOutput: ImageData): Scored {
  const scorer = new JpegScorer(image);
  const r = { ...scorer.lumaScores(referenceOutput), ...scorer.chromaScores(referenceOutput) };
  return { image, scorer, bar: { luma: r.luma - SSIM_TOLERANCE, ms: r.ms - GUARD_TOLERANCE, cb: r.cb - GUARD_TOLERANCE, cr: r.cr - GUARD_TOLERANCE } };
}

/**
 * The smallest passing setting on the sample, or null when no candidate passes. The binary
 * searches run on a quarter of the sample (the centre of each of its tiles, see coarseTiles): the
 * quality where a metric passes moves little between the two (within 0.003 of SSIM on the corpus),
 * and each encode costs a quarter. The table whose setting gives the smaller file there is then
 * checked on the whole sample with the real (progressive) encode, and raised until it passes.
 */
async function searchSetting(sample: ImageData, referenceOutput: ImageData, quality: number, tables: readonly TableCandidate[], reference: JpegReference, onStep?: (f: number) => void) {
  const fine = scored(sample, referenceOutput);
  const coarseImage = coarseTiles(sample);
  // The reference encodes the coarse sample itself: where its tiles meet, the decoder's chroma
  // upsampling blends neighbours that are not neighbours in the photo, on both sides alike.
  const coarseOutput = coarseImage === sample ? null : await reference(coarseImage, quality);
  const coarse = coarseOutput ? scored(coarseImage, coarseOutput) : fine;
  let steps = 0;
  // The binary searches encode baseline (half the time of progressive; SSIM within 1e-4 of it);
  // the check that decides is the real, progressive encode of the whole sample.
  const trial = async (on: Scored, setting: JpegSetting, progressive: boolean) => {
    const bytes = await encodeJpeg(on.image, { ...settingOptions(setting), progressive });
    const decoded = await decodeJpeg(bytes);
    onStep?.(Math.min(0.95, ++steps / EXPECTED_STEPS));
    return { size: bytes.byteLength, decoded };
  };

  // 1. Per table, on the coarse sample: the lowest luma quality that passes (chroma at the chosen
  // quality), then at that luma quality the lowest chroma quality that passes, and the size there.
  // A table after the first is first tried at its lowest chroma quality: when even that file is
  // bigger than the leader's beyond a close call, it cannot win and its chroma is not searched.
  const candidates: { quantTable: number; quality: number; chromaQuality: number; size: number }[] = [];
  for (const { quantTable, below, above } of tables) {
    const lumaQuality = await lowestPassing(clampQuality(quality - below), clampQuality(quality + above), async (q) =>
      coarse.scorer.lumaPasses((await trial(coarse, { quantTable, quality: q, chromaQuality: quality }, false)).decoded, coarse.bar),
    );
    const tried = new Map<number, { size: number; passes: boolean }>();
    const chromaTrial = async (c: number) => {
      const { size, decoded } = await trial(coarse, { quantTable, quality: lumaQuality, chromaQuality: c }, false);
      tried.set(c, { size, passes: coarse.scorer.chromaPasses(decoded, coarse.bar) });
      return tried.get(c) as { size: number; passes: boolean };
    };
    const [lo, hi] = [clampQuality(quality - CHROMA_BELOW), clampQuality(quality + CHROMA_ABOVE)];
    let chromaQuality: number;
    if (candidates.length) {
      const floor = await chromaTrial(lo);
      if (floor.size > Math.min(...candidates.map((c) => c.size)) * (1 + CLOSE_CALL)) continue;
      chromaQuality = floor.passes ? lo : await lowestPassing(lo + 1, hi, async (c) => (await chromaTrial(c)).passes);
    } else {
      chromaQuality = await lowestPassing(lo, hi, async (c) => (await chromaTrial(c)).passes);
    }
    const size = tried.get(chromaQuality)?.size ?? (await trial(coarse, { quantTable, quality: lumaQuality, chromaQuality }, false)).size;
    candidates.push({ quantTable, quality: lumaQuality, chromaQuality, size });
  }
  // 2. The table with the smaller file is checked on the whole sample; when the other one's file
  // was close (the coarse sample cannot tell them apart), that one too, and the smaller wins.
  candidates.sort((x, y) => x.size - y.size);
  let best: { setting: JpegSetting; size: number } | null = null;
  for (const candidate of candidates.filter((c) => c.size <= candidates[0].size * (1 + CLOSE_CALL))) {
    const checked = await confirm(candidate);
    if (checked && (!best || checked.size < best.size)) best = checked;
  }
  return best?.setting ?? null;

  /** 3. With the real encode of the whole sample: chroma quantisation moves luma SSIM a little (and
   * back), and the coarse sample is not the whole one; raise what fails until both pass. */
  async function confirm({ quantTable, quality: lumaQuality, chromaQuality }: (typeof candidates)[number]) {
    const setting = { quantTable, quality: lumaQuality, chromaQuality };
    for (let raise = 0; raise <= MAX_RAISES; raise++) {
      const { size, decoded } = await trial(fine, setting, true);
      const lumaOk = fine.scorer.lumaPasses(decoded, fine.bar);
      if (lumaOk && fine.scorer.chromaPasses(decoded, fine.bar)) return { setting, size };
      if (!lumaOk && setting.quality < 100) setting.quality++;
      else if (setting.chromaQuality < 100) setting.chromaQuality++;
      else break;
    }
    return null;
  }
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
  return stitch(image, across, down, TILE);
}

function stitch(image: ImageData, across: number, down: number, tile: number): ImageData {
  const { width, height } = image;
  const out = new Uint8ClampedArray(across * tile * down * tile * 4);
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, width * height);
  const dst = new Uint32Array(out.buffer);
  const outWidth = across * tile;
  for (let ty = 0; ty < down; ty++) {
    for (let tx = 0; tx < across; tx++) {
      const left = alignedStart(width, tx, across, tile);
      const top = alignedStart(height, ty, down, tile);
      for (let y = 0; y < tile; y++) {
        const from = (top + y) * width + left;
        dst.set(src.subarray(from, from + tile), (ty * tile + y) * outWidth + tx * tile);
      }
    }
  }
  return new ImageData(out, outWidth, down * tile);
}

/**
 * The coarse sample of the searches: up to 3 x 3 tiles of 128 px from across `image` (the centre
 * of each tile of a stitched sample), 16-aligned like sampleTiles so its JPEG blocks are the
 * photo's. `image` itself when that would not save at least 40 % of the pixels.
 */
export function coarseTiles(image: ImageData): ImageData {
  const across = Math.min(3, Math.floor(image.width / COARSE_TILE));
  const down = Math.min(3, Math.floor(image.height / COARSE_TILE));
  if (across < 2 || down < 2 || across * down * COARSE_TILE * COARSE_TILE > 0.6 * image.width * image.height) return image;
  return stitch(image, across, down, COARSE_TILE);
}

function alignedStart(size: number, index: number, count: number, tile = TILE): number {
  const centre = ((index + 0.5) * size) / count;
  return Math.max(0, Math.min(size - tile, Math.round((centre - tile / 2) / 16) * 16));
}
