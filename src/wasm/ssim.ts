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
  if (width < WINDOW || height < WINDOW) return windowSsim(x, y, width, 0, 0, width, height);
  let total = 0;
  let count = 0;
  for (let top = 0; top + WINDOW <= height; top += STRIDE) {
    for (let left = 0; left + WINDOW <= width; left += STRIDE) {
      total += windowSsim(x, y, width, left, top, WINDOW, WINDOW);
      count++;
    }
  }
  return total / count;
}

function windowSsim(x: Float32Array, y: Float32Array, stride: number, left: number, top: number, w: number, h: number): number {
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let r = top; r < top + h; r++) {
    for (let i = r * stride + left, end = i + w; i < end; i++) {
      const a = x[i];
      const b = y[i];
      sx += a;
      sy += b;
      sxx += a * a;
      syy += b * b;
      sxy += a * b;
    }
  }
  const n = w * h;
  const mx = sx / n;
  const my = sy / n;
  const vx = sxx / n - mx * mx;
  const vy = syy / n - my * my;
  const cov = sxy / n - mx * my;
  return ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (vx + vy + C2));
}
