/**
 * A palette from a histogram (./analyse): a variance-based median cut for the seed (the box
 * with the largest weighted squared error is split across its widest axis at the weighted mean),
 * then k-means (Lloyd / Voronoi iterations: every histogram entry to its nearest centre, every
 * centre to the weighted mean of its entries) until the error stops falling by more than 0.5 %.
 * A centre left with no entries moves to the entry worst served so far. All of it in the
 * perceptual space of ./space; the result is 8-bit RGBA.
 */
import type { Histogram } from './analyse';
import { Nearest } from './nearest';
import { fromSpace, paletteSpace } from './space';

const MAX_ITERATIONS = 12;
const CONVERGED = 0.005;

interface Box {
  start: number;
  end: number;
  error: number;
  axis: number;
  mean: number;
  centre: Float64Array;
}

export function buildPalette(h: Histogram, colors: number): Uint8Array {
  if (h.count === 0) return new Uint8Array(0);
  const { centres, assign } = medianCut(h, Math.min(colors, h.count));
  const refined = kMeans(h, centres, assign);
  const n = refined.length / 4;
  const palette = new Uint8Array(n * 4);
  for (let p = 0; p < n; p++) fromSpace(refined, p * 4, palette, p * 4);
  return palette;
}

function medianCut(h: Histogram, colors: number): { centres: Float64Array; assign: Uint16Array } {
  const order = new Uint32Array(h.count);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const boxes: Box[] = [describe(h, order, 0, h.count)];
  while (boxes.length < colors) {
    let pick = -1;
    for (let b = 0; b < boxes.length; b++) if (boxes[b].error > 0 && (pick < 0 || boxes[b].error > boxes[pick].error)) pick = b;
    if (pick < 0) break;
    const { start, end, axis, mean } = boxes[pick];
    let i = start;
    let j = end - 1;
    while (i <= j) {
      if (h.coords[order[i] * 4 + axis] < mean) i++;
      else {
        const t = order[i];
        order[i] = order[j];
        order[j--] = t;
      }
    }
    if (i === start || i === end) {
      boxes[pick].error = 0;
      continue;
    }
    boxes.splice(pick, 1, describe(h, order, start, i), describe(h, order, i, end));
  }
  const centres = new Float64Array(boxes.length * 4);
  const assign = new Uint16Array(h.count);
  boxes.forEach((box, b) => {
    centres.set(box.centre, b * 4);
    for (let k = box.start; k < box.end; k++) assign[order[k]] = b;
  });
  return { centres, assign };
}

function describe(h: Histogram, order: Uint32Array, start: number, end: number): Box {
  let w = 0;
  const s = [0, 0, 0, 0];
  const ss = [0, 0, 0, 0];
  for (let k = start; k < end; k++) {
    const e = order[k];
    const we = h.weight[e];
    w += we;
    for (let q = 0; q < 4; q++) {
      const v = h.coords[e * 4 + q];
      s[q] += we * v;
      ss[q] += we * v * v;
    }
  }
  const centre = new Float64Array(4);
  let error = 0;
  let axis = 0;
  let widest = -1;
  for (let q = 0; q < 4; q++) {
    centre[q] = s[q] / w;
    const spread = Math.max(0, ss[q] - (s[q] * s[q]) / w);
    error += spread;
    if (spread > widest) [widest, axis] = [spread, q];
  }
  // A single entry, or rounding noise: nothing to split.
  if (end - start < 2 || error < 1e-9 * w) error = 0;
  return { start, end, error, axis, mean: centre[axis], centre };
}

function kMeans(h: Histogram, start: Float64Array, assign: Uint16Array): Float64Array {
  let centres = start;
  const k = centres.length / 4;
  let previous = Infinity;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    // The search runs on the centres as they will be stored (8-bit RGBA), so the error it sees is the palette's.
    const rounded = new Uint8Array(k * 4);
    for (let p = 0; p < k; p++) fromSpace(centres, p * 4, rounded, p * 4);
    const nearest = new Nearest(paletteSpace(rounded));
    const sums = new Float64Array(k * 5);
    let total = 0;
    let worst = -1;
    let worstError = -1;
    for (let e = 0; e < h.count; e++) {
      const o = e * 4;
      const j = nearest.find(h.coords[o], h.coords[o + 1], h.coords[o + 2], h.coords[o + 3], assign[e]);
      assign[e] = j;
      const w = h.weight[e];
      const err = w * nearest.last[0];
      total += err;
      if (err > worstError) [worstError, worst] = [err, e];
      sums[j * 5] += w;
      for (let q = 0; q < 4; q++) sums[j * 5 + 1 + q] += w * h.coords[o + q];
    }
    const next = new Float64Array(k * 4);
    for (let p = 0; p < k; p++) {
      const w = sums[p * 5];
      if (w > 0) for (let q = 0; q < 4; q++) next[p * 4 + q] = sums[p * 5 + 1 + q] / w;
      else if (worst >= 0) {
        // An empty centre takes the entry worst served (once: the next empty one keeps its place).
        next.set(h.coords.subarray(worst * 4, worst * 4 + 4), p * 4);
        worst = -1;
      } else next.set(centres.subarray(p * 4, p * 4 + 4), p * 4);
    }
    centres = next;
    if (previous - total <= CONVERGED * previous) break;
    previous = total;
  }
  return centres;
}
