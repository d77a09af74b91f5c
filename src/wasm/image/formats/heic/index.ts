/**
 * HEIC/HEIF: read with libheif (LGPL, loaded by URL on the first one), never written: 'Same' makes
 * a JPEG, where a photo belongs, or a WebP when the image has transparency (JPEG has none; WebP
 * keeps it at a photo's size, where PNG would be several times larger). Its header has no size: the first 'ispe' is often a grid tile's,
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
  compressAsTransparent: 'webp',
  // Its profile is a 'colr' item property, as in AVIF.
  metadata: { iccIn: 'avif', exifIn: 'heif' },
} as const satisfies ImageFormatDescriptor;
