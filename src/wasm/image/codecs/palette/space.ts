/**
 * The colour space the palette is built and searched in: premultiplied alpha (a colour's
 * difference counts as much as it is visible), then full-range BT.601 luma and two chroma axes
 * of the gamma-encoded values (an opponent space: what the eye separates), each scaled by how much
 * the eye resolves it, so plain squared Euclidean distance is the perceptual error. Alpha is a
 * fourth axis in the same units as luma (a change of alpha moves every channel of the composite).
 * The transform is linear in premultiplied RGBA, so a mean of coordinates is the coordinates of
 * the mean colour: k-means centres convert straight back to RGBA.
 */

/** Weights of the axes (applied to the coordinates, so the squared distance carries their squares). */
const LUMA_SCALE = 1;
const CHROMA_SCALE = 0.7;
export const ALPHA_SCALE = 1;

/** The transform's coefficients, exported for the remapper's inner loop. */
export const KR = 0.299 * LUMA_SCALE;
export const KG = 0.587 * LUMA_SCALE;
export const KB = 0.114 * LUMA_SCALE;
export const BR = -0.168736 * CHROMA_SCALE;
export const BG = -0.331264 * CHROMA_SCALE;
export const BB = 0.5 * CHROMA_SCALE;
export const RR = 0.5 * CHROMA_SCALE;
export const RG = -0.418688 * CHROMA_SCALE;
export const RB = -0.081312 * CHROMA_SCALE;

/** Writes the 4 coordinates of an RGBA colour (0..255 each, fractions allowed) at out[o..o+3]. */
export function toSpace(r: number, g: number, b: number, a: number, out: Float32Array | Float64Array, o: number): void {
  const f = a / 255;
  out[o] = (KR * r + KG * g + KB * b) * f;
  out[o + 1] = (BR * r + BG * g + BB * b) * f;
  out[o + 2] = (RR * r + RG * g + RB * b) * f;
  out[o + 3] = a * ALPHA_SCALE;
}

/** The 8-bit RGBA colour nearest to coordinates (a mean of colours), written at out[o..o+3]. */
export function fromSpace(c: ArrayLike<number>, i: number, out: Uint8Array, o: number): void {
  const a = Math.round(Math.min(255, Math.max(0, c[i + 3] / ALPHA_SCALE)));
  if (a === 0) {
    out[o] = out[o + 1] = out[o + 2] = out[o + 3] = 0;
    return;
  }
  const f = (c[i + 3] / ALPHA_SCALE / 255) || a / 255;
  const y = c[i] / LUMA_SCALE / f;
  const cb = c[i + 1] / CHROMA_SCALE / f;
  const cr = c[i + 2] / CHROMA_SCALE / f;
  const clamp = (v: number) => Math.round(v < 0 ? 0 : v > 255 ? 255 : v);
  out[o] = clamp(y + 1.402 * cr);
  out[o + 1] = clamp(y - 0.344136 * cb - 0.714136 * cr);
  out[o + 2] = clamp(y + 1.772 * cb);
  out[o + 3] = a;
}

/** Coordinates of every entry of an RGBA palette (n x 4). */
export function paletteSpace(palette: Uint8Array): Float64Array {
  const n = palette.length / 4;
  const out = new Float64Array(n * 4);
  for (let p = 0; p < n; p++) toSpace(palette[p * 4], palette[p * 4 + 1], palette[p * 4 + 2], palette[p * 4 + 3], out, p * 4);
  return out;
}
