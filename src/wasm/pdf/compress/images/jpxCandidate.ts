/**
 * JPEG 2000 as one more candidate encoding at the lossy levels. At equal PSNR a JPX of a screenshot,
 * a drawing or a small photo is often half the bytes of a MozJPEG, so once the image pass has chosen
 * (a JPEG, or Flate), a JPX of the same pixels at a fraction of that size is tried and kept when it
 * reaches the bar: the chosen JPEG's own PSNR (no worse than what the level writes today), or the
 * floor a lossy stand-in for a lossless image must reach. It is decoded with the decoder pdf.js
 * renders JPX with (jpxImage.ts) and measured like every other candidate (imageCheck.ts).
 */
import { decodeJpx } from './jpxImage';
import { encodeJpx } from './jpxEncode';
import { samplesToImageData } from './imagePixels';
import { viewPsnr } from './imageCheck';
import type { DrawnSize } from './imageUses';

/** Sizes tried, as fractions of the incumbent's bytes, smallest first; the first that reaches the bar wins. */
const FRACTIONS = [0.4, 0.55, 0.75];
/** Fewer pixels than this and the JP2 boxes and headers weigh more than JPX can save. */
const MIN_PIXELS = 64 * 64;

/**
 * A JP2 of `pixels` (already at the size to write) under `incumbentBytes` that stands in for
 * `original` at `barDb` or better, or null. Gray (`channels` 1) or RGB only.
 */
export async function smallerJpx(original: ImageData, pixels: ImageData, channels: 1 | 3, drawn: DrawnSize | undefined, barDb: number, incumbentBytes: number): Promise<Uint8Array | null> {
  if (pixels.width * pixels.height < MIN_PIXELS || !Number.isFinite(barDb)) return null;
  const raw = pixels.width * pixels.height * channels;
  for (const fraction of FRACTIONS) {
    const target = Math.floor(incumbentBytes * fraction);
    // Rate control below a 1:2 ratio gains nothing over the lossless codings the pass already has.
    if (target * 2 > raw) break;
    const jpx = await encodeJpx(pixels, channels, target);
    if (jpx.length >= incumbentBytes) break;
    const decoded = await decodeJpx(jpx, channels);
    const image = samplesToImageData(decoded.samples, { width: decoded.width, height: decoded.height, channels });
    if (decoded.width !== pixels.width || decoded.height !== pixels.height) return null;
    if ((await viewPsnr(original, image, drawn)) >= barDb) return jpx;
  }
  return null;
}
