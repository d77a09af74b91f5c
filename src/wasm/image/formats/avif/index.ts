/** AVIF: AV1 in HEIF; the browser decodes it (the wasm decoder where it cannot), we write it with libavif. */
import type { ImageFormatDescriptor } from '../types';

export const avif = {
  id: 'avif',
  label: 'AVIF',
  mime: 'image/avif',
  extensions: ['avif'],
  sniff: 'avif',
  size: ispeSize,
  convert: { quality: 50 },
  compress: true,
  metadata: { iccIn: 'avif', iccOut: 'avif', exifIn: 'heif' },
} as const satisfies ImageFormatDescriptor;

/** The image spatial extents ('ispe') property. */
function ispeSize(b: Uint8Array, view: DataView): [number, number] {
  const limit = Math.min(b.length - 16, 1 << 16);
  for (let at = 0; at < limit; at++) {
    if (b[at] === 0x69 && String.fromCharCode(...b.subarray(at, at + 4)) === 'ispe') return [view.getUint32(at + 8), view.getUint32(at + 12)];
  }
  return [0, 0];
}
