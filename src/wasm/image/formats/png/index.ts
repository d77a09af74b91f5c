/** PNG (and APNG): lossless, with alpha; what the compressors write for formats they do not. */
import type { ImageFormatDescriptor } from '../types';

export const png = {
  id: 'png',
  label: 'PNG',
  mime: 'image/png',
  extensions: ['png'],
  sniff: 'png',
  // IHDR: signature 8, length 4, type 4, then width and height.
  size: (_, view) => [view.getUint32(16), view.getUint32(20)],
  animates: true,
  convert: {},
  compress: true,
  metadata: { iccIn: 'png', iccOut: 'png' },
} as const satisfies ImageFormatDescriptor;
