/**
 * Peak signal-to-noise ratio of two RGBA pixel buffers of the same size, over R, G and B (alpha
 * left out), in dB: Infinity when every pixel is the same. The image engine's per-image guard and
 * the PDF render check measure with it.
 */
export function psnr(a: { data: ArrayLike<number> }, b: { data: ArrayLike<number> }): number {
  if (a.data.length !== b.data.length) return -Infinity;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += (a.data[i + c] - b.data[i + c]) ** 2;
    count += 3;
  }
  const mse = count === 0 ? 0 : sum / count;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}
