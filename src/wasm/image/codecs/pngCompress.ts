/**
 * PNG compression for levels 1..9 (the PNG page's slider). The output is always a PNG with alpha.
 * - 1..4: lossless, OxiPNG with rising effort (big images keep the fast levels: the slow ones
 *   take minutes on tens of megapixels in one wasm thread);
 * - 5..9: TinyPNG-style lossy: palette quantisation (./quantise, our own median cut: image-q is
 *   MIT but took seconds per quarter megapixel here, libimagequant is GPL-3.0), then OxiPNG, which
 *   stores it as an indexed PNG. Levels 5-6 dither (smooth gradients, bigger files); 7-9 spend
 *   fewer colours instead (measured: dithering noise costs more bytes than it saves SSIM).
 */
import { optimisePng } from './jsquash';
import { quantise, toImageData } from './quantise';

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

export async function compressPng(image: ImageData, level: number, onStep?: (fraction: number) => void): Promise<ArrayBuffer> {
  const plan = pngPlan(level, image.width * image.height);
  const pixels = plan.colors === null ? image : toImageData(quantise(image, plan.colors, plan.dither), image.width, image.height);
  onStep?.(0.6);
  return optimisePng(pixels, plan.oxipngLevel);
}
