/**
 * Rotation detection in the browser (orientation.ts): the session reads, and a canvas turns and
 * shrinks the copies (PNG), so the page's image itself is never changed.
 */
import type { OcrSession } from './client';
import { readUpright, type QuarterTurns } from './orientation';
import type { OcrPage } from './page';

/** The image turned `turns` quarter turns clockwise, its longer side at most `maxSide`. */
async function turnImage(blob: Blob, turns: QuarterTurns, maxSide = Infinity): Promise<{ image: Blob; width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const [width, height] = [Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale))];
    const [w, h] = turns % 2 === 1 ? [height, width] : [width, height];
    const canvas = new OffscreenCanvas(w, h);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot turn images (no 2D canvas).');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, w, h);
    context.translate(w / 2, h / 2);
    context.rotate((turns * Math.PI) / 2);
    context.drawImage(bitmap, -width / 2, -height / 2, width, height);
    return { image: await canvas.convertToBlob({ type: 'image/png' }), width: w, height: h };
  } finally {
    bitmap.close();
  }
}

/** Reads an image upright: as it is, or turned by the quarter turns its text reads best at (`turns`), the words put back on the image as given. */
export const readImageUpright = (session: OcrSession, image: Blob, size: { width: number; height: number; dpi?: number }, signal?: AbortSignal): Promise<{ page: OcrPage; turns: QuarterTurns }> =>
  readUpright({ recognize: (blob, blobSize) => session.recognize(blob, blobSize, signal), turn: turnImage }, image, size);
