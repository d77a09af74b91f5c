/**
 * MozJPEG with a per-image quality search (ANCHORS.md): the photo's SSIM at the chosen quality with
 * the browser's own encoder is the bar; we look for the lowest MozJPEG quality that reaches it.
 * The search runs on a sample of tiles (fast even on 50 MP photos); the full image is encoded once.
 */
import { decodeJpeg, encodeJpeg } from './codecs';
import { lumaPlane, ssim } from './ssim';

/** SSIM the reference encoder reaches on `sample` at `quality` (null when there is none). */
export type ReferenceSsim = (sample: ImageData, quality: number) => Promise<number | null>;

export const SEARCH_BELOW = 10;
export const SEARCH_ABOVE = 10;
/** How much SSIM we may give up versus the reference (rounding noise of the metric). */
export const SSIM_TOLERANCE = 0.001;
const TILE = 256;

export interface JpegSearchResult {
  bytes: ArrayBuffer;
  quality: number;
}

export async function encodeJpegSearched(
  image: ImageData,
  quality: number,
  reference: ReferenceSsim | null,
  onStep?: (fraction: number) => void,
): Promise<JpegSearchResult> {
  const sample = sampleTiles(image);
  const target = quality < 95 && reference ? await reference(sample, quality) : null;
  const chosen = target === null ? quality : await searchQuality(sample, quality, target, onStep);
  return { bytes: await encodeJpeg(image, { quality: chosen }), quality: chosen };
}

async function searchQuality(sample: ImageData, quality: number, target: number, onStep?: (f: number) => void) {
  const luma = lumaPlane(sample);
  const passes = async (q: number) => {
    const decoded = await decodeJpeg(await encodeJpeg(sample, { quality: q }));
    return ssim(luma, lumaPlane(decoded), sample.width, sample.height) >= target - SSIM_TOLERANCE;
  };
  let lo = Math.max(30, quality - SEARCH_BELOW);
  let hi = Math.min(100, quality + SEARCH_ABOVE);
  let steps = 0;
  // Lowest passing quality, assuming SSIM grows with quality; hi is the answer when nothing passes.
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (await passes(mid)) hi = mid;
    else lo = mid + 1;
    onStep?.(Math.min(0.9, ++steps / 5));
  }
  return hi;
}

/**
 * Up to 3 x 3 tiles of 256 px from across the photo, stitched into one image. Tiles are aligned to
 * 16 px so the JPEG block grid of the sample matches the full image's.
 */
export function sampleTiles(image: ImageData): ImageData {
  const { width, height } = image;
  const across = Math.min(3, Math.floor(width / TILE));
  const down = Math.min(3, Math.floor(height / TILE));
  if (across < 2 || down < 2 || width * height <= 1_000_000) return image;
  const out = new Uint8ClampedArray(across * TILE * down * TILE * 4);
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, width * height);
  const dst = new Uint32Array(out.buffer);
  const outWidth = across * TILE;
  for (let ty = 0; ty < down; ty++) {
    for (let tx = 0; tx < across; tx++) {
      const left = alignedStart(width, tx, across);
      const top = alignedStart(height, ty, down);
      for (let y = 0; y < TILE; y++) {
        const from = (top + y) * width + left;
        dst.set(src.subarray(from, from + TILE), (ty * TILE + y) * outWidth + tx * TILE);
      }
    }
  }
  return new ImageData(out, outWidth, down * TILE);
}

function alignedStart(size: number, index: number, count: number): number {
  const centre = ((index + 0.5) * size) / count;
  return Math.max(0, Math.min(size - TILE, Math.round((centre - TILE / 2) / 16) * 16));
}
