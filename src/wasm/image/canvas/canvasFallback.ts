/**
 * The spec's canvas method, kept as the fallback when the WASM path cannot run (no workers, a
 * codec that fails to load). Its constants live in ./fallbackRules.ts; this file only draws and
 * exports. Outputs are named by what the browser really produced (a canvas asked for AVIF may
 * hand back PNG), never by what was asked for.
 */
import { resizedSize, type ResizeRule } from '../resizeRule';
import { exportQuality, hasTransparency, needsRetry, pickRetry, pngExportType, pngPageQuality, pngRetryQuality, dimensionScale } from './fallbackRules';
import { readImageHeader } from '../imageHeader';

export interface CanvasResult {
  blob: Blob;
  width: number;
  height: number;
}

async function loadBitmap(file: Blob): Promise<ImageBitmap> {
  readImageHeader(new Uint8Array(await file.slice(0, 1 << 16).arrayBuffer()));
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('Failed to load image');
  }
}

function draw(bitmap: ImageBitmap, width: number, height: number, background?: string) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Failed to get canvas context');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  return { canvas, context };
}

async function exportBlob(canvas: OffscreenCanvas, type: string, quality?: number): Promise<Blob> {
  try {
    return await canvas.convertToBlob({ type, quality });
  } catch {
    throw new Error('Failed to compress image');
  }
}

/** /compress-image and /compress-jpg: quality/100 (floor 0.1), smaller dimensions below 70. */
export async function canvasCompress(file: Blob, type: string, quality: number, scaleBelow70: boolean, resize?: ResizeRule): Promise<CanvasResult> {
  const bitmap = await loadBitmap(file);
  const { width, height } = resizedSize(bitmap.width, bitmap.height, resize, scaleBelow70 ? dimensionScale(quality) : 1);
  const { canvas } = draw(bitmap, width, height, type === 'image/jpeg' ? '#fff' : undefined);
  bitmap.close();
  return { blob: await exportBlob(canvas, type, exportQuality(quality)), width, height };
}

/**
 * /compress-png: transparent images stay PNG, opaque ones become JPEG at max(15, 90 - 8 x level);
 * when that is not smaller than the original, a JPEG retry at max(10, quality - 20) wins if smaller.
 * (We skip the JPEG retry for transparent images: JPEG would turn their transparency white.)
 */
export async function canvasCompressPng(file: Blob, level: number): Promise<CanvasResult> {
  const bitmap = await loadBitmap(file);
  const { canvas, context } = draw(bitmap, bitmap.width, bitmap.height);
  const transparent = hasTransparency(context.getImageData(0, 0, bitmap.width, bitmap.height).data);
  const quality = pngPageQuality(level);
  const type = pngExportType(transparent);
  const size = { width: bitmap.width, height: bitmap.height };
  const first = { blob: await exportBlob(canvas, type, type === 'image/jpeg' ? quality / 100 : undefined), ...size };
  if (transparent || !needsRetry(first.blob.size, file.size)) return first;
  const retry = { blob: await exportBlob(canvas, 'image/jpeg', pngRetryQuality(quality) / 100), ...size };
  return pickRetry({ ...first, size: first.blob.size }, { ...retry, size: retry.blob.size });
}
