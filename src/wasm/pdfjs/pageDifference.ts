/**
 * How a page drawn from the compressed file differs from the original's drawing, both at 72 DPI:
 * compared as 36 DPI images (each pixel the mean of a 2 × 2 block; see pageCompare.ts for why), the
 * largest difference of any channel of any pixel and the PSNR of the gray (luma) images.
 */
import type { PageDifference } from './comparison';

export const UNDRAWABLE: PageDifference = { db: -Infinity, peak: 255 };

type Pixels = Pick<ImageData, 'width' | 'height' | 'data'>;

/** R, G and B at half the size, each value the mean of a 2 × 2 block (at the edges, of what there is). */
function halfSize(image: Pixels): Float64Array {
  const [w, h] = [Math.ceil(image.width / 2), Math.ceil(image.height / 2)];
  const means = new Float64Array(w * h * 3);
  const counts = new Float64Array(w * h);
  const { data } = image;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const block = (y >> 1) * w + (x >> 1);
      const at = (y * image.width + x) * 4;
      means[block * 3] += data[at];
      means[block * 3 + 1] += data[at + 1];
      means[block * 3 + 2] += data[at + 2];
      counts[block] += 1;
    }
  }
  for (let i = 0; i < means.length; i++) means[i] /= counts[Math.floor(i / 3)];
  return means;
}

const luma = (rgb: Float64Array, i: number) => 0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2];

/** At 36 DPI: the largest difference of any channel of any pixel, and the PSNR of the gray images. */
export function difference(a: Pixels, b: Pixels): PageDifference {
  if (a.width !== b.width || a.height !== b.height) return UNDRAWABLE;
  if (a.data.every((value, i) => value === b.data[i])) return { db: Infinity, peak: 0 };
  const [ha, hb] = [halfSize(a), halfSize(b)];
  let peak = 0;
  let sum = 0;
  for (let i = 0; i < ha.length; i += 3) {
    for (let c = 0; c < 3; c++) peak = Math.max(peak, Math.abs(ha[i + c] - hb[i + c]));
    sum += (Math.round(luma(ha, i)) - Math.round(luma(hb, i))) ** 2;
  }
  const mse = sum / (ha.length / 3);
  return { db: mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse), peak: Math.round(peak) };
}

