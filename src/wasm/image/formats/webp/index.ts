/** WebP: lossy or lossless, alpha, animation. */
import type { ImageFormatDescriptor } from '../types';

export const webp = {
  id: 'webp',
  label: 'WebP',
  mime: 'image/webp',
  extensions: ['webp'],
  sniff: 'webp',
  size: canvasSize,
  animates: true,
  convert: { quality: 80 },
  compress: true,
  metadata: { iccIn: 'webp', iccOut: 'webp' },
} as const satisfies ImageFormatDescriptor;

/** The canvas of an extended file (VP8X), else the lossless (VP8L) or lossy (VP8) frame header. */
function canvasSize(b: Uint8Array, view: DataView): [number, number] {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8X') return [1 + (view.getUint32(24, true) & 0xffffff), 1 + (view.getUint32(27, true) & 0xffffff)];
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return [1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff)];
  }
  return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff];
}
