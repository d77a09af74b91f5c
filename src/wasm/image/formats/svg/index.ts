/** SVG: written only, as the raster wrapped in an SVG (a photo cannot become a real vector drawing). */
import type { ImageFormatDescriptor } from '../types';

export const svg = {
  id: 'svg',
  label: 'SVG',
  mime: 'image/svg+xml',
  extensions: ['svg'],
  convert: {},
  metadata: {},
} as const satisfies ImageFormatDescriptor;
