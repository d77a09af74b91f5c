/**
 * What the palette builder and the remapper need to know about an image, computed once:
 * - the exact visible colours, when there are few enough to be the palette themselves;
 * - a weighted colour histogram: pixels in buckets of 6 bits per colour channel and 5 of alpha
 *   (coarser when a photo fills too many), each bucket keeping the weighted mean of its pixels in
 *   the perceptual space (./space), so no precision is lost to the bucketing. A pixel's weight is
 *   its importance: full in flat areas and gradients, where a wrong colour or a band shows, less
 *   in busy texture, which masks errors; times its visibility (alpha);
 * - a dither map: how much error diffusion each pixel may emit. None in perfectly flat areas
 *   (synthetic graphics: dithering is pure noise there), little on strong edges (noise beside an
 *   edge shows as a halo, and error carried across it bleeds colour), full in gradients.
 * Local contrast is measured on the luma composited over white (what the SSIM floor sees) plus
 * alpha.
 */
import { toSpace } from './space';

export interface Histogram {
  /** Entry coordinates in the perceptual space, count x 4 (weighted means). */
  coords: Float64Array;
  weight: Float64Array;
  count: number;
  /** True when any pixel is fully transparent (they get a palette entry of their own). */
  transparent: boolean;
}

/** Above this many buckets the histogram is merged to a coarser grid (k-means cost grows with it). */
const MAX_ENTRIES = 40_000;
/** Images above this many pixels are histogrammed on every other row and column. */
const SAMPLE_ABOVE = 4_000_000;

/** Importance by activity (mean absolute difference to the 4 neighbours): 1 / (1 + (activity / TEXTURE)^2), at least MIN_IMPORTANCE. */
const TEXTURE = 10;
const MIN_IMPORTANCE = 0.3;
/** Dither strength by edge strength (largest difference to a neighbour): 1 / (1 + (edge / EDGE)^2), at least MIN_DITHER. */
const EDGE = 40;
const MIN_DITHER = 0.15;

/** The visible colours (RGBA, fully transparent pixels left out) when there are at most `limit`, else null. */
export function exactColours(image: ImageData, limit: number): { colours: Uint32Array; transparent: boolean } | null {
  const words = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  const size = 1024;
  const keys = new Uint32Array(size);
  const used = new Uint8Array(size);
  let count = 0;
  let transparent = false;
  const d = image.data;
  for (let p = 0; p < words.length; p++) {
    if (d[p * 4 + 3] === 0) {
      transparent = true;
      continue;
    }
    const colour = words[p];
    let slot = Math.imul(colour, 0x9e3779b1) >>> 22;
    while (used[slot] && keys[slot] !== colour) slot = (slot + 1) & (size - 1);
    if (used[slot]) continue;
    if (++count > limit) return null;
    used[slot] = 1;
    keys[slot] = colour;
  }
  const colours = new Uint32Array(count);
  for (let slot = 0, n = 0; slot < size; slot++) if (used[slot]) colours[n++] = keys[slot];
  // Slot order depends only on the colours, but sort anyway: a stable palette order for the same image.
  colours.sort();
  return { colours, transparent };
}

export interface ContrastMaps {
  /** Per pixel 0..255: how much of its error a pixel may pass on when dithering (see the top). */
  dither: Uint8Array;
  /** Per pixel 1..255: the pixel's weight in the histogram (see the top). */
  importance: Uint8Array;
}

/**
 * Both maps in one pass over rows of "luma over white + alpha / 2": the edge strength is the
 * largest difference to the 4 neighbours, the activity their mean.
 */
export function contrastMaps(image: ImageData): ContrastMaps {
  const { width, height, data } = image;
  const words = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const dither = new Uint8Array(width * height);
  const importance = new Uint8Array(width * height);
  let above = new Float32Array(width);
  let row = new Float32Array(width);
  let below = new Float32Array(width);
  const fill = (out: Float32Array, y: number) => {
    for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
      const a = data[i + 3];
      out[x] = ((0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]) * a + 255 * (255 - a)) / 255 + a / 2;
    }
  };
  // Lookup tables: dither strength by edge strength, importance by activity (both in 1/4 units).
  const ditherBy = new Uint8Array(1024);
  const importanceBy = new Uint8Array(1024);
  for (let v = 0; v < 1024; v++) {
    const e = v / 4 / EDGE;
    ditherBy[v] = Math.round(255 * Math.max(MIN_DITHER, 1 / (1 + e * e)));
    const t = v / 4 / TEXTURE;
    importanceBy[v] = Math.max(1, Math.round(255 * (MIN_IMPORTANCE + (1 - MIN_IMPORTANCE) / (1 + t * t))));
  }
  fill(row, 0);
  above.set(row);
  for (let y = 0; y < height; y++) {
    if (y + 1 < height) fill(below, y + 1);
    else below.set(row);
    const base = y * width;
    for (let x = 0; x < width; x++) {
      const c = row[x];
      const dl = x > 0 ? Math.abs(c - row[x - 1]) : 0;
      const dr = x + 1 < width ? Math.abs(c - row[x + 1]) : 0;
      const du = Math.abs(c - above[x]);
      const dd = Math.abs(c - below[x]);
      let edge = dl > dr ? dl : dr;
      if (du > edge) edge = du;
      if (dd > edge) edge = dd;
      const p = base + x;
      const activity = (dl + dr + du + dd) * 0.25;
      importance[p] = importanceBy[activity >= 255 ? 1023 : (activity * 4) | 0];
      if (edge === 0 && flat(words, p, x, y, width, height)) continue;
      dither[p] = ditherBy[edge >= 255 ? 1023 : (edge * 4) | 0];
    }
    const t = above;
    above = row;
    row = below;
    below = t;
  }
  return { dither, importance };
}

/** True when the 3 x 3 neighbourhood of p is one exact colour. */
function flat(words: Uint32Array, p: number, x: number, y: number, width: number, height: number): boolean {
  const c = words[p];
  for (let dy = -1; dy <= 1; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx;
      if (xx < 0 || xx >= width) continue;
      if (words[yy * width + xx] !== c) return false;
    }
  }
  return true;
}

/** The importance-weighted histogram (see the top). */
export function histogram(image: ImageData, importance: Uint8Array): Histogram {
  const { width, height, data } = image;
  const step = width * height > SAMPLE_ABOVE ? 2 : 1;
  let bits = 16;
  let size = 1 << bits;
  let keys = new Int32Array(size);
  // Per bucket: weight, then the weighted sums of premultiplied R, G, B and of alpha.
  let sums = new Float64Array(size * 5);
  let count = 0;
  let transparent = false;
  const grow = () => {
    const oldKeys = keys;
    const oldSums = sums;
    bits++;
    size = 1 << bits;
    keys = new Int32Array(size);
    sums = new Float64Array(size * 5);
    for (let s = 0; s < oldKeys.length; s++) {
      if (oldKeys[s] === 0) continue;
      let slot = Math.imul(oldKeys[s], 0x9e3779b1) >>> (32 - bits);
      while (keys[slot] !== 0) slot = (slot + 1) & (size - 1);
      keys[slot] = oldKeys[s];
      for (let k = 0; k < 5; k++) sums[slot * 5 + k] = oldSums[s * 5 + k];
    }
  };
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const p = y * width + x;
      const i = p * 4;
      const a = data[i + 3];
      if (a === 0) {
        transparent = true;
        continue;
      }
      const r = data[i];
      const g = data[i + 1];
      const b = data[i + 2];
      // Importance times visibility.
      const weight = importance[p] * (64 + (192 * a) / 255);
      // Key + 1, so 0 marks an empty slot.
      const key = (((r >> 2) << 17) | ((g >> 2) << 11) | ((b >> 2) << 5) | (a >> 3)) + 1;
      let slot = Math.imul(key, 0x9e3779b1) >>> (32 - bits);
      while (keys[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & (size - 1);
      if (keys[slot] === 0) {
        keys[slot] = key;
        if (++count * 2 > size) {
          grow();
          slot = Math.imul(key, 0x9e3779b1) >>> (32 - bits);
          while (keys[slot] !== key) slot = (slot + 1) & (size - 1);
        }
      }
      const o = slot * 5;
      const wa = weight * a;
      sums[o] += weight;
      sums[o + 1] += wa * r;
      sums[o + 2] += wa * g;
      sums[o + 3] += wa * b;
      sums[o + 4] += wa;
    }
  }
  // Compact, then while there are too many buckets merge them into a coarser grid (one bit less
  // per channel each round; the grids nest, so any fine key of a merged bucket names its coarse one).
  let fine = new Int32Array(count);
  let entry = new Float64Array(count * 5);
  for (let s = 0, n = 0; s < size; s++) {
    if (keys[s] === 0) continue;
    fine[n] = keys[s] - 1;
    entry.set(sums.subarray(s * 5, s * 5 + 5), n * 5);
    n++;
  }
  for (let shift = 1; count > MAX_ENTRIES && shift < 6; shift++) {
    const index = new Map<number, number>();
    const mergedFine = new Int32Array(count);
    const merged = new Float64Array(count * 5);
    let n = 0;
    for (let e = 0; e < count; e++) {
      const k = fine[e];
      const coarse = (((k >>> 17) >> shift) << 18) | ((((k >>> 11) & 63) >> shift) << 12) | ((((k >>> 5) & 63) >> shift) << 6) | ((k & 31) >> shift);
      let at = index.get(coarse);
      if (at === undefined) {
        index.set(coarse, (at = n++));
        mergedFine[at] = k;
      }
      for (let q = 0; q < 5; q++) merged[at * 5 + q] += entry[e * 5 + q];
    }
    count = n;
    fine = mergedFine;
    entry = merged;
  }
  const coords = new Float64Array(count * 4);
  const weight = new Float64Array(count);
  for (let n = 0; n < count; n++) {
    const w = entry[n * 5];
    const wa = entry[n * 5 + 4];
    weight[n] = w;
    // The weighted mean colour, premultiplied, in ./space (linear in premultiplied RGBA).
    toSpace(entry[n * 5 + 1] / wa, entry[n * 5 + 2] / wa, entry[n * 5 + 3] / wa, wa / w, coords, n * 4);
  }
  return { coords, weight, count, transparent };
}
