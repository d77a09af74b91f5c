/**
 * The full-size JPEG encode of the compressor: MozJPEG in baseline mode, in horizontal strips
 * (whole MCU rows) encoded at once on this thread and on helper workers, then rewritten losslessly
 * as one progressive JPEG (./progressive). A whole progressive MozJPEG encode of a 12 MP photo
 * takes twice a baseline one (its scan search) and cannot be split; this gives the same
 * coefficients and bytes within a fraction of a percent, in about a third of the time on two cores.
 * Should a helper or the rewrite ever fail, MozJPEG's own progressive encode of the whole image is used.
 */
import type { StripHelpers } from '../helpers/contract';
import { encodeJpeg, mozJpegOptions, type MozJpegOptions } from './jsquash';
import { progressiveFromBaseline } from './progressive/progressiveJpeg';

export type JpegOptions = { quality: number } & Partial<MozJpegOptions>;

/**
 * Below this many pixels a strip is not worth a helper's message and start-up, and a whole image is
 * encoded by MozJPEG's own progressive mode: for small images the rewrite's fixed costs (pricing
 * the candidate scans) are more than MozJPEG's scan search.
 */
const MIN_STRIP_PIXELS = 1_000_000;

/** Whether encodeProgressiveJpeg encodes `image` in baseline and rewrites it (else MozJPEG progressive). */
export const rewritesAsProgressive = (image: { width: number; height: number }) => image.width * image.height >= MIN_STRIP_PIXELS;
/** Strip heights are whole MCU rows for every subsampling MozJPEG is given (at most 2 x 2). */
const MCU_ROWS = 16;

export async function encodeProgressiveJpeg(image: ImageData, options: JpegOptions, helpers?: StripHelpers | null): Promise<ArrayBuffer> {
  if (options.progressive === false || !rewritesAsProgressive(image)) return encodeJpeg(image, options);
  const baseline = mozJpegOptions({ ...options, progressive: false });
  const { width, height } = image;
  const count = Math.max(1, Math.min(1 + (helpers?.count ?? 0), Math.floor((width * height) / MIN_STRIP_PIXELS), Math.floor(height / MCU_ROWS)));
  const rows = Math.ceil(height / count / MCU_ROWS) * MCU_ROWS;
  const strips: ImageData[] = [];
  for (let top = 0; top < height; top += rows) strips.push(count === 1 ? image : stripOf(image, top, Math.min(rows, height - top)));
  try {
    // Helpers get theirs first (the messages leave now), then this thread encodes the first strip.
    const elsewhere = helpers ? strips.slice(1).map((strip) => helpers.encodeStrip(strip, baseline)) : [];
    const here = await encodeJpeg(strips[0], baseline);
    const parts = [here, ...(await Promise.all(elsewhere))].map((bytes) => new Uint8Array(bytes));
    const out = progressiveFromBaseline(parts);
    return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
  } catch {
    // A helper that failed, or a rewrite that did: MozJPEG's own progressive encode of the whole image.
    return encodeJpeg(image, options);
  }
}

function stripOf(image: ImageData, top: number, rows: number): ImageData {
  const start = top * image.width * 4;
  return new ImageData(image.data.slice(start, start + rows * image.width * 4), image.width, rows);
}
