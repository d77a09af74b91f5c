/** ICO: the browser decodes it; we write one PNG entry of at most 256 x 256 (as Windows Vista+ reads it). */
import type { ImageFormatDescriptor } from '../types';

export const ico = {
  id: 'ico',
  label: 'ICO',
  mime: 'image/x-icon',
  extensions: ['ico'],
  sniff: 'ico',
  convert: { maxSide: 256 },
  compressAs: 'png',
  metadata: {},
} as const satisfies ImageFormatDescriptor;
