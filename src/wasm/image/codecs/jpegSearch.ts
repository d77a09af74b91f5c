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
import type { Bar, ConfirmJob, ImageHelpers, JpegSearchResult, JpegSetting, SampleJob, TableCandidate, TableFound, TableSearchJob } from '../helpers/contract';
import { decodeJpeg, encodeJpeg, type MozJpegOptions } from './jsquash';
import { encodeProgressiveJpeg, rewritesAsProgressive } from './jpegStrips';
import { chromaPlanes, lumaPlane, msSsim, ssim } from './ssim';

/** The reference encoder's output for `sample` at `quality`, decoded (null when there is none). */
export type JpegReference = (sample: ImageData, quality: number) => Promise<ImageData | null>;

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
const SEARCH_BELOW_QUALITY = 95;
const TILE = 256;
const COARSE_TILE = 128;
const EXPECTED_STEPS = 20;

const clampQuality = (q: number) => Math.max(5, Math.min(100, q));

export interface SearchOptions {
  onStep?: (fraction: number) => void;
  tables?: readonly TableCandidate[];
  /** A setting found before for the same pixels and quality: no search. */
  known?: JpegSetting;
  /** Helper workers: the full-size encode's strips (see ./jpegStrips) and the tables after the first. */
  helpers?: ImageHelpers | null;
}

export async function encodeJpegSearched(image: ImageData, quality: number, reference: JpegReference | null, { onStep, tables = TABLES, known, helpers }: SearchOptions = {}): Promise<JpegSearchResult> {
  const final = (setting: JpegSetting) => encodeProgressiveJpeg(image, settingOptions(setting), helpers);
  if (known) return { bytes: await final(known), setting: known };
  const sample = sampleTiles(image);
  // The confirming encodes make the coefficients the final encode makes: baseline ones for an image
  // that is rewritten as progressive, MozJPEG's progressive ones otherwise.
  const progressive = !rewritesAsProgressive(image);
  const found = quality < SEARCH_BELOW_QUALITY && reference ? await searchSetting(sample, quality, tables, reference, progressive, helpers, onStep) : null;
  if (!found) return { bytes: await final({ quantTable: 0, quality, chromaQuality: quality }), setting: { quantTable: 0, quality, chromaQuality: quality } };
  // A small image is its own sample: its confirming encode is the final one.
  if (sample === image && progressive) return found;
  return { bytes: await final(found.setting), setting: found.setting };
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
  bar: Bar;
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
 * checked on the whole sample with the encode the final one makes, and raised until it passes.
 */
async function searchSetting(
  sample: ImageData,
  quality: number,
  tables: readonly TableCandidate[],
  reference: JpegReference,
  progressive: boolean,
  helpers: ImageHelpers | null | undefined,
  onStep?: (f: number) => void,
): Promise<JpegSearchResult | null> {
  const coarseImage = coarseTiles(sample);
  // Both references are asked at once: the whole sample's is needed only by the confirming encodes,
  // so it is made while the coarse searches run. (A failure surfaces where it is awaited.)
  const sampleOutput = reference(sample, quality);
  sampleOutput.catch(() => undefined);
  let fineScored: Scored | null | undefined;
  const fineSample = async () => {
    if (fineScored === undefined) {
      const output = await sampleOutput;
      fineScored = output ? scored(sample, output) : null;
    }
    return fineScored;
  };
  // The reference encodes the coarse sample itself: where its tiles meet, the decoder's chroma
  // upsampling blends neighbours that are not neighbours in the photo, on both sides alike.
  const coarseOutput = coarseImage === sample ? null : await reference(coarseImage, quality);
  const coarse = coarseOutput ? scored(coarseImage, coarseOutput) : await fineSample();
  // No reference output (no encoder to compare with): nothing to search against.
  if (!coarse) return null;
  let steps = 0;
  // The binary searches encode baseline (half the time of progressive; SSIM within 1e-4 of it);
  // the check that decides encodes the whole sample as the final encode will (`progressive`).
  const trial = async (on: Scored, setting: JpegSetting, progressive: boolean) => {
    const bytes = await encodeJpeg(on.image, { ...settingOptions(setting), progressive });
    const decoded = await decodeJpeg(bytes);
    onStep?.(Math.min(0.95, ++steps / EXPECTED_STEPS));
    return { bytes, size: bytes.byteLength, decoded };
  };

  // 1. Per table, on the coarse sample (see searchTable). With helper workers the tables after the
  // first are searched on them at the same time, whole; alone, one after the other, and a table
  // that cannot beat the leader is dropped early.
  const coarseTrial = (setting: JpegSetting) => trial(coarse, setting, false);
  const [first, ...others] = tables;
  // A helper that fails (a crash) leaves its table to this thread.
  const elsewhere = helpers?.count
    ? others.map((table) =>
        helpers.searchTable({ ...pixelsOf(coarse.image), bar: coarse.bar, quality, table }).catch(async () => (await searchTable(coarse, quality, table, undefined, coarseTrial)) as TableFound),
      )
    : [];
  const candidates: TableFound[] = [];
  for (const table of elsewhere.length ? [first] : tables) {
    const found = await searchTable(coarse, quality, table, candidates.length ? Math.min(...candidates.map((c) => c.size)) : undefined, coarseTrial);
    if (found) candidates.push(found);
  }
  candidates.push(...(await Promise.all(elsewhere)));
  // 2. The table with the smaller file is checked on the whole sample; when the other one's file
  // was close (the coarse sample cannot tell them apart), that one too, and the smaller wins.
  candidates.sort((x, y) => x.size - y.size);
  const fine = await fineSample();
  if (!fine) return null;
  // 3. The confirming encodes (see confirmSetting); a second close candidate's on a helper, at the same time.
  const [leader, ...close] = candidates.filter((c) => c.size <= candidates[0].size * (1 + CLOSE_CALL));
  const fineTrial = (setting: JpegSetting) => trial(fine, setting, progressive);
  const confirmElsewhere = helpers?.count
    ? close.map((c) => helpers.confirm({ ...pixelsOf(fine.image), bar: fine.bar, setting: c, progressive }).catch(() => confirmSetting(fine, c, fineTrial)))
    : [];
  const checked = [await confirmSetting(fine, leader, fineTrial)];
  for (const candidate of confirmElsewhere.length ? [] : close) checked.push(await confirmSetting(fine, candidate, fineTrial));
  checked.push(...(await Promise.all(confirmElsewhere)));
  let best: JpegSearchResult | null = null;
  for (const result of checked) if (result && (!best || result.bytes.byteLength < best.bytes.byteLength)) best = result;
  return best;
}

/**
 * With the real encode of the whole sample (`trial`: as the final encode makes its coefficients):
 * chroma quantisation moves luma SSIM a little (and back), and the coarse sample is not the whole
 * one; raise what fails until both pass. Null when nothing up to the raise limit passes.
 */
async function confirmSetting(
  fine: Scored,
  { quantTable, quality, chromaQuality }: JpegSetting,
  trial: (setting: JpegSetting) => Promise<{ bytes: ArrayBuffer; decoded: ImageData }>,
): Promise<JpegSearchResult | null> {
  const setting = { quantTable, quality, chromaQuality };
  for (let raise = 0; raise <= MAX_RAISES; raise++) {
    const { bytes, decoded } = await trial(setting);
    const lumaOk = fine.scorer.lumaPasses(decoded, fine.bar);
    if (lumaOk && fine.scorer.chromaPasses(decoded, fine.bar)) return { setting, bytes };
    if (!lumaOk && setting.quality < 100) setting.quality++;
    else if (setting.chromaQuality < 100) setting.chromaQuality++;
    else break;
  }
  return null;
}

const pixelsOf = (image: ImageData) => ({ pixels: image.data.slice().buffer as ArrayBuffer, width: image.width, height: image.height });

/**
 * One table on the coarse sample: the lowest luma quality that passes luma SSIM and MS-SSIM
 * (chroma at the chosen quality), then at that luma quality the lowest chroma quality that passes
 * Cb and Cr SSIM, and the size there. Given the leader's size, the table is first tried at its
 * lowest chroma quality, and dropped (null) when even that file is bigger beyond a close call.
 */
async function searchTable(
  coarse: Scored,
  quality: number,
  { quantTable, below, above }: TableCandidate,
  leaderSize: number | undefined,
  trial: (setting: JpegSetting) => Promise<{ size: number; decoded: ImageData }>,
): Promise<TableFound | null> {
  const lumaQuality = await lowestPassing(clampQuality(quality - below), clampQuality(quality + above), async (q) =>
    coarse.scorer.lumaPasses((await trial({ quantTable, quality: q, chromaQuality: quality })).decoded, coarse.bar),
  );
  const tried = new Map<number, { size: number; passes: boolean }>();
  const chromaTrial = async (c: number) => {
    const { size, decoded } = await trial({ quantTable, quality: lumaQuality, chromaQuality: c });
    tried.set(c, { size, passes: coarse.scorer.chromaPasses(decoded, coarse.bar) });
    return tried.get(c) as { size: number; passes: boolean };
  };
  const [lo, hi] = [clampQuality(quality - CHROMA_BELOW), clampQuality(quality + CHROMA_ABOVE)];
  let chromaQuality: number;
  if (leaderSize !== undefined) {
    const floor = await chromaTrial(lo);
    if (floor.size > leaderSize * (1 + CLOSE_CALL)) return null;
    chromaQuality = floor.passes ? lo : await lowestPassing(lo + 1, hi, async (c) => (await chromaTrial(c)).passes);
  } else {
    chromaQuality = await lowestPassing(lo, hi, async (c) => (await chromaTrial(c)).passes);
  }
  const size = tried.get(chromaQuality)?.size ?? (await trial({ quantTable, quality: lumaQuality, chromaQuality })).size;
  return { quantTable, quality: lumaQuality, chromaQuality, size };
}

const scoredJob = ({ pixels, width, height, bar }: SampleJob): Scored => {
  const image = new ImageData(new Uint8ClampedArray(pixels), width, height);
  return { image, scorer: new JpegScorer(image), bar };
};

const encodeTrial = (image: ImageData, progressive: boolean) => async (setting: JpegSetting) => {
  const bytes = await encodeJpeg(image, { ...settingOptions(setting), progressive });
  return { bytes, size: bytes.byteLength, decoded: await decodeJpeg(bytes) };
};

/** A helper's table search (see ImageHelpers): the whole search, nothing to drop against. */
export async function searchTableJob(job: TableSearchJob): Promise<TableFound> {
  const on = scoredJob(job);
  return (await searchTable(on, job.quality, job.table, undefined, encodeTrial(on.image, false))) as TableFound;
}

/** A helper's confirmation of a setting on the whole sample (see confirmSetting). */
export async function confirmJob(job: ConfirmJob): Promise<JpegSearchResult | null> {
  const on = scoredJob(job);
  return confirmSetting(on, job.setting, encodeTrial(on.image, job.progressive));
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
