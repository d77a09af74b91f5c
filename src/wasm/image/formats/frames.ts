/**
 * Animations (GIF, APNG, animated WebP): how many frames a file holds, read from its structure
 * without decoding, so every tool that keeps only the first frame can say so. A format whose
 * descriptor says it `animates` has a frames.ts in its folder, loaded on use.
 */
import { sniffFormat } from '../imageHeader';
import { formatById, type ImageFormat } from './index';

/** Frames in the file (1 for a still image or a format without animation). */
export async function frameCount(bytes: Uint8Array, format: ImageFormat): Promise<number> {
  if (!formatById(format).animates) return 1;
  try {
    const { frames } = (await import(`./${format}/frames.ts`)) as { frames: (bytes: Uint8Array) => number };
    return frames(bytes);
  } catch {
    return 1; // a damaged structure: the decoder decides what it is
  }
}

/** Frames in any image file, its format sniffed from its bytes (1 when not animated or not an image). */
export async function animationFrames(bytes: Uint8Array): Promise<number> {
  const format = sniffFormat(bytes);
  return format && format !== 'pdf' ? frameCount(bytes, format) : 1;
}
