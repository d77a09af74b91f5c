/** BMP's code: the browser's decoder; our writer, 32-bit BGRA with a V4 header so alpha survives. */
import { decodeWithBrowser } from '../browserDecoder';
import type { FormatCodec } from '../types';

export const codec: FormatCodec = {
  decode: (buffer) => decodeWithBrowser(buffer),
  async encode(image) {
    return { bytes: writeBmp(image), width: image.width, height: image.height };
  },
};

function writeBmp(image: ImageData): ArrayBuffer {
  const { width, height, data } = image;
  const headerSize = 14 + 108;
  const size = headerSize + width * height * 4;
  const out = new ArrayBuffer(size);
  const view = new DataView(out);
  view.setUint8(0, 0x42);
  view.setUint8(1, 0x4d);
  view.setUint32(2, size, true);
  view.setUint32(10, headerSize, true);
  view.setUint32(14, 108, true); // BITMAPV4HEADER
  view.setInt32(18, width, true);
  view.setInt32(22, -height, true); // negative: rows top-down, no flipping needed
  view.setUint16(26, 1, true);
  view.setUint16(28, 32, true);
  view.setUint32(30, 3, true); // BI_BITFIELDS
  view.setUint32(34, width * height * 4, true);
  view.setUint32(38, 2835, true); // 72 dpi
  view.setUint32(42, 2835, true);
  view.setUint32(54, 0x00ff0000, true); // red mask
  view.setUint32(58, 0x0000ff00, true);
  view.setUint32(62, 0x000000ff, true);
  view.setUint32(66, 0xff000000, true); // alpha mask
  view.setUint32(70, 0x73524742, true); // 'sRGB'
  const pixels = new Uint8Array(out, headerSize);
  for (let i = 0; i < data.length; i += 4) {
    pixels[i] = data[i + 2];
    pixels[i + 1] = data[i + 1];
    pixels[i + 2] = data[i];
    pixels[i + 3] = data[i + 3];
  }
  return out;
}
