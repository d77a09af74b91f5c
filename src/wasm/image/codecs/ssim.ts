/**
 * Luma SSIM (the metric of ANCHORS.md): BT.601 luma, 8x8 windows with stride 4, standard
 * constants for 8-bit data. Alpha is composited over white first, so invisible pixels count as
 * what a viewer sees. Used by the JPEG quality search, the tests and the benchmark.
 */
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
const WINDOW = 8;
const STRIDE = 4;

export function lumaPlane(image: ImageData): Float32Array {
  const { data, width, height } = image;
  const luma = new Float32Array(width * height);
  for (let i = 0, p = 0; p < luma.length; i += 4, p++) {
    const a = data[i + 3] / 255;
    const over = (c: number) => c * a + 255 * (1 - a);
    luma[p] = 0.299 * over(data[i]) + 0.587 * over(data[i + 1]) + 0.114 * over(data[i + 2]);
  }
  return luma;
}

/** Mean SSIM of two same-sized images (or precomputed luma planes). */
export function ssim(a: ImageData | Float32Array, b: ImageData | Float32Array, width: number, height: number): number {
  const x = a instanceof Float32Array ? a : lumaPlane(a);
  const y = b instanceof Float32Array ? b : lumaPlane(b);
  if (x.length !== width * height || y.length !== width * height) throw new Error('SSIM needs two images of the same size');
  return meanSsimParts(x, y, width, height).ssim;
}

/**
 * The guards the JPEG search and benchmark check beside luma SSIM, because luma SSIM alone can be gamed:
 * it cannot see chroma at all, and a flatter quantisation table wins on it while losing detail at
 * coarser scales (ANCHORS.md). Both use the windows and constants above.
 */

/** JPEG's full-range BT.601 Cb and Cr planes (composited over white like lumaPlane). */
export function chromaPlanes(image: ImageData): { cb: Float32Array; cr: Float32Array } {
  const { data, width, height } = image;
  const cb = new Float32Array(width * height);
  const cr = new Float32Array(width * height);
  for (let i = 0, p = 0; p < cb.length; i += 4, p++) {
    const a = data[i + 3] / 255;
    const r = data[i] * a + 255 * (1 - a);
    const g = data[i + 1] * a + 255 * (1 - a);
    const b = data[i + 2] * a + 255 * (1 - a);
    cb[p] = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
    cr[p] = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  }
  return { cb, cr };
}

/** Mean SSIM of the Cb planes and of the Cr planes of two same-sized images. */
export function chromaSsim(a: ImageData, b: ImageData): { cb: number; cr: number } {
  const x = chromaPlanes(a);
  const y = chromaPlanes(b);
  return { cb: ssim(x.cb, y.cb, a.width, a.height), cr: ssim(x.cr, y.cr, a.width, a.height) };
}

const MS_WEIGHTS = [0.0448, 0.2856, 0.3001, 0.2363, 0.1333];

/**
 * Multi-scale SSIM of the luma (Wang, Simoncelli and Bovik 2003): contrast-structure at five
 * scales, halving by 2 x 2 averages, and the full SSIM at the coarsest; fewer scales (weights
 * renormalised) when the image is too small for five.
 */
export function msSsim(a: ImageData | Float32Array, b: ImageData | Float32Array, width: number, height: number): number {
  let x = a instanceof Float32Array ? a : lumaPlane(a);
  let y = b instanceof Float32Array ? b : lumaPlane(b);
  let w = width;
  let h = height;
  let scales = 1;
  while (scales < MS_WEIGHTS.length && Math.min(w >> scales, h >> scales) >= 2 * WINDOW) scales++;
  const weights = MS_WEIGHTS.slice(0, scales);
  const total = weights.reduce((sum, v) => sum + v, 0);
  let product = 1;
  for (let s = 0; s < scales; s++) {
    const weight = weights[s] / total;
    const { ssim: full, cs } = meanSsimParts(x, y, w, h);
    product *= Math.max(0, s === scales - 1 ? full : cs) ** weight;
    if (s < scales - 1) {
      x = halve(x, w, h);
      y = halve(y, w, h);
      w >>= 1;
      h >>= 1;
    }
  }
  return product;
}

/**
 * Mean SSIM and mean contrast-structure term over 8 x 8 windows with stride 4; an image smaller
 * than a window in either direction is one window.
 */
function meanSsimParts(x: Float32Array, y: Float32Array, width: number, height: number): { ssim: number; cs: number } {
  const small = width < WINDOW || height < WINDOW;
  const w = small ? width : WINDOW;
  const h = small ? height : WINDOW;
  const n = w * h;
  let ssimSum = 0;
  let csSum = 0;
  let count = 0;
  for (let top = 0; top + h <= height; top += STRIDE) {
    for (let left = 0; left + w <= width; left += STRIDE) {
      let sx = 0;
      let sy = 0;
      let sxx = 0;
      let syy = 0;
      let sxy = 0;
      for (let r = top; r < top + h; r++) {
        for (let i = r * width + left, end = i + w; i < end; i++) {
          const a = x[i];
          const b = y[i];
          sx += a;
          sy += b;
          sxx += a * a;
          syy += b * b;
          sxy += a * b;
        }
      }
      const mx = sx / n;
      const my = sy / n;
      const vx = sxx / n - mx * mx;
      const vy = syy / n - my * my;
      const cov = sxy / n - mx * my;
      const cs = (2 * cov + C2) / (vx + vy + C2);
      csSum += cs;
      ssimSum += ((2 * mx * my + C1) / (mx * mx + my * my + C1)) * cs;
      count++;
    }
  }
  return { ssim: ssimSum / count, cs: csSum / count };
}

/** A plane at half the width and height, each pixel the mean of a 2 x 2 block. */
function halve(plane: Float32Array, width: number, height: number): Float32Array {
  const w = width >> 1;
  const h = height >> 1;
  const out = new Float32Array(w * h);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = 2 * r * width + 2 * c;
      out[r * w + c] = (plane[i] + plane[i + 1] + plane[i + width] + plane[i + width + 1]) / 4;
    }
  }
  return out;
}
