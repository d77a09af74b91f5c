/**
 * HEIC/HEIF: read with libheif (LGPL, loaded by URL on the first one), never written: 'Same' makes
 * a JPEG, where a photo belongs. Its header has no size: the first 'ispe' is often a grid tile's,
 * so libheif measures the whole image before decoding.
 */
import type { ImageFormatDescriptor } from '../types';

export const heic = {
  id: 'heic',
  label: 'HEIC',
  mime: 'image/heic',
  extensions: ['heic', 'heif'],
  sniff: 'heic',
  compressAs: 'jpeg',
  // Its profile is a 'colr' item property, as in AVIF.
  metadata: { iccIn: 'avif', exifIn: 'heif' },
} as const satisfies ImageFormatDescriptor;
