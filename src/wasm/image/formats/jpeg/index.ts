/** JPEG: read and written everywhere; the photo format, so 'Same' and HEIC photos come out as JPEG. */
import { isSof } from '../../../jpeg';
import type { ImageFormatDescriptor } from '../types';

export const jpeg = {
  id: 'jpeg',
  label: 'JPEG',
  mime: 'image/jpeg',
  extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
  sniff: 'jpeg',
  size: frameSize,
  convert: { quality: 90 },
  compress: true,
  metadata: { iccIn: 'jpeg', iccOut: 'jpeg', exifIn: 'jpeg', exifOut: true },
} as const satisfies ImageFormatDescriptor;

/** Walks the markers to the first SOFn frame header. */
function frameSize(b: Uint8Array, view: DataView): [number, number] {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) throw new Error('The JPEG structure is damaged.');
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (isSof(marker)) return [view.getUint16(at + 7), view.getUint16(at + 5)];
    at += 2 + view.getUint16(at + 2);
  }
  throw new Error('The JPEG has no frame header: the file is damaged or incomplete.');
}
