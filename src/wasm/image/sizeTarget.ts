/**
 * 'Max size': lower the quality until the output fits (a binary search between 10 and the chosen
 * quality), then, when even quality 10 is too big, shrink the dimensions and try again.
 */
import { resizeImage } from './codecs/jsquash';
import type { Encoded, Encoder } from './encoded';

const MIN_QUALITY = 10;
const MAX_ROUNDS = 4;

export interface FitResult {
  /** The output that fits (or the smallest one when none does), with its JPEG setting. */
  encoded: Encoded;
  image: ImageData;
  met: boolean;
}

export async function fitToSize(image: ImageData, quality: number, maxBytes: number, first: Encoded, encode: Encoder): Promise<FitResult> {
  if (first.bytes.byteLength <= maxBytes) return { encoded: first, image, met: true };
  let current = image;
  let smallest: FitResult = { encoded: first, image, met: false };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const fitted = await largestQualityThatFits(current, quality, maxBytes, encode);
    if (fitted.bytes.byteLength <= maxBytes) return { encoded: fitted, image: current, met: true };
    if (fitted.bytes.byteLength < smallest.encoded.bytes.byteLength) smallest = { encoded: fitted, image: current, met: false };
    // Bytes grow roughly with pixel count: scale the area by the ratio still missing, with a margin.
    const scale = Math.sqrt(maxBytes / fitted.bytes.byteLength) * 0.95;
    const width = Math.max(1, Math.floor(current.width * scale));
    const height = Math.max(1, Math.floor(current.height * scale));
    if (width < 16 || height < 16) break;
    current = await resizeImage(current, width, height);
  }
  return smallest;
}

async function largestQualityThatFits(image: ImageData, quality: number, maxBytes: number, encode: Encoder): Promise<Encoded> {
  let lo = MIN_QUALITY;
  let hi = quality;
  let best = await encode(image, lo);
  if (best.bytes.byteLength > maxBytes) return best;
  while (hi - lo > 2) {
    const mid = Math.floor((lo + hi) / 2);
    const encoded = await encode(image, mid);
    if (encoded.bytes.byteLength <= maxBytes) {
      lo = mid;
      best = encoded;
    } else hi = mid;
  }
  return best;
}
