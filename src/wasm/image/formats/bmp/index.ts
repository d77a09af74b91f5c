/** BMP: the browser decodes it; we write 32-bit BGRA so alpha survives. */
import type { ImageFormatDescriptor } from '../types';

export const bmp = {
  id: 'bmp',
  label: 'BMP',
  mime: 'image/bmp',
  extensions: ['bmp'],
  sniff: 'bmp',
  // The DIB header; a negative height means rows stored top-down.
  size: (_, view) => [Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true))],
  convert: {},
  compressAs: 'png',
  metadata: {},
} as const satisfies ImageFormatDescriptor;
