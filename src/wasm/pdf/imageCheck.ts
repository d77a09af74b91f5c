/**
 * The check a lossy image change must pass before it lands, per image: the new pixels against the
 * old at the size the page shows the image on a screen (96 DPI of its drawn size, or the new pixel
 * size when smaller), as PSNR over R, G and B. Each level sets its floor, so a chart or a page of
 * scanned text that resampling would smear keeps its resolution while photos still shrink.
 */
import { decodeJpeg, resizeImage } from '../image';
import type { DrawnSize } from './imageUses';
import { psnr } from '../../lib/psnr';

export { psnr };

const VIEW_DPI = 96;
const POINTS_PER_INCH = 72;

function viewSize(candidate: { width: number; height: number }, drawn: DrawnSize | undefined) {
  const width = drawn ? Math.round((drawn.width / POINTS_PER_INCH) * VIEW_DPI) : candidate.width;
  const height = drawn ? Math.round((drawn.height / POINTS_PER_INCH) * VIEW_DPI) : candidate.height;
  return { width: Math.max(1, Math.min(candidate.width, width)), height: Math.max(1, Math.min(candidate.height, height)) };
}

/** Whether `candidate` (pixels) stands in for `original` at the view size with at least `floorDb`. */
export async function looksAlike(original: ImageData, candidate: ImageData, drawn: DrawnSize | undefined, floorDb: number): Promise<boolean> {
  const { width, height } = viewSize(candidate, drawn);
  const [a, b] = await Promise.all([resizeImage(original, width, height), resizeImage(candidate, width, height)]);
  return psnr(a, b) >= floorDb;
}

/** The same check for a JPEG candidate, decoded first. */
export async function jpegLooksAlike(original: ImageData, jpeg: Uint8Array, drawn: DrawnSize | undefined, floorDb: number): Promise<boolean> {
  return looksAlike(original, await decodeJpeg(jpeg.slice().buffer), drawn, floorDb);
}
