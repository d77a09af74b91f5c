/**
 * Fast palette quantisation (ours, MIT like the rest): weighted median cut over the exact colours
 * (sampled on very big images), then nearest-colour mapping through a 6-6-6-4 bit cache, with
 * optional Floyd-Steinberg error diffusion. Alpha is a fourth channel, so transparency survives.
 * We measured image-q (MIT) at seconds per quarter megapixel here; libimagequant is GPL-3.0.
 */
import { concatBytes } from '../../../lib/concatBytes';

export interface Quantised {
  /** colors x RGBA */
  palette: Uint8Array;
  colors: number;
  /** One palette index per pixel. */
  indices: Uint8Array;
}

const MAX_SAMPLES = 2_000_000;

export function quantise(image: ImageData, maxColors: number, dither: number): Quantised {
  const { colours, transparent } = histogram(image.data);
  const limit = Math.min(256, Math.max(2, maxColors));
  // Fully transparent pixels get an entry of their own: averaged into a box they would turn visible.
  const cut = medianCut(colours, transparent ? limit - 1 : limit);
  const palette = transparent ? concatBytes([cut, new Uint8Array(4)]) : cut;
  return { palette, colors: palette.length / 4, indices: mapPixels(image, palette, dither, transparent ? palette.length / 4 - 1 : -1) };
}

export function toImageData(q: Quantised, width: number, height: number): ImageData {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < q.indices.length; i++) out.set(q.palette.subarray(q.indices[i] * 4, q.indices[i] * 4 + 4), i * 4);
  return new ImageData(out, width, height);
}

interface Colours {
  rgba: Uint8Array;
  weight: Float64Array;
  count: number;
}

/** Exact-colour histogram in an open-addressing hash; fully transparent pixels are only flagged. */
function histogram(data: Uint8ClampedArray): { colours: Colours; transparent: boolean } {
  const pixels = data.length / 4;
  const step = Math.max(1, Math.floor(pixels / MAX_SAMPLES));
  const samples = Math.ceil(pixels / step);
  let bits = 10;
  while (1 << bits < samples * 2) bits++;
  const size = 1 << bits;
  const keys = new Uint32Array(size);
  const counts = new Uint32Array(size);
  const words = new Uint32Array(data.buffer, data.byteOffset, pixels);
  let count = 0;
  let transparent = false;
  for (let p = 0; p < pixels; p += step) {
    if (data[p * 4 + 3] === 0) {
      transparent = true;
      continue;
    }
    const colour = words[p];
    let slot = Math.imul(colour, 0x9e3779b1) >>> (32 - bits);
    while (counts[slot] !== 0 && keys[slot] !== colour) slot = (slot + 1) & (size - 1);
    if (counts[slot] === 0) {
      keys[slot] = colour;
      count++;
    }
    counts[slot]++;
  }
  const rgba = new Uint8Array(count * 4);
  const weight = new Float64Array(count);
  const keyBytes = new Uint8Array(keys.buffer);
  for (let slot = 0, n = 0; slot < size; slot++) {
    if (counts[slot] === 0) continue;
    rgba.set(keyBytes.subarray(slot * 4, slot * 4 + 4), n * 4);
    weight[n++] = counts[slot];
  }
  return { colours: { rgba, weight, count }, transparent };
}

interface Box {
  start: number;
  end: number;
  channel: number;
  spread: number;
  weight: number;
}

function medianCut({ rgba, weight, count }: Colours, maxColors: number): Uint8Array {
  if (count === 0) return new Uint8Array(0);
  const order = new Uint32Array(count).map((_, i) => i);
  const boxes: Box[] = [describe(rgba, weight, order, 0, count)];
  while (boxes.length < maxColors) {
    let pick = -1;
    let best = 0;
    boxes.forEach((box, i) => {
      const score = box.spread * Math.sqrt(box.weight);
      if (box.end - box.start > 1 && score > best) [best, pick] = [score, i];
    });
    if (pick < 0) break;
    const [a, b] = split(rgba, weight, order, boxes[pick]);
    boxes.splice(pick, 1, a, b);
  }
  const palette = new Uint8Array(boxes.length * 4);
  boxes.forEach((box, i) => {
    const sum = [0, 0, 0, 0];
    for (let k = box.start; k < box.end; k++) for (let c = 0; c < 4; c++) sum[c] += rgba[order[k] * 4 + c] * weight[order[k]];
    for (let c = 0; c < 4; c++) palette[i * 4 + c] = Math.round(sum[c] / box.weight);
  });
  return palette;
}

function describe(rgba: Uint8Array, weight: Float64Array, order: Uint32Array, start: number, end: number): Box {
  const lo = [255, 255, 255, 255];
  const hi = [0, 0, 0, 0];
  let total = 0;
  for (let k = start; k < end; k++) {
    const i = order[k];
    total += weight[i];
    for (let c = 0; c < 4; c++) {
      const v = rgba[i * 4 + c];
      if (v < lo[c]) lo[c] = v;
      if (v > hi[c]) hi[c] = v;
    }
  }
  // Perceptual weights: green counts most, alpha most of all (a halo is very visible).
  const spreads = [0.6, 1, 0.4, 1.2].map((w, c) => (hi[c] - lo[c]) * w);
  const channel = spreads.indexOf(Math.max(...spreads));
  return { start, end, channel, spread: spreads[channel], weight: total };
}

/** Splits a box at the weighted median of its widest channel (counting sort on 0..255). */
function split(rgba: Uint8Array, weight: Float64Array, order: Uint32Array, box: Box): [Box, Box] {
  const { start, end, channel } = box;
  const byValue = new Float64Array(256);
  for (let k = start; k < end; k++) byValue[rgba[order[k] * 4 + channel]] += weight[order[k]];
  let cut = 0;
  for (let acc = 0; cut < 255; cut++) {
    acc += byValue[cut];
    if (acc >= box.weight / 2) break;
  }
  let i = start;
  let j = end - 1;
  while (i <= j) {
    if (rgba[order[i] * 4 + channel] <= cut) i++;
    else [order[i], order[j--]] = [order[j], order[i]];
  }
  const middle = Math.min(end - 1, Math.max(start + 1, i));
  return [describe(rgba, weight, order, start, middle), describe(rgba, weight, order, middle, end)];
}

function mapPixels(image: ImageData, palette: Uint8Array, dither: number, transparentIndex: number): Uint8Array {
  const { width, height, data } = image;
  const colors = palette.length / 4;
  const cache = new Int16Array(1 << 22).fill(-1);
  const nearest = (r: number, g: number, b: number, a: number) => {
    const key = ((r >> 2) << 16) | ((g >> 2) << 10) | ((b >> 2) << 4) | (a >> 4);
    let found = cache[key];
    if (found >= 0) return found;
    let best = Infinity;
    for (let p = 0; p < colors; p++) {
      const dr = palette[p * 4] - r;
      const dg = palette[p * 4 + 1] - g;
      const db = palette[p * 4 + 2] - b;
      const da = palette[p * 4 + 3] - a;
      const d = 3 * dr * dr + 6 * dg * dg + 1 * db * db + 8 * da * da;
      if (d < best) [best, found] = [d, p];
    }
    cache[key] = found;
    return found;
  };
  const indices = new Uint8Array(width * height);
  let current = new Float32Array((width + 2) * 4);
  let next = new Float32Array((width + 2) * 4);
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const e = (x + 1) * 4;
      if (transparentIndex >= 0 && data[i + 3] === 0) {
        indices[i / 4] = transparentIndex;
        continue;
      }
      const want = [0, 1, 2, 3].map((c) => clamp(data[i + c] + current[e + c]));
      const p = nearest(want[0], want[1], want[2], want[3]);
      indices[i / 4] = p;
      if (dither === 0) continue;
      for (let c = 0; c < 4; c++) {
        const err = (want[c] - palette[p * 4 + c]) * dither;
        current[e + 4 + c] += (err * 7) / 16;
        next[e - 4 + c] += (err * 3) / 16;
        next[e + c] += (err * 5) / 16;
        next[e + 4 + c] += err / 16;
      }
    }
    [current, next] = [next, current];
    next.fill(0);
  }
  return indices;
}
