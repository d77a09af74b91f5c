/** GIF: the browser decodes it; we write one frame with a 256-colour palette. */
import type { ImageFormatDescriptor } from '../types';

export const gif = {
  id: 'gif',
  label: 'GIF',
  mime: 'image/gif',
  extensions: ['gif'],
  sniff: 'gif',
  // The logical screen descriptor.
  size: (_, view) => [view.getUint16(6, true), view.getUint16(8, true)],
  animates: true,
  convert: {},
  compressAs: 'png',
  metadata: {},
} as const satisfies ImageFormatDescriptor;
