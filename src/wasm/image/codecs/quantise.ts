/**
 * Palette quantisation (ours, MIT like the rest), the method libimagequant documents, written
 * from its description (the library itself is GPL-3.0):
 * - an importance-weighted histogram in a perceptual space with premultiplied alpha (./palette/analyse, ./palette/space);
 * - a variance-based median cut for the seed, then k-means refinement (./palette/build);
 * - nearest-colour remapping, with error diffusion modulated per pixel by a dither map (less in flat
 *   areas and on edges), or without dithering a last k-means step on every pixel (./palette/remap).
 * An image with no more visible colours than asked keeps them exactly. Fully transparent pixels
 * get an entry of their own (averaged into another they would turn visible).
 * We measured image-q (MIT) at seconds per quarter megapixel here, too slow for the page.
 */
import { contrastMaps, exactColours, histogram, type ContrastMaps, type Histogram } from './palette/analyse';
import { buildPalette } from './palette/build';
import { remap } from './palette/remap';

export interface Quantised {
  /** colors x RGBA */
  palette: Uint8Array;
  colors: number;
  /** One palette index per pixel. */
  indices: Uint8Array;
}

/**
 * One image's analysis, kept for several palettes: the floor search asks for several colour
 * counts and two dithering settings, and remaps a sample of the image before the whole of it.
 */
export class Quantiser {
  readonly image: ImageData;
  /** The visible colours when there are at most 256 (RGBA words), else null. */
  readonly exact: Uint32Array | null;
  readonly transparent: boolean;
  private hist: Histogram | null = null;
  private readonly palettes = new Map<number, Uint8Array>();
  private readonly contrast = new WeakMap<ImageData, ContrastMaps>();

  constructor(image: ImageData) {
    this.image = image;
    const exact = exactColours(image, 256);
    this.exact = exact?.colours ?? null;
    this.transparent = exact ? exact.transparent : hasTransparentPixel(image.data);
  }

  private maps(target: ImageData): ContrastMaps {
    let maps = this.contrast.get(target);
    if (!maps) this.contrast.set(target, (maps = contrastMaps(target)));
    return maps;
  }

  /** True when `colors` entries hold every colour exactly (the result is lossless). */
  isExact(colors: number): boolean {
    return this.exact !== null && this.exact.length + (this.transparent ? 1 : 0) <= colors;
  }

  /** The palette for at most `colors` entries (the transparent one last, when there is one). */
  palette(colors: number): Uint8Array {
    const limit = Math.min(256, Math.max(2, Math.round(colors)));
    const known = this.palettes.get(limit);
    if (known) return known;
    let palette: Uint8Array;
    if (this.isExact(limit)) {
      const exact = this.exact!;
      palette = new Uint8Array((exact.length + (this.transparent ? 1 : 0)) * 4);
      palette.set(new Uint8Array(exact.buffer, exact.byteOffset, exact.length * 4));
    } else {
      this.hist ??= histogram(this.image, this.maps(this.image).importance);
      const visible = buildPalette(this.hist, this.transparent ? limit - 1 : limit);
      palette = new Uint8Array(visible.length + (this.transparent ? 4 : 0));
      palette.set(visible);
    }
    this.palettes.set(limit, palette);
    return palette;
  }

  /** The palette for `colors` applied to `target` (this image, or a sample of it). */
  quantise(colors: number, dither: number, target: ImageData = this.image): Quantised {
    const palette = this.palette(colors);
    const exact = this.isExact(colors);
    let map: Uint8Array | null = null;
    if (dither > 0 && !exact) {
      map = this.maps(target).dither;
    }
    const transparentIndex = this.transparent ? palette.length / 4 - 1 : -1;
    const out = remap(target, palette, { dither: exact ? 0 : dither, ditherMap: map, transparentIndex, refine: !exact && dither === 0 });
    return { palette: out.palette, colors: out.palette.length / 4, indices: out.indices };
  }
}

function hasTransparentPixel(data: Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] === 0) return true;
  return false;
}

export function quantise(image: ImageData, maxColors: number, dither: number): Quantised {
  return new Quantiser(image).quantise(maxColors, dither);
}

export function toImageData(q: Quantised, width: number, height: number): ImageData {
  const out = new Uint8ClampedArray(width * height * 4);
  const words = new Uint32Array(out.buffer);
  const palette = new Uint32Array(q.palette.buffer.slice(q.palette.byteOffset, q.palette.byteOffset + q.palette.byteLength));
  for (let i = 0; i < q.indices.length; i++) words[i] = palette[q.indices[i]];
  return new ImageData(out, width, height);
}
