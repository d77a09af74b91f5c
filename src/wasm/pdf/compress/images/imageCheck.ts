/**
 * The check a lossy image change must pass before it lands, per image: the new pixels against the
 * old at the size the page shows the image on a screen (96 DPI of its drawn size, or the new pixel
 * size when smaller), as PSNR over R, G and B. Each level sets its floor, so a chart or a page of
 * scanned text that resampling would smear keeps its resolution while photos still shrink.
 * CMYK images are compared on their four inks (no colour conversion stands between them and the page).
 */
import { decodeJpeg, resizeImage } from '../../../image';
import { decodeCmykJpeg } from './cmykJpeg';
import type { DrawnSize } from './imageUses';

const VIEW_DPI = 96;
/** The resolution of the page check, as the issue renders pages (gray, 72 DPI, poppler). */
const PAGE_CHECK_DPI = 72;
const POINTS_PER_INCH = 72;

/** PSNR over R, G and B (or over all four channels of CMYK samples). */
export function psnr(a: ImageData, b: ImageData, channels: 3 | 4 = 3): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < channels; c++) sum += (a.data[i + c] - b.data[i + c]) ** 2;
    count += channels;
  }
  const mse = sum / count;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/**
 * PSNR of the luma of two RGB images (what a gray render of the page shows: JPEG's chroma errors
 * fade there, a blur of the luma does not), or of the four channels of CMYK samples.
 */
function lumaPsnr(a: ImageData, b: ImageData): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const ya = 0.299 * a.data[i] + 0.587 * a.data[i + 1] + 0.114 * a.data[i + 2];
    const yb = 0.299 * b.data[i] + 0.587 * b.data[i + 1] + 0.114 * b.data[i + 2];
    sum += (ya - yb) ** 2;
  }
  const mse = sum / (a.data.length / 4);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

function viewSize(candidate: { width: number; height: number }, drawn: DrawnSize | undefined, dpi: number) {
  const width = drawn ? Math.round((drawn.width / POINTS_PER_INCH) * dpi) : candidate.width;
  const height = drawn ? Math.round((drawn.height / POINTS_PER_INCH) * dpi) : candidate.height;
  return { width: Math.max(1, Math.min(candidate.width, width)), height: Math.max(1, Math.min(candidate.height, height)) };
}

const resizes = new WeakMap<ImageData, Map<string, Promise<ImageData>>>();

/**
 * `resizeImage`, once per image, size and channel treatment: an image's candidates are checked
 * against the same original at the same view size, and the level's size is asked for by more than
 * one step (resampling is deterministic, so the first result stands for the rest).
 */
export function resizedOnce(image: ImageData, width: number, height: number, independentChannels: boolean): Promise<ImageData> {
  let sizes = resizes.get(image);
  if (!sizes) resizes.set(image, (sizes = new Map()));
  const key = `${width}x${height}${independentChannels ? 'i' : ''}`;
  let resized = sizes.get(key);
  if (!resized) sizes.set(key, (resized = resizeImage(image, width, height, { independentChannels })));
  return resized;
}

/**
 * The box sizes poppler's Splash rasterizer uses to shrink `from` pixels to `to` (Splash::scaleImageYdXd):
 * whole source pixels per target pixel, `from / to` rounded down, one more at the steps of a Bresenham
 * accumulator. The result holds the `to + 1` box edges.
 */
function splashEdges(from: number, to: number): Int32Array {
  const edges = new Int32Array(to + 1);
  const [step, rest] = [Math.floor(from / to), from % to];
  let accumulated = 0;
  for (let i = 0; i < to; i++) {
    let size = step;
    accumulated += rest;
    if (accumulated >= to) [accumulated, size] = [accumulated - to, size + 1];
    edges[i + 1] = edges[i] + size;
  }
  return edges;
}

/** Gray levels (0.299 R + 0.587 G + 0.114 B) of `image` shrunk to `width` × `height` in Splash's whole-pixel boxes, rounded as an 8-bit render is. */
function splashGray(image: ImageData, width: number, height: number): Float64Array {
  const xs = splashEdges(image.width, width);
  const ys = splashEdges(image.height, height);
  const out = new Float64Array(width * height);
  const row = new Float64Array(width);
  const { data } = image;
  for (let y = 0; y < height; y++) {
    row.fill(0);
    for (let sy = ys[y]; sy < ys[y + 1]; sy++) {
      let i = sy * image.width * 4;
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let sx = xs[x]; sx < xs[x + 1]; sx++, i += 4) sum += 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
        row[x] += sum;
      }
    }
    const rows = ys[y + 1] - ys[y];
    for (let x = 0; x < width; x++) out[y * width + x] = Math.round(row[x] / (rows * (xs[x + 1] - xs[x])));
  }
  return out;
}

const splashOriginals = new WeakMap<ImageData, Map<string, Float64Array>>();

/**
 * PSNR of the gray levels a 72 DPI page render shows of `original` and of `candidate`, both shrunk by
 * `splashGray` to `width` × `height` from their own pixel sizes. Poppler shrinks a drawn image in
 * whole-pixel boxes, not by area: an image resampled to another pixel size is shrunk in other boxes, so
 * the page moves further than a smooth resize of both shows (a 200 DPI scan at 150 DPI in JPEG 2000:
 * 33.1 dB by area, 28.0 by Splash's boxes, 28.1 between the poppler renders of the two pages).
 */
function splashPsnr(original: ImageData, candidate: ImageData, width: number, height: number): number {
  let sizes = splashOriginals.get(original);
  if (!sizes) splashOriginals.set(original, (sizes = new Map()));
  const key = `${width}x${height}`;
  let a = sizes.get(key);
  if (!a) sizes.set(key, (a = splashGray(original, width, height)));
  const b = splashGray(candidate, width, height);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  const mse = sum / a.length;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/**
 * PSNR of `candidate` (pixels) against `original` at the view size over R, G and B; or, with `dpi`,
 * at that resolution of the drawn size over luma, as a gray render of the page compares them: in
 * poppler's whole-pixel boxes (`splashPsnr`) when the render shrinks both images.
 */
export async function viewPsnr(original: ImageData, candidate: ImageData, drawn: DrawnSize | undefined, cmyk = false, dpi?: number): Promise<number> {
  const { width, height } = viewSize(candidate, drawn, dpi ?? VIEW_DPI);
  if (dpi !== undefined && !cmyk && drawn && width < candidate.width && height < candidate.height && width < original.width && height < original.height) {
    return splashPsnr(original, candidate, width, height);
  }
  const [a, b] = await Promise.all([resizedOnce(original, width, height, cmyk), resizeImage(candidate, width, height, { independentChannels: cmyk })]);
  return dpi === undefined || cmyk ? psnr(a, b, cmyk ? 4 : 3) : lumaPsnr(a, b);
}

/**
 * PSNR of the page that draws `candidate` in place of `original`, as a gray 72 DPI render shows it:
 * `viewPsnr` at that resolution over the image, with the errors spread over the page when the image
 * covers only part of it (`pageShare`; the rest of the page is unchanged).
 */
export async function pagePsnr(original: ImageData, candidate: ImageData, drawn: DrawnSize | undefined, cmyk = false): Promise<number> {
  const db = await viewPsnr(original, candidate, drawn, cmyk, PAGE_CHECK_DPI);
  const share = drawn?.pageShare ?? 1;
  return share > 0 && share < 1 ? db - 10 * Math.log10(share) : db;
}

/** A JPEG candidate's pixels (a CMYK one as its four inks). */
export async function decodedJpeg(jpeg: Uint8Array, cmyk = false): Promise<ImageData> {
  return cmyk ? decodeCmykJpeg(jpeg) : decodeJpeg(jpeg.slice().buffer);
}

/** `viewPsnr` of a JPEG candidate, decoded first. */
export async function jpegPsnr(original: ImageData, jpeg: Uint8Array, drawn: DrawnSize | undefined, cmyk = false): Promise<number> {
  return viewPsnr(original, await decodedJpeg(jpeg, cmyk), drawn, cmyk);
}
