/**
 * The spec's canvas path, as pure rules (section 9 'Image compression' and 'PNG'), so the
 * fallback can be tested without a canvas. The canvas code in ./canvasFallback.ts only applies them.
 */

/** Export quality: quality/100 with a floor of 0.1. */
export const exportQuality = (quality: number) => Math.max(0.1, quality / 100);

/** Below 70 % the dimensions scale by max(0.5, quality/100); otherwise they stay. */
export const dimensionScale = (quality: number) => (quality < 70 ? Math.max(0.5, quality / 100) : 1);

export function scaledSize(width: number, height: number, quality: number): { width: number; height: number } {
  const scale = dimensionScale(quality);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The PNG page's quality for a level 1..9: max(15, 90 - 8 x level). */
export const pngPageQuality = (level: number) => Math.max(15, 90 - 8 * level);

/** The PNG retry quality when the first result is not smaller: max(10, quality - 20). */
export const pngRetryQuality = (quality: number) => Math.max(10, quality - 20);

/** Transparent images stay PNG; opaque ones are exported as JPEG. */
export const pngExportType = (hasTransparency: boolean): 'image/png' | 'image/jpeg' => (hasTransparency ? 'image/png' : 'image/jpeg');

/** Use the retry if it is smaller than the first result, otherwise keep the first. */
export const pickRetry = <T extends { size: number }>(first: T, retry: T): T => (retry.size < first.size ? retry : first);

/** The retry only runs when the first result is not smaller than the original. */
export const needsRetry = (firstSize: number, originalSize: number) => firstSize >= originalSize;

export function hasTransparency(data: Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] < 255) return true;
  return false;
}
