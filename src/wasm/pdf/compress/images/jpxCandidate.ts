/**
 * JPEG 2000 as one more candidate encoding at the lossy levels. At equal PSNR a JPX of a screenshot,
 * a drawing or a small photo is often half the bytes of a MozJPEG, so once the image pass has chosen
 * (a JPEG, or Flate), JPXs of the same pixels at fractions of that size are tried, and the smallest
 * that reaches the bar is kept. The bar is the level's page bar (the drawing bar: its floor + 4 dB,
 * 30 dB at medium), as Hyper holds its JPX images to a page-level bar rather than to the JPEG's own
 * quality: an image at that PSNR at view size keeps the page that draws it at least there (the rest
 * of the page is unchanged, and a gray render at a lower resolution only averages errors away).
 * A JPEG that is itself under that bar (the level's photo floor is lower) sets the bar instead, so a
 * JPX is never worse than what the level writes without it. The bar holds twice: at the view size
 * of every image check (R, G and B), and at 72 DPI of the drawn size over luma, as the issue measures
 * pages (gray renders): a JPEG's errors are largely chroma, which a gray render does not show, while
 * JPEG 2000's are a blur of the luma, so a JPX as close as the JPEG in RGB can be further in gray. It is decoded with the decoder pdf.js
 * renders JPX with (jpxImage.ts) and measured like every other candidate (imageCheck.ts).
 */
import { decodeJpx } from './jpxImage';
import { encodeJpx } from './jpxEncode';
import { samplesToImageData } from './imagePixels';
import { pagePsnr, viewPsnr } from './imageCheck';
import type { DrawnSize } from './imageUses';

/** The range of sizes searched, as fractions of the incumbent's bytes. */
const SMALLEST = 0.1;
const LARGEST = 0.85;
/** Encodes tried per image at most (a bisection on a log scale between the two). */
const TRIES = 3;
/** Fewer pixels than this and the JP2 boxes and headers weigh more than JPX can save. */
const MIN_PIXELS = 64 * 64;
/** The PSNR a JPX must reach at the view size (`view`) and on the page, gray at 72 DPI (`page`, imageCheck.ts `pagePsnr`). */
interface JpxBars {
  view: number;
  page: number;
}

/**
 * The smallest JP2 of `pixels` (already at the size to write) found under `incumbentBytes` (down to
 * `smallest` of it) that stands in for `original` at `bars` or better, or null. Gray (`channels` 1), RGB or CMYK (4).
 */
export async function smallerJpx(
  original: ImageData,
  pixels: ImageData,
  channels: 1 | 3 | 4,
  drawn: DrawnSize | undefined,
  bars: JpxBars,
  incumbentBytes: number,
  smallest = SMALLEST,
): Promise<Uint8Array | null> {
  if (pixels.width * pixels.height < MIN_PIXELS || !Number.isFinite(bars.view) || !Number.isFinite(bars.page)) return null;
  const cmyk = channels === 4;
  const passes = async (image: ImageData) => (await viewPsnr(original, image, drawn, cmyk)) >= bars.view && (await pagePsnr(original, image, drawn, cmyk)) >= bars.page;
  const raw = pixels.width * pixels.height * channels;
  let [low, high] = [smallest, LARGEST];
  let best: Uint8Array | null = null;
  for (let tries = 0; tries < TRIES; tries++) {
    const fraction = Math.sqrt(low * high);
    const target = Math.floor(incumbentBytes * fraction);
    // Rate control below a 1:2 ratio gains nothing over the lossless codings the pass already has.
    if (target * 2 > raw) {
      high = fraction;
      continue;
    }
    let jpx: Uint8Array;
    let decoded: Awaited<ReturnType<typeof decodeJpx>>;
    try {
      jpx = await encodeJpx(pixels, channels, target);
      if (jpx.length >= (best?.length ?? incumbentBytes)) break;
      decoded = await decodeJpx(jpx, channels);
    } catch {
      return best; // the codec failed on this image: the other codings stand (the encoder restarts for the next)
    }
    if (decoded.width !== pixels.width || decoded.height !== pixels.height) return best;
    const image = samplesToImageData(decoded.samples, { width: decoded.width, height: decoded.height, channels });
    if (await passes(image)) [best, high] = [jpx, fraction];
    else low = fraction;
  }
  return best;
}
