/**
 * Pixels to palette indices, nearest colour in the perceptual space (./space, ./nearest).
 * Every distinct colour is looked up once (a direct-mapped cache of exact RGBA).
 * - Without dithering the palette can be refined on the result: each entry moves to the mean of
 *   the pixels that map to it (one more k-means step, on every pixel rather than the histogram,
 *   which can only lower the error for these indices).
 * - With dithering: Floyd-Steinberg in serpentine order, each pixel passing on its error scaled by
 *   the dither map (./analyse: none in flat areas, little on edges) and clamped, so one bad match
 *   cannot smear across a region. The wanted colour (pixel plus error) is looked up through a
 *   cache at 7 bits per channel.
 * Fully transparent pixels take the transparent entry and neither take nor pass on error.
 */
import { Nearest } from './nearest';
import { ALPHA_SCALE, BB, BG, BR, fromSpace, KB, KG, KR, paletteSpace, RB, RG, RR, toSpace } from './space';

// Local copies: a bundler's or a test runner's module bindings can cost a lookup per use in the inner loops.
const [S_ALPHA_SCALE, S_BB, S_BG, S_BR, S_KB, S_KG, S_KR, S_RB, S_RG, S_RR] = [ALPHA_SCALE, BB, BG, BR, KB, KG, KR, RB, RG, RR];

export interface RemapOptions {
  /** Error diffusion strength 0..1 (0: nearest colour only). */
  dither: number;
  /** Per pixel 0..255, how much of the error a pixel passes on (null: all of it). */
  ditherMap: Uint8Array | null;
  /** The entry for fully transparent pixels, -1 when there is none. */
  transparentIndex: number;
  /** Without dithering: move every entry to the mean of its pixels afterwards. */
  refine?: boolean;
}

/**
 * Searches start from a good guess: the answer for the last colour seen in the same cell of a
 * 5-bit RGB grid (else the previous pixel's), so the triangle-inequality bound of ./nearest is
 * tight and only a few entries are measured.
 */

/** The largest error (per channel, 0..255 units) one pixel passes on. */
const MAX_ERROR = 40;
const CACHE_BITS = 16;

export function remap(image: ImageData, palette: Uint8Array, options: RemapOptions): { indices: Uint8Array; palette: Uint8Array } {
  const { transparentIndex } = options;
  // The transparent entry is never a nearest colour for visible pixels.
  const searchable = transparentIndex >= 0 ? removeEntry(palette, transparentIndex) : palette;
  const nearest = new Nearest(paletteSpace(searchable));
  const lookup = new Uint8Array(nearest.size);
  for (let j = 0; j < nearest.size; j++) lookup[j] = transparentIndex >= 0 && j >= transparentIndex ? j + 1 : j;
  if (options.dither > 0) return { indices: dithered(image, palette, nearest, lookup, options), palette };
  const own = ownNearest(image, nearest, transparentIndex);
  const indices = new Uint8Array(own.length);
  for (let p = 0; p < own.length; p++) indices[p] = own[p] === 0xffff ? transparentIndex : lookup[own[p]];
  return { indices, palette: options.refine ? refine(image, palette, indices, transparentIndex) : palette };
}

function removeEntry(palette: Uint8Array, index: number): Uint8Array {
  const out = new Uint8Array(palette.length - 4);
  out.set(palette.subarray(0, index * 4));
  out.set(palette.subarray(index * 4 + 4), index * 4);
  return out;
}

/** Each pixel's nearest searchable entry (0xffff for fully transparent pixels when there is a transparent entry). */
function ownNearest(image: ImageData, nearest: Nearest, transparentIndex: number): Uint16Array {
  const { data, width, height } = image;
  const pixels = width * height;
  const words = new Uint32Array(data.buffer, data.byteOffset, pixels);
  const out = new Uint16Array(pixels);
  const cacheKeys = new Uint32Array(1 << CACHE_BITS);
  const cacheValues = new Int16Array(1 << CACHE_BITS).fill(-1);
  const cells = new Int16Array(1 << 15).fill(-1);
  let guess = 0;
  let last = -1;
  for (let p = 0; p < pixels; p++) {
    const colour = words[p];
    if (colour === last) {
      out[p] = out[p - 1];
      continue;
    }
    last = colour;
    const i = p * 4;
    const a = data[i + 3];
    if (a === 0 && transparentIndex >= 0) {
      out[p] = 0xffff;
      continue;
    }
    const slot = Math.imul(colour, 0x9e3779b1) >>> (32 - CACHE_BITS);
    let j = cacheValues[slot];
    if (j < 0 || cacheKeys[slot] !== colour) {
      const r = data[i];
      const g = data[i + 1];
      const b = data[i + 2];
      if (a === 255) j = nearest.findOpaque(r, g, b);
      else {
        const f = a / 255;
        const cell = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
        if (cells[cell] >= 0) guess = cells[cell];
        j = nearest.find((S_KR * r + S_KG * g + S_KB * b) * f, (S_BR * r + S_BG * g + S_BB * b) * f, (S_RR * r + S_RG * g + S_RB * b) * f, a * S_ALPHA_SCALE, guess);
        cells[cell] = j;
      }
      cacheKeys[slot] = colour;
      cacheValues[slot] = j;
    }
    guess = j;
    out[p] = j;
  }
  return out;
}

/** Every entry moved to the mean of the pixels mapped to it (in ./space, whose means are premultiplied means). */
function refine(image: ImageData, palette: Uint8Array, indices: Uint8Array, transparentIndex: number): Uint8Array {
  const { data } = image;
  const n = palette.length / 4;
  const sums = new Float64Array(n * 5);
  for (let p = 0; p < indices.length; p++) {
    const i = p * 4;
    const a = data[i + 3];
    const o = indices[p] * 5;
    sums[o] += 1;
    sums[o + 1] += data[i] * a;
    sums[o + 2] += data[i + 1] * a;
    sums[o + 3] += data[i + 2] * a;
    sums[o + 4] += a;
  }
  const refined = new Uint8Array(palette);
  const m = new Float64Array(4);
  for (let e = 0; e < n; e++) {
    const count = sums[e * 5];
    const alpha = sums[e * 5 + 4];
    if (count === 0 || alpha === 0 || e === transparentIndex) continue;
    toSpace(sums[e * 5 + 1] / alpha, sums[e * 5 + 2] / alpha, sums[e * 5 + 3] / alpha, alpha / count, m, 0);
    fromSpace(m, 0, refined, e * 4);
  }
  return refined;
}

function dithered(image: ImageData, palette: Uint8Array, nearest: Nearest, lookup: Uint8Array, options: RemapOptions): Uint8Array {
  const { data, width, height } = image;
  const indices = new Uint8Array(width * height);
  const map = options.ditherMap;
  const strength = options.dither / 255;
  let current = new Float32Array((width + 2) * 4);
  let next = new Float32Array((width + 2) * 4);
  const cacheKeys = new Int32Array(1 << CACHE_BITS);
  const cacheValues = new Int16Array(1 << CACHE_BITS).fill(-1);
  let guess = 0;
  for (let y = 0; y < height; y++) {
    const reverse = (y & 1) === 1;
    const dir = reverse ? -4 : 4;
    for (let n = 0; n < width; n++) {
      const x = reverse ? width - 1 - n : n;
      const p = y * width + x;
      const i = p * 4;
      if (data[i + 3] === 0 && options.transparentIndex >= 0) {
        indices[p] = options.transparentIndex;
        continue;
      }
      const e = (x + 1) * 4;
      let r = data[i] + current[e];
      let g = data[i + 1] + current[e + 1];
      let b = data[i + 2] + current[e + 2];
      let a = data[i + 3] + current[e + 3];
      r = r < 0 ? 0 : r > 255 ? 255 : r;
      g = g < 0 ? 0 : g > 255 ? 255 : g;
      b = b < 0 ? 0 : b > 255 ? 255 : b;
      a = a < 0 ? 0 : a > 255 ? 255 : a;
      // Cached by the wanted colour at 7 bits per channel (6 for alpha): at most one level off, and
      // the error diffusion carries whatever difference that makes.
      const key = (((r + 0.5) >> 1) << 20) | (((g + 0.5) >> 1) << 13) | (((b + 0.5) >> 1) << 6) | ((a + 0.5) >> 2);
      const slot = Math.imul(key, 0x9e3779b1) >>> (32 - CACHE_BITS);
      let j = cacheValues[slot];
      if (j < 0 || cacheKeys[slot] !== key) {
        const f = a / 255;
        j = a === 255 ? nearest.findOpaque(r, g, b) : nearest.find((S_KR * r + S_KG * g + S_KB * b) * f, (S_BR * r + S_BG * g + S_BB * b) * f, (S_RR * r + S_RG * g + S_RB * b) * f, a * S_ALPHA_SCALE, guess);
        cacheKeys[slot] = key;
        cacheValues[slot] = j;
      }
      guess = j;
      const index = lookup[j];
      indices[p] = index;
      const scale = map ? strength * map[p] : strength * 255;
      if (scale === 0) continue;
      const o = index * 4;
      const ahead = e + dir;
      const behind = e - dir;
      let er = (r - palette[o]) * scale;
      let eg = (g - palette[o + 1]) * scale;
      let eb = (b - palette[o + 2]) * scale;
      let ea = (a - palette[o + 3]) * scale;
      er = er > MAX_ERROR ? MAX_ERROR : er < -MAX_ERROR ? -MAX_ERROR : er;
      eg = eg > MAX_ERROR ? MAX_ERROR : eg < -MAX_ERROR ? -MAX_ERROR : eg;
      eb = eb > MAX_ERROR ? MAX_ERROR : eb < -MAX_ERROR ? -MAX_ERROR : eb;
      ea = ea > MAX_ERROR ? MAX_ERROR : ea < -MAX_ERROR ? -MAX_ERROR : ea;
      current[ahead] += er * 0.4375;
      current[ahead + 1] += eg * 0.4375;
      current[ahead + 2] += eb * 0.4375;
      current[ahead + 3] += ea * 0.4375;
      next[behind] += er * 0.1875;
      next[behind + 1] += eg * 0.1875;
      next[behind + 2] += eb * 0.1875;
      next[behind + 3] += ea * 0.1875;
      next[e] += er * 0.3125;
      next[e + 1] += eg * 0.3125;
      next[e + 2] += eb * 0.3125;
      next[e + 3] += ea * 0.3125;
      next[ahead] += er * 0.0625;
      next[ahead + 1] += eg * 0.0625;
      next[ahead + 2] += eb * 0.0625;
      next[ahead + 3] += ea * 0.0625;
    }
    const t = current;
    current = next;
    next = t;
    next.fill(0);
  }
  return indices;
}
