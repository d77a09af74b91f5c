/** TIFF: read and written with UTIF (the first image of the file). */
import type { ImageFormatDescriptor } from '../types';

export const tiff = {
  id: 'tiff',
  label: 'TIFF',
  mime: 'image/tiff',
  extensions: ['tiff', 'tif'],
  sniff: 'tiff',
  size: ifdSize,
  convert: {},
  compressAs: 'png',
  metadata: { iccIn: 'tiff' },
} as const satisfies ImageFormatDescriptor;

/** ImageWidth (256) and ImageLength (257) in the first IFD. */
function ifdSize(_: Uint8Array, view: DataView): [number, number] {
  const little = view.getUint8(0) === 0x49;
  const ifd = view.getUint32(4, little);
  const count = view.getUint16(ifd, little);
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    const value = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return [width, height];
}
