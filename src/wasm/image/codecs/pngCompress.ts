/**
 * PNG compression for levels 1..9 (the PNG page's slider). The output is always a PNG with alpha.
 * - 1..4: lossless, OxiPNG with rising effort (big images keep the fast levels: the slow ones
 *   take minutes on tens of megapixels in one wasm thread);
 * - 5..9: TinyPNG-style lossy: palette quantisation (./quantise, our own median cut: image-q is
 *   MIT but took seconds per quarter megapixel here, libimagequant is GPL-3.0), then OxiPNG, which
 *   stores it as an indexed PNG. Levels 5-6 dither (smooth gradients, bigger files); 7-9 spend
 *   fewer colours instead (measured: dithering noise costs more bytes than it saves SSIM).
 * - A quality floor, pngquant's way: each lossy level has a lowest SSIM (PNG_FLOORS). A palette
 *   that falls below it is retried with twice the colours up to 256, then with the other dithering
 *   setting, and if none reaches the floor the PNG stays truecolour, optimised
 *   losslessly. No PNG leaves below its level's floor.
 */
import { optimisePng } from './jsquash';
import { quantise, toImageData } from './quantise';
import { ssim } from './ssim';

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

export async function compressPngDetailed(image: ImageData, level: number, onStep?: (fraction: number) => void): Promise<PngOutcome> {
  const plan = pngPlan(level, image.width * image.height);
  if (plan.colors === null) {
    onStep?.(0.6);
    return { bytes: await optimisePng(image, plan.oxipngLevel), ssim: null, colors: null, dither: 0, floor: null, keptTruecolour: false };
  }
  const floor = pngFloor(level) ?? 0;
  const { width, height } = image;
  // The level's palette, then twice as many colours up to 256, then 256 with the other dithering.
  const candidates: [number, number][] = [];
  for (let colors = plan.colors; colors <= 256; colors *= 2) candidates.push([colors, plan.dither]);
  candidates.push([256, plan.dither > 0 ? 0 : 0.5]);
  let best: { pixels: ImageData; score: number; colors: number; dither: number } | null = null;
  for (const [i, [colors, dither]] of candidates.entries()) {
    const pixels = toImageData(quantise(image, colors, dither), width, height);
    const score = ssim(image, pixels, width, height);
    onStep?.((0.6 * (i + 1)) / candidates.length);
    if (score >= floor) {
      best = { pixels, score, colors, dither };
      break;
    }
  }
  if (!best) {
    // No palette reaches the floor: truecolour, lossless (as big images get, OxiPNG's quicker levels).
    return { bytes: await optimisePng(image, plan.oxipngLevel), ssim: null, colors: null, dither: 0, floor, keptTruecolour: true };
  }
  return { bytes: await optimisePng(best.pixels, plan.oxipngLevel), ssim: best.score, colors: best.colors, dither: best.dither, floor, keptTruecolour: false };
}
