/**
 * PNG compression for levels 1..9 (the PNG page's slider). The output is always a PNG with alpha.
 * - 1..4: lossless, OxiPNG with rising effort (big images keep the fast levels: the slow ones
 *   take minutes on tens of megapixels in one wasm thread);
 * - 5..9: TinyPNG-style lossy: palette quantisation (./quantise: our own importance-weighted
 *   median cut refined by k-means, with adaptive dithering), then OxiPNG, which stores it as an
 *   indexed PNG. Each level has at most so many colours (pngPlan) and a quality floor.
 * - The floor, pngquant's way: each lossy level has a lowest SSIM (PNG_FLOORS), and the search
 *   takes the fewest colours that reach it (up to the level's count, then twice as many up to 256
 *   when that is not enough), once without dithering and once with, and keeps the smaller file
 *   after OxiPNG. Big images are searched on a sample of tiles and the choice is checked on the
 *   whole image. If no palette reaches the floor the PNG stays truecolour, optimised losslessly.
 *   No PNG leaves below its level's floor.
 */
import { optimisePng } from './jsquash';
import { sampleTiles } from './palette/sample';
import { Quantiser, toImageData } from './quantise';
import { lumaPlane, ssim } from './ssim';

export interface PngPlan {
  /** null = lossless (no quantisation). */
  colors: number | null;
  /** Error-diffusion strength 0..1: smoother gradients, but noise costs bytes. */
  dither: number;
  oxipngLevel: number;
}

const BIG_IMAGE = 4_000_000;

export function pngPlan(level: number, pixels: number): PngPlan {
  const big = pixels > BIG_IMAGE;
  if (level <= 4) return { colors: null, dither: 0, oxipngLevel: big ? Math.min(2, level) : level };
  const step = Math.min(9, level) - 5;
  return { colors: [256, 256, 256, 128, 64][step], dither: [0.75, 0.5, 0, 0, 0][step], oxipngLevel: big ? 1 : 2 };
}

/** A level for /compress-image's quality slider when the output is PNG. */
export const pngLevelForQuality = (quality: number) => (quality >= 95 ? 2 : quality >= 70 ? 7 : quality >= 50 ? 8 : 9);

/**
 * The lowest luma SSIM (./ssim, alpha over white) a palette PNG may have, per lossy level; the
 * tool's copy states them. 0.97 at the default level 7 (issue 22: 0.958 showed banding).
 */
export const PNG_FLOORS: Readonly<Record<number, number>> = { 5: 0.99, 6: 0.98, 7: 0.97, 8: 0.96, 9: 0.95 };

const pngFloor = (level: number): number | null => PNG_FLOORS[Math.max(5, Math.min(9, Math.round(level)))] ?? null;

export interface PngOutcome {
  bytes: ArrayBuffer;
  /** The palette's SSIM against the original, or null when the PNG stayed truecolour (lossless). */
  ssim: number | null;
  /** Palette size used (null: truecolour). */
  colors: number | null;
  dither: number;
  /** The level's floor (null for the lossless levels 1-4). */
  floor: number | null;
  /** True when a palette was tried but none reached the floor, so the PNG stayed truecolour. */
  keptTruecolour: boolean;
}

export async function compressPng(image: ImageData, level: number, onStep?: (fraction: number) => void): Promise<ArrayBuffer> {
  return (await compressPngDetailed(image, level, onStep)).bytes;
}

/**
 * The quality each lossy level aims for (pngquant's `--quality min-max`: the floor is the min, this
 * the max): the search takes the fewest colours whose SSIM reaches the target; when even the
 * level's count cannot reach it, the level's count (or the fewest above it that reach the floor).
 */
export const PNG_TARGETS: Readonly<Record<number, number>> = { 5: 0.998, 6: 0.997, 7: 0.995, 8: 0.99, 9: 0.98 };

/** Colour counts the search tries (PNG stores 1, 2, 4 or 8 bits per index: the small counts pay). */
const LADDER = [2, 4, 8, 12, 16, 24, 32, 48, 64, 80, 96, 128, 160, 192, 224, 256];
/** Images above this many pixels are searched on a sample of about this size. */
const SAMPLE_PIXELS = 1_000_000;
/** A sampled score must clear the floor or target by this much: the whole image is checked after. */
const SAMPLE_MARGIN = 0.002;

interface Choice {
  colors: number;
  dither: number;
}

export async function compressPngDetailed(image: ImageData, level: number, onStep?: (fraction: number) => void): Promise<PngOutcome> {
  const plan = pngPlan(level, image.width * image.height);
  if (plan.colors === null) {
    onStep?.(0.6);
    return { bytes: await optimisePng(image, plan.oxipngLevel), ssim: null, colors: null, dither: 0, floor: null, keptTruecolour: false };
  }
  const floor = pngFloor(level) ?? 0;
  const goal = Math.max(floor, PNG_TARGETS[Math.max(5, Math.min(9, Math.round(level)))] ?? floor);
  const { width, height } = image;
  const quantiser = new Quantiser(image);
  const sample = sampleTiles(image, SAMPLE_PIXELS);
  const sampled = sample !== image;
  const margin = sampled ? SAMPLE_MARGIN : 0;
  const sampleLuma = lumaPlane(sample);
  // Every count from the exact number of colours up gives the same, lossless palette.
  const exactCount = quantiser.exact ? quantiser.exact.length + (quantiser.transparent ? 1 : 0) : Infinity;
  const ladder = [...new Set(LADDER.map((n) => Math.min(n, Math.max(2, exactCount))))];
  const scores = new Map<string, number>();
  const score = (colors: number, dither: number) => {
    const key = `${colors}/${dither}`;
    let known = scores.get(key);
    if (known === undefined) {
      const pixels = toImageData(quantiser.quantise(colors, dither, sample), sample.width, sample.height);
      scores.set(key, (known = ssim(sampleLuma, lumaPlane(pixels), sample.width, sample.height)));
    }
    return known;
  };
  /** The fewest colours on the ladder, within ladder[0..hi], whose score reaches `want` (ladder[hi] does). */
  const fewest = (dither: number, hi: number, want: number) => {
    let lo = 0;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (score(ladder[mid], dither) >= want) hi = mid;
      else lo = mid + 1;
    }
    return ladder[hi];
  };
  /** The count for one dithering setting (see PNG_TARGETS), or null when none reaches the floor. */
  const search = (dither: number): number | null => {
    let top: number | null = null;
    for (let colors = Math.min(plan.colors!, exactCount); ; colors = Math.min(256, colors * 2, exactCount)) {
      if (score(colors, dither) >= floor + margin) {
        top = colors;
        break;
      }
      if (colors >= Math.min(256, exactCount)) return null;
    }
    if (score(top, dither) < goal + margin) return top;
    return fewest(dither, ladder.indexOf(top), goal + margin);
  };

  const choices: Choice[] = [];
  const first = search(plan.dither);
  onStep?.(0.3);
  if (first !== null) choices.push({ colors: first, dither: plan.dither });
  // The other dithering setting can only give a smaller file with fewer colours: one score just
  // below tells. An exact palette is lossless: dithering has nothing to add.
  const other = plan.dither > 0 ? 0 : 0.5;
  if (first === null) {
    const colors = search(other);
    if (colors !== null) choices.push({ colors, dither: other });
  } else if (first < exactCount) {
    const below = ladder.indexOf(first) - 1;
    // As good as the first choice, up to the target.
    const want = Math.min(goal + margin, score(first, plan.dither));
    if (below >= 0 && score(ladder[below], other) >= want) choices.push({ colors: fewest(other, below, want), dither: other });
  }
  onStep?.(0.45);

  // Each choice on the whole image (sampled searches only): below the floor there, the next count up.
  const results: { pixels: ImageData; score: number; colors: number; dither: number }[] = [];
  const imageLuma = sampled ? lumaPlane(image) : sampleLuma;
  for (const choice of choices) {
    for (let step = ladder.indexOf(choice.colors); step < ladder.length; step++) {
      const colors = ladder[step];
      const pixels = toImageData(quantiser.quantise(colors, choice.dither), width, height);
      const measured = sampled ? ssim(imageLuma, lumaPlane(pixels), width, height) : score(colors, choice.dither);
      if (measured >= floor) {
        results.push({ pixels, score: measured, colors: Math.min(colors, quantiser.palette(colors).length / 4), dither: choice.dither });
        break;
      }
    }
  }
  onStep?.(0.6);
  if (results.length === 0) {
    // No palette reaches the floor: truecolour, lossless (as big images get, OxiPNG's quicker levels).
    return { bytes: await optimisePng(image, plan.oxipngLevel), ssim: null, colors: null, dither: 0, floor, keptTruecolour: true };
  }
  let best: { bytes: ArrayBuffer; result: (typeof results)[number] } | null = null;
  for (const result of results) {
    const bytes = await optimisePng(result.pixels, plan.oxipngLevel);
    if (!best || bytes.byteLength < best.bytes.byteLength) best = { bytes, result };
  }
  const { bytes, result } = best!;
  return { bytes, ssim: result.score, colors: result.colors, dither: result.dither, floor, keptTruecolour: false };
}
